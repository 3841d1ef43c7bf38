import { useEffect } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Tabs } from '@/components/tabs';

function Panel({ name, onMount }: { name: string; onMount: (name: string) => void }) {
  useEffect(() => onMount(name), [name, onMount]);
  return <input aria-label={`${name} note`} />;
}

describe('Tabs', () => {
  it('when a page opens, then only the selected panel is drawn; a panel opened later keeps what was typed in it', async () => {
    const user = userEvent.setup();
    const mounted = vi.fn();
    render(
      <Tabs
        label="Sections"
        defaultTab="details"
        items={[
          { id: 'details', label: 'Details', content: <Panel name="Details" onMount={mounted} /> },
          { id: 'pets', label: 'Pets', content: <Panel name="Pets" onMount={mounted} /> },
          { id: 'history', label: 'History', content: <Panel name="History" onMount={mounted} /> },
        ]}
      />,
    );
    expect(mounted.mock.calls).toEqual([['Details']]);
    expect(screen.queryByLabelText('Pets note')).toBeNull();
    // Every tab still names its panel, drawn or not.
    for (const tab of screen.getAllByRole('tab'))
      expect(document.getElementById(tab.getAttribute('aria-controls') ?? '')).not.toBeNull();

    await user.type(screen.getByLabelText('Details note'), 'Loves treats');
    await user.click(screen.getByRole('tab', { name: 'Pets' }));
    expect(mounted.mock.calls).toEqual([['Details'], ['Pets']]);
    await user.click(screen.getByRole('tab', { name: 'Details' }));
    expect(screen.getByLabelText('Details note')).toHaveValue('Loves treats');
    expect(mounted).toHaveBeenCalledTimes(2);
  });
});
