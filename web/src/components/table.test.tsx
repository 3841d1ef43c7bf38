import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { figureColumn, Table, textColumn, type TableColumn } from '@/components/table';

interface Row {
  id: string;
  name: string;
  amount: number;
}

const columns: TableColumn<Row>[] = [
  { id: 'name', header: 'Name', sortValue: (row) => row.name, cell: (row) => row.name },
  { id: 'amount', header: 'Amount', sortValue: (row) => row.amount, cell: (row) => String(row.amount) },
  { id: 'note', header: 'Note', cell: () => '-' },
];
const rows: Row[] = Array.from({ length: 12 }, (_, index) => ({
  id: String(index),
  name: `Row ${String(index).padStart(2, '0')}`,
  amount: (index * 7) % 12,
}));
const firstCells = () =>
  within(screen.getAllByRole('rowgroup')[1]!)
    .getAllByRole('row')
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent);

describe('Table', () => {
  it('when a header is pressed, then the rows sort by it, ascending then descending, with aria-sort', async () => {
    const user = userEvent.setup();
    render(<Table caption="Rows" columns={columns} rows={rows.slice(0, 4)} rowKey={(row) => row.id} />);
    expect(screen.queryByRole('button', { name: /Note/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Amount' }));
    expect(screen.getByRole('columnheader', { name: 'Amount' })).toHaveAttribute('aria-sort', 'ascending');
    expect(firstCells()).toEqual(['Row 00', 'Row 02', 'Row 01', 'Row 03']);
    await user.click(screen.getByRole('button', { name: 'Amount' }));
    expect(screen.getByRole('columnheader', { name: 'Amount' })).toHaveAttribute('aria-sort', 'descending');
    expect(firstCells()).toEqual(['Row 03', 'Row 01', 'Row 02', 'Row 00']);
  });

  it('when there are more rows than a page, then it pages with Previous and Next', async () => {
    const user = userEvent.setup();
    render(
      <Table
        caption="Rows"
        columns={columns}
        rows={rows}
        rowKey={(row) => row.id}
        pageSize={5}
        defaultSort={{ column: 'name', direction: 'asc' }}
      />,
    );
    expect(firstCells()).toHaveLength(5);
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Page 3 of 3')).toBeInTheDocument();
    expect(firstCells()).toEqual(['Row 10', 'Row 11']);
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('when columns come from textColumn and figureColumn, then text sorts regardless of case and figures show formatted', async () => {
    const user = userEvent.setup();
    const named = [
      { id: 'a', name: 'bravo', amount: 1200 },
      { id: 'b', name: 'Alpha', amount: 5 },
    ];
    render(
      <Table
        caption="Rows"
        columns={[
          textColumn<Row>('name', 'Name', (row) => row.name),
          figureColumn<Row>(
            'amount',
            'Amount',
            (row) => row.amount,
            (value) => `$${value}`,
          ),
        ]}
        rows={named}
        rowKey={(row) => row.id}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Name' }));
    expect(firstCells()).toEqual(['Alpha', 'bravo']);
    await user.click(screen.getByRole('button', { name: 'Amount' }));
    expect(firstCells()).toEqual(['Alpha', 'bravo']);
    expect(screen.getByRole('cell', { name: '$1200' })).toBeInTheDocument();
  });
});
