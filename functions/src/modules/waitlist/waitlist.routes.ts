import { Router } from 'express';
import type { Clock } from '../../core/clock';
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
  router.post('/waitlist', async (req, res) => {
    const signup = parse(joinWaitlistInputSchema, req.body);
    const result = await joinWaitlist(signup, clock);
    res.status(result.alreadyJoined ? 200 : 201).json({
      success: true,
      data: result,
      message: result.alreadyJoined ? "You're already on the list. We'll let you know as soon as it's ready." : joinedMessages[signup.type],
    });
  });
  router.get('/waitlist/stats', async (_req, res) => {
    res.json({ success: true, data: await getWaitlistStats() });
  });
  return router;
}
