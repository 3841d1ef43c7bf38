import { waitlistTypes, type WaitlistStats } from '../../contracts/waitlist';
import { waitlistRepository } from '../../data/waitlist';

export async function getWaitlistStats(): Promise<WaitlistStats> {
  const [total, ...perType] = await Promise.all([
    waitlistRepository.countByType(),
    ...waitlistTypes.map((type) => waitlistRepository.countByType(type)),
  ]);
  const byType = Object.fromEntries(
    waitlistTypes.map((type, index) => [type, { total: perType[index] }]),
  ) as WaitlistStats['byType'];
  return { overall: { total }, byType };
}
