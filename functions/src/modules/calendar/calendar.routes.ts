import { Router, type Request, type RequestHandler, type Response } from 'express';
import { calendarFeedQuerySchema } from '../../contracts/calendar';
import { authenticate, currentUser, requireVerifiedEmail } from '../../core/auth';
import { forbidden, notFound } from '../../core/errors';
import { actingCompany, companyAccess, endpointQuery, type CompanyAccessDependencies } from '../../core/plan-access';
import { rateLimit } from '../../core/rate-limit';
import { AggregatingRateLimitStore } from '../../core/rate-limit-store';
import { requestOrigin } from '../../core/request-context';
import { idParams, parse } from '../../core/validation';
import type { CalendarFeedSubject } from '../../data/calendar-feeds';
import { bookingIcs } from './booking-ics';
import { companyFeedSubject, feedSubject, getFeedLink, readFeed, resetFeedLink } from './calendar-feed';

/** Polls of one feed per hour: calendar apps poll every few minutes to hours, from a few devices. */
const FEED_REQUESTS_PER_HOUR = 60;
/** Calendar apps and proxies may keep a feed this long (the per-token limit counts what they still fetch). */
const FEED_CACHE_CONTROL = 'private, max-age=300';

/**
 * Add to Calendar for one booking, and the private calendar feeds (docs/decisions/0090-calendar-feeds.md): owners
 * get theirs, a company its own and each team member's.
 */
export function calendarRoutes(dependencies: CompanyAccessDependencies): Router {
  const { clock } = dependencies;
  const router = Router();
  const forCompany = companyAccess(dependencies);
  // An owner (verified email) reaches his own feed; anyone else passes the company check (a superadmin names the
  // company with ?companyId=).
  const feedAccess: RequestHandler = (req, res, next) =>
    currentUser(res).role === 'pet_owner' ? requireVerifiedEmail(req, res, next) : forCompany(req, res, next);

  async function subjectOf(req: Request, res: Response): Promise<CalendarFeedSubject> {
    const { employeeId } = parse(calendarFeedQuerySchema, endpointQuery(req));
    const user = currentUser(res);
    if (user.role !== 'pet_owner') return companyFeedSubject(actingCompany(res).companyId, employeeId);
    if (employeeId) throw forbidden('Only a company has team members’ calendar feeds.');
    return { kind: 'owner', ownerId: user.uid };
  }

  router.get('/calendar/feed', authenticate, feedAccess, async (req, res) => {
    res.json({ success: true, data: await getFeedLink(await subjectOf(req, res), requestOrigin(req), clock) });
  });
  router.post('/calendar/feed/reset', authenticate, feedAccess, async (req, res) => {
    res.json({
      success: true,
      data: await resetFeedLink(await subjectOf(req, res), requestOrigin(req), clock),
      message: 'The calendar link was reset. The old link no longer works.',
    });
  });

  // The token is the feed's only key: an unknown, reset or malformed one is a 404 before anything is counted.
  const knownFeed: RequestHandler = async (req, res, next) => {
    const token = /^(.+)\.ics$/.exec(String(req.params.file))?.[1];
    const subject = token ? await feedSubject(token) : undefined;
    if (!subject) throw notFound('Calendar feed not found');
    res.locals.feedSubject = subject;
    next();
  };
  const perFeed = rateLimit({
    name: 'calendar-feed',
    windowMs: 60 * 60_000,
    max: FEED_REQUESTS_PER_HOUR,
    key: (req) => `feed:${String(req.params.file)}`,
    store: new AggregatingRateLimitStore('calendar-feed'),
  });
  router.get('/calendar/:file', knownFeed, perFeed, async (req, res) => {
    const text = await readFeed(res.locals.feedSubject as CalendarFeedSubject, requestOrigin(req), clock);
    if (!text) throw notFound('Calendar feed not found');
    res.set('Cache-Control', FEED_CACHE_CONTROL).type('text/calendar').send(text);
  });

  router.get('/bookings/:bookingId/calendar.ics', authenticate, async (req, res) => {
    const { bookingId } = idParams(req, 'bookingId');
    const text = await bookingIcs(currentUser(res), bookingId, requestOrigin(req), clock);
    res.attachment(`petnest-booking-${bookingId}.ics`).type('text/calendar').send(text);
  });
  return router;
}
