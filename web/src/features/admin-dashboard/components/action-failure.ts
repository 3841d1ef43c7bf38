import { ApiError } from '@/lib/api-client';

/**
 * The pairs (docs/product.md#messages-and-timings) for the user and company actions: "{failed}: {message}" when the server answered
 * with a message, the plain text when no answer came (network) or the answer had none.
 */
export function actionFailureText(error: unknown, failed: (message: string) => string, networkFailed: string): string {
  return error instanceof ApiError && !error.isNetworkError && error.serverMessage
    ? failed(error.serverMessage)
    : networkFailed;
}
