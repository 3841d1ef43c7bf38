import type { Request, Response } from 'express';
import type { AuditActor } from '../data/audit-log';
import { currentUser } from './auth';
import { clientAddress } from './request-context';

/** The actor of a superadmin write: the signed-in user and the address the request came from. */
export function auditActor(req: Request, res: Response): AuditActor {
  const user = currentUser(res);
  return { actorUid: user.uid, actorEmail: user.email ?? '', address: clientAddress(req) };
}
