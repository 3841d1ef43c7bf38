import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { lazyDialog } from '@/lib/lazy-dialog';

function NoteDialog({ note }: { note: string | null }) {
  return (
    <dialog open={note !== null} aria-label="Note">
      {note}
    </dialog>
  );
}

describe('a dialog that loads when it first opens', () => {
  it('when closed, then nothing is drawn or loaded; opened, it loads once and stays mounted when closed', async () => {
    const load = vi.fn(async () => ({ NoteDialog }));
    const LazyNote = lazyDialog(load, 'NoteDialog', ({ note }) => note !== null);
    const { container, rerender } = render(<LazyNote note={null} />);
    expect(container).toBeEmptyDOMElement();
    expect(load).not.toHaveBeenCalled();

    rerender(<LazyNote note="Hello" />);
    expect(await screen.findByRole('dialog', { name: 'Note' })).toHaveTextContent('Hello');

    // Still there, closed: a modal's own close returns the focus to its opener.
    rerender(<LazyNote note={null} />);
    expect(container.querySelector('dialog')).not.toHaveAttribute('open');

    rerender(<LazyNote note="Again" />);
    expect(await screen.findByRole('dialog', { name: 'Note' })).toHaveTextContent('Again');
    expect(load).toHaveBeenCalledTimes(1);
  });
});
