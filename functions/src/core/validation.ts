import type { Request } from 'express';
import type { z } from 'zod';
import { isDocumentId } from '../contracts/document-id';
import { notFound } from './errors';

/** Parses a request part with its contract schema; a ZodError becomes a 400 in the error middleware. */
export function parse<Schema extends z.ZodType>(schema: Schema, value: unknown): z.output<Schema> {
  return schema.parse(value ?? {});
}

/**
 * Reads id path parameters. A value that is not a document id names nothing Petnest has, so it is a 404 like an
 * unknown id (never a 500, never another document's path).
 */
export function idParams<Name extends string>(req: Request, ...names: Name[]): Record<Name, string> {
  const ids = {} as Record<Name, string>;
  for (const name of names) {
    const value = (req.params as Record<string, unknown>)[name];
    if (!isDocumentId(value)) throw notFound();
    ids[name] = value;
  }
  return ids;
}
