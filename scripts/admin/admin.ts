// Admin tools for a real project (or the emulators when FIRESTORE_EMULATOR_HOST is set).
//   npm run admin -- grant-role <email> <pet_owner|pet_company|superadmin> [--project <id>]
//   npm run admin -- sync-directory [--project <id>]
//   npm run admin -- clear-ip-whitelist [--project <id>]
//   npm run admin -- assign-open-bookings [--project <id>]
//   npm run admin -- recount-counters [--project <id>]
//   npm run admin -- schedule-summaries [--project <id>]
// Uses Application Default Credentials (gcloud auth application-default login, or GOOGLE_APPLICATION_CREDENTIALS).
import { getAuth } from 'firebase-admin/auth';
import { initializeApp } from 'firebase-admin/app';
import { roles, type Role } from '../../functions/src/contracts/roles';
import { systemClock } from '../../functions/src/core/clock';
import { settingsView, updateSettings } from '../../functions/src/modules/platform';
import { platformSettingsRepository } from '../../functions/src/data/platform-settings';
import { grantRole } from '../../functions/src/modules/users';
import { syncDirectoryEntry } from '../../functions/src/modules/users';
import { placeOpenBooking, type Placement } from '../../functions/src/modules/bookings';
import { bookingsRepository } from '../../functions/src/data/bookings';
import { recountCounters } from '../check-data/counters';
import { scheduleWeeklySummaries } from '../../functions/src/modules/companies';

/**
 * Gives every active appointment a free qualified team member (or the company's own schedule where it has no active
 * employees), each in its own transaction through the booking rules; returns the counts and the ids it could not
 * place. Idempotent: appointments already held by their member are kept.
 */
async function assignOpenBookings(): Promise<Record<Placement, number> & { unplaced: string[] }> {
  const result = { kept: 0, placed: 0, unplaceable: 0, unplaced: [] as string[] };
  let after: string | undefined;
  for (;;) {
    const ids = await bookingsRepository.activeIdsPage(after, 200);
    for (const id of ids) {
      const placement = await placeOpenBooking(id, systemClock);
      result[placement] += 1;
      if (placement === 'unplaceable') result.unplaced.push(id);
    }
    if (ids.length < 200) return result;
    after = ids[ids.length - 1];
  }
}

const usage = [
  'Usage: npm run admin -- grant-role <email> <pet_owner|pet_company|superadmin> [--project <project-id>]',
  '       npm run admin -- sync-directory [--project <project-id>]',
  '       npm run admin -- clear-ip-whitelist [--project <project-id>]',
  '       npm run admin -- assign-open-bookings [--project <project-id>]',
  '       npm run admin -- recount-counters [--project <project-id>]',
  '       npm run admin -- schedule-summaries [--project <project-id>]',
].join('\n');

/**
 * Gives every Auth account its users/{uid} directory entry, as the Auth onCreate trigger does for new ones: for
 * accounts made before the trigger was deployed. Idempotent; an existing entry keeps its role.
 */
async function syncDirectory(): Promise<number> {
  let synced = 0;
  let pageToken: string | undefined;
  do {
    const page = await getAuth().listUsers(1000, pageToken);
    for (const user of page.users) {
      await syncDirectoryEntry(user);
      synced += 1;
    }
    pageToken = page.pageToken;
  } while (pageToken);
  return synced;
}

/**
 * The way back in for superadmins whose address left the whitelist (the console refuses a list without the saver's
 * own address, but addresses change): empties it, audited like a settings save.
 */
async function clearIpWhitelist(): Promise<void> {
  const settings = settingsView(await platformSettingsRepository.get());
  const actor = { actorUid: 'admin-command', actorEmail: '', address: 'npm run admin' };
  await updateSettings(actor, { ...settings, security: { ...settings.security, ipWhitelist: [] } }, systemClock);
}

async function main(argv: string[]): Promise<void> {
  const projectFlag = argv.indexOf('--project');
  const projectId = projectFlag >= 0 ? argv[projectFlag + 1] : process.env.GCLOUD_PROJECT;
  const [command, email, role] = argv.filter((_, index) => index !== projectFlag && index !== projectFlag + 1);
  if (command === 'clear-ip-whitelist') {
    initializeApp(projectId ? { projectId } : undefined);
    await clearIpWhitelist();
    console.log('The IP whitelist is empty: superadmins can call from any address again.');
    return;
  }
  if (command === 'assign-open-bookings') {
    initializeApp(projectId ? { projectId } : undefined);
    const { kept, placed, unplaceable, unplaced } = await assignOpenBookings();
    console.log(
      `${placed} appointments placed, ${kept} already had their team member, ${unplaceable} could not be placed.`,
    );
    for (const id of unplaced)
      console.log(`  bookings/${id}: nobody who performs it is free then; reschedule or cancel it.`);
    return;
  }
  if (command === 'recount-counters') {
    initializeApp(projectId ? { projectId } : undefined);
    const written = await recountCounters();
    console.log(`The counters are recounted from the bookings and customers: ${written} document(s) corrected.`);
    return;
  }
  if (command === 'schedule-summaries') {
    initializeApp(projectId ? { projectId } : undefined);
    console.log(`${await scheduleWeeklySummaries(systemClock)} companies now get a weekly summary on Monday morning.`);
    return;
  }
  if (command === 'sync-directory') {
    initializeApp(projectId ? { projectId } : undefined);
    console.log(`${await syncDirectory()} accounts are in the superadmin's user directory.`);
    return;
  }
  if (command !== 'grant-role' || !email || !roles.includes(role as Role)) throw new Error(usage);
  initializeApp(projectId ? { projectId } : undefined);
  const user = await getAuth().getUserByEmail(email);
  await grantRole(user.uid, role as Role, systemClock);
  console.log(`${email} is now ${role}. The user's sessions were revoked: they sign in again to use the new role.`);
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
