import { z } from 'zod';

/** The only environment the browser reads, checked once at start-up (values are inlined by Vite at build time). */
const envSchema = z.object({
  VITE_FIREBASE_PROJECT_ID: z.string().trim().min(1).default('demo-petnest'),
  VITE_FIREBASE_API_KEY: z.string().trim().min(1).default('demo-api-key'),
  VITE_AUTH_EMULATOR_URL: z
    .union([z.url(), z.literal('')])
    .optional()
    .transform((value) => value || undefined),
});

function blankToUndefined(value: unknown): unknown {
  return typeof value === 'string' && value.trim() === '' ? undefined : value;
}

const parsed = envSchema.safeParse({
  VITE_FIREBASE_PROJECT_ID: blankToUndefined(import.meta.env.VITE_FIREBASE_PROJECT_ID),
  VITE_FIREBASE_API_KEY: blankToUndefined(import.meta.env.VITE_FIREBASE_API_KEY),
  VITE_AUTH_EMULATOR_URL: blankToUndefined(import.meta.env.VITE_AUTH_EMULATOR_URL),
});

if (!parsed.success) {
  throw new Error(`Invalid web environment: ${z.prettifyError(parsed.error)}`);
}

export const env = {
  firebaseProjectId: parsed.data.VITE_FIREBASE_PROJECT_ID,
  firebaseApiKey: parsed.data.VITE_FIREBASE_API_KEY,
  authEmulatorUrl: parsed.data.VITE_AUTH_EMULATOR_URL,
} as const;
