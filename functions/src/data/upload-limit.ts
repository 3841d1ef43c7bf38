import { effectiveUploadMegabytes, fileTooLargeMessage } from '../contracts/platform-settings';
import { platformSettingsRepository } from './platform-settings';

export interface UploadLimit {
  bytes: number;
  /** The 413's message, naming the size in force. */
  message: string;
}

/** The size one uploaded picture (pet photo, company logo or photo) may have now: min(maxFileUploadSize, 5 MB). */
export async function currentUploadLimit(): Promise<UploadLimit> {
  const megabytes = effectiveUploadMegabytes((await platformSettingsRepository.get()).general.maxFileUploadSize);
  return { bytes: megabytes * 1024 * 1024, message: fileTooLargeMessage(megabytes) };
}
