import type { z } from 'zod';

/** Parses a request part with its contract schema; a ZodError becomes a 400 in the error middleware. */
export function parse<Schema extends z.ZodType>(schema: Schema, value: unknown): z.output<Schema> {
  return schema.parse(value ?? {});
}
