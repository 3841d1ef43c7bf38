import type { Clock } from '../../core/clock';
import type { JoinWaitlistResult, WaitlistType } from '../../contracts/waitlist';
import { waitlistRepository } from '../../data/waitlist';

export interface WaitlistSignup {
  email: string;
  phone: string | null;
  type: WaitlistType;
}

/** Joining twice with the same email and type is stored once and answered exactly like the first time. */
export async function joinWaitlist(signup: WaitlistSignup, clock: Clock): Promise<JoinWaitlistResult> {
  await waitlistRepository.createOnce({
    email: signup.email.toLowerCase(),
    phone: signup.phone,
    type: signup.type,
    createdAt: clock.now(),
  });
  return { joined: true };
}
