import { z } from 'zod';

/** The email field of every auth form: required, trimmed, and shaped like an address. */
export const emailFieldSchema = z
  .string()
  .trim()
  .min(1, 'Email is required')
  .pipe(z.email('Please enter a valid email address.'));
