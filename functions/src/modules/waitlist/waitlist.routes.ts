import { Router } from 'express';
import type { Clock } from '../../core/clock';
import { rateLimit } from '../../core/rate-limit';
import { parse } from '../../core/validation';
import { joinWaitlistInputSchema, type WaitlistType } from '../../contracts/waitlist';
import { getWaitlistStats } from './get-waitlist-stats';
import { joinWaitlist } from './join-waitlist';

const joinedMessages: Record<WaitlistType, string> = {
  mobile_app: "You'll be among the first to know when the mobile app is available for download.",
  business_app: "You'll be among the first to know when Petnest Business opens.",
};

export function waitlistRoutes(clock: Clock): Router {
  const router = Router();
  // No sign-in here, so the client address is the only key: generous for a shared network, not for a script.
  const signupLimit = rateLimit({ name: 'waitlist', windowMs: 10 * 60_000, max: 10, key: 'address' });
  router.post('/waitlist', signupLimit, async (req, res) => {
    const signup = parse(joinWaitlistInputSchema, req.body);
    res
      .status(201)
      .json({ success: true, data: await joinWaitlist(signup, clock), message: joinedMessages[signup.type] });
  });
  router.get('/waitlist/stats', async (_req, res) => {
    res.json({ success: true, data: await getWaitlistStats() });
  });
  return router;
}
