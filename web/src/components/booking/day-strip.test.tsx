import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DayStrip } from '@/components/booking/day-strip';

const dates = ['2026-11-23', '2026-11-24', '2026-11-25'];

describe('day strip', () => {
  it('when the counts are in, then each day is a choice named by its date and described by its free times', () => {
    render(
      <DayStrip
        dates={dates}
        freeByDate={
          new Map([
            ['2026-11-23', 16],
            ['2026-11-24', 0],
          ])
        }
        loading={false}
        value="2026-11-24"
        onChange={() => undefined}
      />,
    );
    expect(screen.getByRole('group', { name: 'Date' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Mon, Nov 23, 2026' })).toHaveAccessibleDescription('16 free');
    expect(screen.getByRole('radio', { name: 'Tue, Nov 24, 2026' })).toHaveAccessibleDescription('No times');
    expect(screen.getByRole('radio', { name: 'Tue, Nov 24, 2026' })).toBeChecked();
    // A day the count did not cover says nothing rather than a wrong number.
    expect(screen.getByRole('radio', { name: 'Wed, Nov 25, 2026' })).toHaveAccessibleDescription('');
    expect(screen.getByText('Mon')).toBeInTheDocument();
    expect(screen.getByText('Nov 23')).toBeInTheDocument();
  });

  it('when a day is clicked, even a full one, then it is chosen (its times say why nothing is free)', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(
      <DayStrip dates={dates} freeByDate={new Map([['2026-11-24', 0]])} loading={false} value="" onChange={onChange} />,
    );
    await user.click(screen.getByText('Nov 24'));
    expect(onChange).toHaveBeenCalledWith('2026-11-24');
  });

  it('when there is no earlier or later page, then those buttons are disabled; otherwise they page', async () => {
    const onLater = vi.fn();
    const user = userEvent.setup();
    render(
      <DayStrip dates={dates} freeByDate={undefined} loading value="" onChange={() => undefined} onLater={onLater} />,
    );
    expect(screen.getByRole('button', { name: 'Earlier' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Later' }));
    expect(onLater).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('radio', { name: 'Mon, Nov 23, 2026' })).toHaveAccessibleDescription('');
  });
});
