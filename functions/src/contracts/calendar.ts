import { z } from 'zod';
import { idSchema } from './ids';

/**
 * Calendar feeds (docs/decisions/0090-calendar-feeds.md): `GET /api/calendar/feed` and `POST /api/calendar/feed/reset`
 * answer the signed-in user's private feed URL; a company names a team member with `?employeeId=` for his feed.
 */
export const calendarFeedQuerySchema = z.strictObject({
  employeeId: idSchema('The team member is not valid.').optional(),
});
export type CalendarFeedQuery = z.output<typeof calendarFeedQuerySchema>;

export const calendarFeedLinkSchema = z.object({
  /** `https://<app>/api/calendar/<token>.ics`: the token is the only key, so the URL is a secret. */
  url: z.string(),
});
export type CalendarFeedLink = z.infer<typeof calendarFeedLinkSchema>;
