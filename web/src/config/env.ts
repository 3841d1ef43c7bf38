/**
 * The only environment the browser reads, checked once at start-up (values are inlined by Vite at build time). A
 * plain check, not a zod schema: it runs before every signed-in screen shows, and zod loads with the forms
 * (docs/decisions/0119-schemas-load-with-their-forms.md).
 */
function setting(value: string | undefined): string | undefined {
  return value?.trim() || undefined;
}

function isUrl(value: string): boolean {
  try {
    new URL(value);
    return true;
  } catch {
    return false;
  }
}

const authEmulatorUrl = setting(import.meta.env.VITE_AUTH_EMULATOR_URL);
if (authEmulatorUrl !== undefined && !isUrl(authEmulatorUrl)) {
  throw new Error(`Invalid web environment: VITE_AUTH_EMULATOR_URL is not a URL (${authEmulatorUrl})`);
}

export const env = {
  firebaseProjectId: setting(import.meta.env.VITE_FIREBASE_PROJECT_ID) ?? 'demo-petnest',
  firebaseApiKey: setting(import.meta.env.VITE_FIREBASE_API_KEY) ?? 'demo-api-key',
  authEmulatorUrl,
} as const;
