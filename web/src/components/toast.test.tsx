import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useToast } from '@/components/toast-context';
import { ToastProvider } from '@/components/toast';

function ToastButton({ link }: { link?: boolean }) {
  const toast = useToast();
  return (
    <button
      type="button"
      onClick={() =>
        toast.show({ message: 'Saved', link: link ? { label: 'View booking', href: '/bookings' } : undefined })
      }
    >
      show
    </button>
  );
}

describe('toasts', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => vi.useRealTimers());

  it('when a plain toast shows, then it leaves after 6 seconds', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    render(
      <ToastProvider>
        <ToastButton />
      </ToastProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'show' }));
    expect(screen.getByText('Saved')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(6100));
    expect(screen.queryByText('Saved')).not.toBeInTheDocument();
  });

  it('when the pointer rests on a toast with a link, then it waits, and leaves 12 seconds after the pointer does', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    render(
      <ToastProvider>
        <ToastButton link />
      </ToastProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'show' }));
    act(() => vi.advanceTimersByTime(7000));
    expect(screen.getByRole('link', { name: 'View booking' })).toBeInTheDocument();
    await user.hover(screen.getByText('Saved'));
    act(() => vi.advanceTimersByTime(30000));
    expect(screen.getByRole('link', { name: 'View booking' })).toBeInTheDocument();
    await user.unhover(screen.getByText('Saved'));
    act(() => vi.advanceTimersByTime(11000));
    expect(screen.getByText('Saved')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1100));
    expect(screen.queryByText('Saved')).not.toBeInTheDocument();
  });
});
