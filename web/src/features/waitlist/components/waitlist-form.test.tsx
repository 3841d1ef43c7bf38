import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderRoute } from '@/testing/test-utils';

const { WaitlistForm } = await import('@/features/waitlist/components/waitlist-form');

const fetchMock = vi.fn<typeof fetch>();

function sentBody(): unknown {
  const init = fetchMock.mock.calls[0]?.[1];
  return JSON.parse(String(init?.body));
}

describe('waitlist form', () => {
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('when the email is empty, then "Email is required" shows and nothing is sent', async () => {
    const user = userEvent.setup();
    renderRoute(<WaitlistForm />);
    await user.click(screen.getByRole('button', { name: 'Join Waitlist' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('when only spaces are typed as email, then it still counts as empty', async () => {
    const user = userEvent.setup();
    renderRoute(<WaitlistForm />);
    await user.type(screen.getByLabelText('Email'), '   ');
    await user.click(screen.getByRole('button', { name: 'Join Waitlist' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('when the phone is blank, then it is sent as null with the trimmed email and type mobile_app, and the success modal opens', async () => {
    fetchMock.mockResolvedValue(jsonResponse(201, { success: true, data: { joined: true }, message: 'Welcome' }));
    const user = userEvent.setup();
    renderRoute(<WaitlistForm />);
    await user.type(screen.getByLabelText('Email'), '  fan@example.com  ');
    await user.click(screen.getByRole('button', { name: 'Join Waitlist' }));

    const dialog = await screen.findByRole('dialog', { name: 'Successfully Joined!' });
    expect(dialog).toHaveTextContent(
      "You'll be among the first to know when the mobile app is available for download.",
    );
    expect(dialog).toHaveTextContent('Thank you for joining the Petnest app waitlist!');
    expect(fetchMock).toHaveBeenCalledWith('/api/waitlist', expect.objectContaining({ method: 'POST' }));
    expect(sentBody()).toEqual({ email: 'fan@example.com', phone: null, type: 'mobile_app' });
  });

  it('when a phone is given, then it is sent trimmed', async () => {
    fetchMock.mockResolvedValue(jsonResponse(201, { success: true, data: { joined: true } }));
    const user = userEvent.setup();
    renderRoute(<WaitlistForm />);
    await user.type(screen.getByLabelText('Email'), 'fan@example.com');
    await user.type(screen.getByLabelText('Phone (optional)'), ' +1 555 010 2024 ');
    await user.click(screen.getByRole('button', { name: 'Join Waitlist' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(sentBody()).toEqual({ email: 'fan@example.com', phone: '+1 555 010 2024', type: 'mobile_app' });
  });

  it('when the server refuses with a message, then that message shows', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(400, {
        success: false,
        code: 'VALIDATION_FAILED',
        message: 'Please check the form.',
        details: { email: 'Please enter a valid email address.' },
      }),
    );
    const user = userEvent.setup();
    renderRoute(<WaitlistForm />);
    await user.type(screen.getByLabelText('Email'), 'fan@example.com');
    await user.click(screen.getByRole('button', { name: 'Join Waitlist' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please check the form.');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Please enter a valid email address.');
  });

  it('when the server fails without a message, then "Failed to join waitlist" shows', async () => {
    fetchMock.mockResolvedValue(new Response('<html>Bad gateway</html>', { status: 502 }));
    const user = userEvent.setup();
    renderRoute(<WaitlistForm />);
    await user.type(screen.getByLabelText('Email'), 'fan@example.com');
    await user.click(screen.getByRole('button', { name: 'Join Waitlist' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to join waitlist');
  });

  it('when the network fails, then "Network error. Please try again." shows', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const user = userEvent.setup();
    renderRoute(<WaitlistForm />);
    await user.type(screen.getByLabelText('Email'), 'fan@example.com');
    await user.click(screen.getByRole('button', { name: 'Join Waitlist' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Network error. Please try again.');
  });
});
