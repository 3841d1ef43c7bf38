import { Router } from 'express';
import { openApiDocument } from './openapi-document';

/** The API's own description, public and the same for everyone, so browsers and Hosting's edge may keep it. */
export function developersRoutes(): Router {
  const router = Router();
  router.get('/openapi.json', (_req, res) => {
    res.set('Cache-Control', 'public, max-age=300').json(openApiDocument());
  });
  return router;
}
