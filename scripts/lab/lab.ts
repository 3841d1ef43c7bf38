// The lab run (started by scripts/lab.mjs with the lab's ports in the environment): starts the stack, seeds the demo
// data, loads it while injecting faults, prints the figures per phase and checks the data afterwards.
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { marketplaceCategories, petGroups } from '../../functions/src/contracts/service-vocabulary';
import { api, signIn } from '../../tests/api/support/emulators';
import { repoRoot } from '../support/environment.mjs';
import { DEMO_PASSWORD, demoAccounts, demoOwners } from '../seed/demo-data';
import { palettes, pawPicture } from '../seed/demo-images';
import { errorCode, startRetryingClient, startStream, type LabRequest, type Stream } from './load';
import { measureCapacity, printCapacity, type RequestKind } from './capacity';
import { busiestWorker, FirestoreProcess, functionWorkers, startFirebase, stopGroup, waitForFirebase } from './stack';
import { printTable, Tally, type Phase, type PhaseRow } from './tally';
import { inTurns } from '../support/in-turns';

const origin = process.env.PETNEST_HOSTING_ORIGIN!;
const durationS = Number(process.env.PETNEST_LAB_DURATION_S ?? 60);
const pauseS = Number(process.env.PETNEST_LAB_PAUSE_S ?? 8);
const capacitySeconds = Math.max(5, Math.round(0.25 * durationS));
const resultsDir = join(repoRoot, 'lab-results');
const logDir = join(resultsDir, 'logs');
const print = (line: string) => process.stdout.write(`${line}\n`);
const say = (line: string) => print(`[lab] ${line}`);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Companies on plans with room for many bookings a month: the appointment races' hot slots rotate over them. */
const HOT_COMPANIES = ['demo-company', 'company-02', 'company-06', 'company-09', 'company-12'];
/** The demo data's boarding company on a plan with room for many bookings: the stay races sell its nights. */
const STAY_COMPANY = 'company-03';
/** Nights of each raced stay; consecutive stays leave a night between them, so each race is for its own nights. */
const STAY_NIGHTS = 2;
/**
 * A new stay every this many milliseconds: at the stay races' rate, about 30 racers for a service of 4 places, enough
 * to sell it out on two loaded cores (at 6 s, 12 racers did not sell out 8 places).
 */
const STAY_EVERY_MS = 15_000;
/**
 * Enough owners that each stays under the booking limit (20 requests in 10 minutes) while the races send 4 a second:
 * the lab runs with the rate limits as production has them.
 */
const RACING_OWNERS = 40;
/** Bookings one owner may ask for in 10 minutes (owner-bookings.routes.ts); the lab's over-limit caller asks for more. */
const BOOKING_LIMIT = 20;
/** A new hot slot every this many milliseconds: every racer aims at it meanwhile, one wins. */
const SLOT_EVERY_MS = 2_000;
/** The Functions emulator serves one request per worker; the lab's connections stay within the warmed workers. */
const WARM_WORKERS = 12;
/** The capacity measurement's concurrency: fixed, so that runs on different days compare. */
const CAPACITY_CONNECTIONS = 8;

interface Owner {
  uid: string;
  token: string;
  petId: string;
}
interface Slot {
  companyId: string;
  serviceId: string;
  date: string;
  time: string;
  /** A stay's check-out day. */
  endDate?: string;
  /** At a company with a team, every racer asks for its first member: one person's time is what is won once. */
  employeeId?: string;
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

function seedDemoData(): void {
  say('Seeding the demo data (scripts/seed)...');
  const result = spawnSync('npx', ['tsx', 'scripts/seed/seed.ts'], {
    cwd: repoRoot,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (result.status !== 0) throw new Error('The seed failed.');
}

/** The setup's calls at a time, within the warmed workers. */
const SETUP_CONCURRENCY = 4;

async function signInOwners(accounts: typeof demoOwners): Promise<Owner[]> {
  return inTurns(accounts, SETUP_CONCURRENCY, async (owner) => {
    const token = await signIn(owner.email, DEMO_PASSWORD);
    const pets = await api('GET', '/api/pet-owners/pets', { token });
    const petId = (pets.body.data as Array<{ id: string }> | undefined)?.[0]?.id;
    if (!petId) throw new Error(`${owner.uid} has no pet: ${JSON.stringify(pets.body)}`);
    return { uid: owner.uid, token, petId };
  });
}

/**
 * Starts WARM_WORKERS function workers before the load (a worker's first request pays its start-up, see
 * scripts/emulator-suites.mjs), in waves of growing concurrency so that only a few start at a time.
 */
async function warmWorkers(): Promise<void> {
  for (let concurrent = 4; concurrent <= WARM_WORKERS; concurrent += 4) {
    await Promise.all(
      Array.from({ length: concurrent }, () =>
        fetch(`${origin}/api/services/public`).then((response) => response.arrayBuffer()),
      ),
    );
  }
}

const isoDate = (date: Date) => date.toISOString().slice(0, 10);

type BookingMode = 'appointment' | 'stay' | 'day';

/**
 * A company's listed services of a booking mode, in the order listed, with their places a night or day for stays
 * and day care (the availability answer says both; asked through the API).
 */
async function servicesOf(
  companyId: string,
  mode: BookingMode,
): Promise<Array<{ id: string; capacity: number | null }>> {
  const listed = (await api('GET', `/api/companies/${companyId}/services/public`)).body.data as
    Array<{ id: string }> | undefined;
  const date = isoDate(new Date(Date.now() + 30 * 86_400_000));
  const found: Array<{ id: string; capacity: number | null }> = [];
  for (const { id } of listed ?? []) {
    const day = (await api('GET', `/api/companies/${companyId}/services/${id}/availability?date=${date}`)).body.data as
      { bookingMode: BookingMode; capacity: number | null } | undefined;
    if (day?.bookingMode === mode) found.push({ id, capacity: day.capacity });
  }
  if (found.length === 0) throw new Error(`${companyId} lists no ${mode} service.`);
  return found;
}

/**
 * Open check-in or appointment times on the days given, each day at the company of its turn (asked through the API,
 * SETUP_CONCURRENCY days at a time); a day without one is left out.
 */
async function openSlotsOn(
  days: number[],
  placeOf: (day: number) => { companyId: string; serviceId: string },
  nights = 0,
): Promise<Slot[]> {
  type Day = { slots: Array<{ time: string; available: boolean }>; team?: Array<{ id: string }> } | undefined;
  const found = await inTurns(days, SETUP_CONCURRENCY, async (ahead) => {
    const { companyId, serviceId } = placeOf(ahead);
    const date = isoDate(new Date(Date.now() + ahead * 86_400_000));
    const path = `/api/companies/${companyId}/services/${serviceId}/availability?date=${date}`;
    const employeeId = ((await api('GET', path)).body.data as Day)?.team?.[0]?.id;
    const answer = await api('GET', employeeId ? `${path}&employeeId=${employeeId}` : path);
    const open = (answer.body.data as Day)?.slots.find((slot) => slot.available);
    if (!open) return undefined;
    const endDate = nights ? { endDate: isoDate(new Date(Date.now() + (ahead + nights) * 86_400_000)) } : {};
    return { companyId, serviceId, date, time: open.time, ...endDate, ...(employeeId ? { employeeId } : {}) };
  });
  return found.filter((slot): slot is Slot => slot !== undefined);
}

/** Open appointment slots, one per day from `fromDay` days ahead, taking turns over the hot companies. */
async function findHotSlots(count: number, fromDay: number): Promise<Slot[]> {
  const services = await inTurns(HOT_COMPANIES, SETUP_CONCURRENCY, async (companyId) => ({
    companyId,
    serviceId: (await servicesOf(companyId, 'appointment'))[0].id,
  }));
  const slots: Slot[] = [];
  for (let day = fromDay; slots.length < count && day < 360; day += SETUP_CONCURRENCY) {
    const days = Array.from({ length: Math.min(SETUP_CONCURRENCY, 360 - day) }, (_, index) => day + index);
    slots.push(...(await openSlotsOn(days, (ahead) => services[(ahead - fromDay) % services.length])));
  }
  slots.splice(count);
  if (slots.length < count) throw new Error(`Only ${slots.length} open hot slots were found.`);
  return slots;
}

/**
 * Stays of STAY_NIGHTS nights of the stay company's service with the fewest places (so that the races sell them
 * out), from `fromDay` days ahead, a free night between each two.
 */
async function findStays(count: number, fromDay: number): Promise<{ stays: Slot[]; capacity: number }> {
  const [service] = (await servicesOf(STAY_COMPANY, 'stay')).sort((a, b) => (a.capacity ?? 1) - (b.capacity ?? 1));
  const place = () => ({ companyId: STAY_COMPANY, serviceId: service.id });
  const stays: Slot[] = [];
  for (let day = fromDay; stays.length < count && day < 360; day += SETUP_CONCURRENCY * (STAY_NIGHTS + 1)) {
    const days = Array.from({ length: SETUP_CONCURRENCY }, (_, index) => day + index * (STAY_NIGHTS + 1));
    stays.push(...(await openSlotsOn(days, place, STAY_NIGHTS)));
  }
  stays.splice(count);
  if (stays.length < count) throw new Error(`Only ${stays.length} open stays were found.`);
  return { stays, capacity: service.capacity ?? 1 };
}

function multipartPhoto(): { body: Buffer; contentType: string } {
  const boundary = 'petnest-lab-boundary';
  const photo = pawPicture(48, 48, ...palettes[0]);
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="photos"; filename="paw.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    photo,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}

/** Round-robin over a list, one item per call. */
function rotation<T>(items: readonly T[]): () => T {
  let next = 0;
  return () => items[next++ % items.length];
}

/** The exit code of a run whose emulators never came up (lab.mjs reads it). */
const EXIT_NOT_STARTED = 3;

async function main(): Promise<void> {
  rmSync(resultsDir + '/logs', { recursive: true, force: true });
  mkdirSync(logDir, { recursive: true });
  const firestore = new FirestoreProcess(process.env.PETNEST_LAB_FIRESTORE_JAR!, logDir);
  let firebase: ReturnType<typeof startFirebase> | undefined;
  const cleanUp = async () => {
    stopGroup(firebase);
    await firestore.kill();
  };
  process.once('SIGINT', () => void cleanUp().then(() => process.exit(130)));
  try {
    say(
      "Starting Firestore (the lab's own process), then Auth, Functions and Hosting (firebase-tools); logs in lab-results/logs",
    );
    try {
      await firestore.start();
      firebase = startFirebase(process.env.PETNEST_LAB_CONFIG!, logDir, process.env);
      await waitForFirebase(firebase, `${origin}/api/health`, logDir);
    } catch (error) {
      console.error(error);
      // lab.mjs tells a stack that never came up from a problem the lab found.
      process.exitCode = EXIT_NOT_STARTED;
      return;
    }
    seedDemoData();
    say(
      `Warming ${WARM_WORKERS} function workers, then signing in and finding open slots, ${SETUP_CONCURRENCY} calls at a time`,
    );
    await warmWorkers();

    const owners = await signInOwners(demoOwners.slice(0, RACING_OWNERS));
    const [overLimitCaller] = await signInOwners(demoOwners.slice(RACING_OWNERS, RACING_OWNERS + 1));
    const company = await signIn(demoAccounts[1].email, DEMO_PASSWORD);
    const phaseSeconds = {
      steady: 0.25 * durationS,
      'worker kill': 0.15 * durationS,
      pause: Math.max(pauseS + 4, 0.2 * durationS),
      recovery: Math.max(10, 0.25 * durationS),
    };
    // Enough hot slots and stays for the whole run, the restart's own time included.
    const loadMs = (durationS + pauseS + 60) * 1000;
    const slots = await findHotSlots(Math.ceil(loadMs / SLOT_EVERY_MS), 21);
    const { stays, capacity: stayCapacity } = await findStays(Math.ceil(loadMs / STAY_EVERY_MS), 150);
    // The capacity measurement books its own slots, far behind the races' (each is won once, then answered 409).
    const capacitySlots = await findHotSlots(40, 120);
    say(
      `${owners.length} racing owners, ${slots.length} hot slots on ${HOT_COMPANIES.length} companies, ` +
        `${stays.length} stays of ${STAY_NIGHTS} nights at ${STAY_COMPANY} (${stayCapacity} places a night)`,
    );

    const firstPage = await api('GET', '/api/services/public');
    const cursor = (firstPage.body.pagination as { nextCursor?: string | null } | undefined)?.nextCursor;
    const publicPaths = [
      '/api/services/public',
      `/api/services/public?category=${marketplaceCategories[0]}`,
      `/api/services/public?petType=${petGroups[0]}&sort=price_asc`,
      '/api/services/public?q=dog',
      ...(cursor ? [`/api/services/public?cursor=${encodeURIComponent(cursor)}`] : []),
      '/api/companies/demo-company/public',
      '/api/companies/demo-company/services/public',
      '/api/companies/company-02/public',
    ];
    const nextOwner = rotation(owners);
    const ownerPaths = rotation([
      '/api/pet-owners/dashboard-stats',
      '/api/pet-owners/bookings',
      '/api/pet-owners/pets',
    ]);
    const companyPaths = rotation([
      '/api/companies/dashboard-data',
      '/api/bookings',
      '/api/bookings/overview',
      '/api/companies/stats',
    ]);
    const photo = multipartPhoto();
    const upload = (): LabRequest => ({
      method: 'POST',
      path: '/api/pet-owners/pets/upload-photos',
      body: photo.body,
      headers: { ...bearer(nextOwner().token), 'content-type': photo.contentType },
    });
    const book = (slot: Slot): LabRequest => {
      const owner = nextOwner();
      return {
        method: 'POST',
        path: '/api/pet-owners/bookings',
        headers: { ...bearer(owner.token), 'content-type': 'application/json' },
        body: JSON.stringify({ ...slot, petId: owner.petId }),
      };
    };

    // What a visitor, an owner and a company do most, in about the proportions of the fault phases' load.
    const marketplacePaths = rotation(publicPaths.filter((path) => path.startsWith('/api/services/')));
    const companyPagePaths = rotation(publicPaths.filter((path) => path.startsWith('/api/companies/')));
    const capacitySlot = rotation(capacitySlots);
    const capacityKinds: RequestKind[] = [
      { name: 'marketplace page', weight: 4, next: () => ({ path: marketplacePaths() }) },
      { name: 'company page', weight: 2, next: () => ({ path: companyPagePaths() }) },
      {
        name: 'owner dashboard and bookings',
        weight: 2,
        next: () => ({ path: ownerPaths(), headers: bearer(nextOwner().token) }),
      },
      { name: 'company dashboard reads', weight: 1, next: () => ({ path: companyPaths(), headers: bearer(company) }) },
      { name: 'booking (201, or 409 once the slot is taken)', weight: 1, next: () => book(capacitySlot()) },
    ];
    say(
      `Capacity: ${CAPACITY_CONNECTIONS} connections, closed loop, for ${capacitySeconds} s after 5 s of the same mix to warm up`,
    );
    // Every worker's first request of a kind loads what that kind needs (the warm-up only asked for the marketplace).
    await measureCapacity(origin, capacityKinds, CAPACITY_CONNECTIONS, 5);
    const capacity = await measureCapacity(origin, capacityKinds, CAPACITY_CONNECTIONS, capacitySeconds);
    printCapacity('before the faults', capacity, print);

    const loadStart = Date.now();
    // A restart loses what was written after the export: a slot won then is free again in the restarted Firestore.
    let firestoreLife = 1;
    /**
     * Racers aim at one target at a time, a new one every `everyMs`; the winners are counted per Firestore life and
     * target (`keyOf` an answered booking).
     */
    const raceOver = (name: string, rate: number, targets: Slot[], everyMs: number, keyOf: (won: Slot) => string) => {
      const winners = new Map<string, number>();
      const stream: Stream = {
        name,
        connections: rate,
        rate,
        next: () => book(targets[Math.min(targets.length - 1, Math.floor((Date.now() - loadStart) / everyMs))]),
        onAnswer: (status, body) => {
          if (status !== 201) return;
          const key = `${firestoreLife}|${keyOf((JSON.parse(body) as { data: Slot }).data)}`;
          winners.set(key, (winners.get(key) ?? 0) + 1);
        },
      };
      return { stream, winners };
    };
    const race = raceOver(
      'booking races',
      4,
      slots,
      SLOT_EVERY_MS,
      (won) => `${won.companyId} ${won.date} ${won.time}`,
    );
    const stayRace = raceOver('stay races', 2, stays, STAY_EVERY_MS, (won) => `${won.companyId} ${won.date}`);
    const streams: Stream[] = [
      {
        name: 'marketplace and company pages',
        connections: 3,
        rate: 8,
        next: rotation(publicPaths.map((path) => ({ path }))),
      },
      {
        name: 'owner dashboards and bookings',
        connections: 2,
        rate: 3,
        next: () => ({ path: ownerPaths(), headers: bearer(nextOwner().token) }),
      },
      {
        name: 'company dashboard reads',
        connections: 1,
        rate: 2,
        next: () => ({ path: companyPaths(), headers: bearer(company) }),
      },
      race.stream,
      stayRace.stream,
      { name: 'pet photo uploads', connections: 1, rate: 1, next: upload },
    ];

    const tally = new Tally();
    const events: Array<{ at: number; phase: Phase; event: string }> = [];
    const note = (event: string) => {
      events.push({ at: Math.round((Date.now() - loadStart) / 100) / 10, phase: tally.phase, event });
      say(`${tally.phase}: ${event}`);
    };
    tally.enter('steady');
    say(
      `Load from ${new Date(loadStart).toISOString()}: ${streams.map((stream) => `${stream.name} ${stream.rate}/s`).join(', ')}; and a retrying client`,
    );
    const running = streams.map((stream) => startStream(origin, stream, tally));
    const retrying = startRetryingClient(
      origin,
      [
        () => ({ path: '/api/services/public' }),
        () => ({ path: '/api/pet-owners/dashboard-stats', headers: bearer(nextOwner().token) }),
        () => ({ path: '/api/companies/dashboard-data', headers: bearer(company) }),
        upload,
      ],
      tally,
    );

    await sleep(phaseSeconds.steady * 1000);
    tally.enter('worker kill');
    const workers = functionWorkers(firebase.pid!);
    const victim = await busiestWorker(workers, 300);
    if (victim === undefined) throw new Error('No function worker was found to kill.');
    process.kill(victim, 'SIGKILL');
    note(
      `killed function worker ${victim} (kill -9), the busiest started one over 300 ms, of ${workers.length} workers`,
    );
    await sleep(phaseSeconds['worker kill'] * 1000);

    tally.enter('Firestore pause');
    firestore.pause();
    note(`Firestore paused (SIGSTOP) for ${pauseS} s`);
    await sleep(pauseS * 1000);
    firestore.resume();
    note('Firestore resumed (SIGCONT)');
    await sleep((phaseSeconds.pause - pauseS) * 1000);

    tally.enter('Firestore restart');
    const exportDir = join(resultsDir, 'firestore-export');
    rmSync(exportDir, { recursive: true, force: true });
    const metadata = await firestore.exportTo(exportDir);
    note('Firestore exported');
    await firestore.kill();
    note('Firestore killed (SIGKILL)');
    await firestore.start(metadata);
    firestoreLife += 1;
    note('Firestore restarted from the export (--seed_from_export)');
    await sleep(3000);

    tally.enter('recovery');
    await sleep(phaseSeconds.recovery * 1000);
    await Promise.all([...running.map((stream) => stream.stop()), retrying.stop()]);
    tally.finish();

    const rows = tally.rows();
    printTable(rows, print);
    // The same closed loop once the faults are over: a stack that recovered serves what it served before.
    const capacityAfter = await measureCapacity(origin, capacityKinds, CAPACITY_CONNECTIONS, capacitySeconds);
    printCapacity('after the faults', capacityAfter, print);
    const slotRaces = raceOutcome(race.winners, 1);
    const stayRaces = raceOutcome(stayRace.winners, stayCapacity);
    const listed = (keys: string[]) => (keys.length ? `: ${keys.join('; ')}` : '');
    print(
      `\nBooking races: ${slotRaces.won} hot slots won, ${slotRaces.oversold.length} won twice in one Firestore life${listed(slotRaces.oversold)}; ` +
        `${slotRaces.wonAgain} won again after the restart (their first booking was written after the export, so the restart lost it).`,
    );
    print(
      `Stay races: ${stayRaces.won} stays won, ${stayRaces.full} of them by all ${stayCapacity} places; ` +
        `${stayRaces.oversold.length} sold more than ${stayCapacity} places in one Firestore life${listed(stayRaces.oversold)}.`,
    );
    const problems = judge(rows, events.filter((event) => event.event.startsWith('killed')).length);
    const overLimit = await callOverTheLimit(overLimitCaller, slots[0]);
    print(`\nA caller over the booking limit: ${overLimit.join(', ')}.`);
    const [underLimit, beyond] = [overLimit.slice(0, BOOKING_LIMIT), overLimit.slice(BOOKING_LIMIT)];
    if (
      underLimit.some((answer) => answer.startsWith('429') || answer.startsWith('5')) ||
      beyond.some((answer) => answer !== '429 +Retry-After')
    ) {
      problems.push(
        `the over-limit caller was not refused with 429 and Retry-After exactly past ${BOOKING_LIMIT} requests`,
      );
    }
    if (slotRaces.oversold.length) problems.push(`${slotRaces.oversold.length} hot slots were booked twice`);
    if (stayRaces.oversold.length) problems.push(`${stayRaces.oversold.length} stays sold more places than there are`);

    say("Checking the data invariants of the lab's Firestore (npm run check-data)...");
    const check = spawnSync('npx', ['tsx', 'scripts/check-data/check-data.ts'], { cwd: repoRoot, stdio: 'inherit' });
    if (check.status !== 0) problems.push('check-data found differences (see above)');

    const report = {
      at: new Date().toISOString(),
      durationS,
      pauseS,
      capacity,
      capacityAfter,
      overLimit,
      streams: streams.map(({ name, connections, rate }) => ({ name, connections, rate })),
      events,
      rows,
      raceSlotsWon: slotRaces.won,
      doubleWins: slotRaces.oversold.length,
      wonAgainAfterRestart: slotRaces.wonAgain,
      staysWon: stayRaces.won,
      staysFull: stayRaces.full,
      staysOversold: stayRaces.oversold.length,
      checkData: check.status === 0 ? 'no differences' : 'differences',
      problems,
    };
    writeFileSync(join(resultsDir, 'latest.json'), `${JSON.stringify(report, null, 2)}\n`);
    print('\nResults written to lab-results/latest.json');
    if (problems.length) {
      print(`\nFAIL: ${problems.join('; ')}`);
      process.exitCode = 1;
    } else {
      print('\nPASS: no unexplained 5xx, no hang, every hot slot won at most once, check-data found no differences.');
    }
  } finally {
    await cleanUp();
  }
}

/**
 * What a race's winners (counted per `<Firestore life>|<target>`) say: the targets won, those won by all `places`,
 * those won more than `places` times in one life (sold twice), and those won again in a later life.
 */
function raceOutcome(winners: Map<string, number>, places: number) {
  const targets = new Set([...winners.keys()].map((key) => key.split('|')[1]));
  return {
    won: targets.size,
    full: [...winners.values()].filter((n) => n === places).length,
    oversold: [...winners].filter(([, n]) => n > places).map(([key]) => key),
    wonAgain: winners.size - targets.size,
  };
}

/**
 * One owner asks for a taken slot BOOKING_LIMIT + 2 times in a row: answered 409 while under the limit, then 429
 * with Retry-After (never 5xx). Answers each status, with its code or "+Retry-After".
 */
async function callOverTheLimit(owner: Owner, slot: Slot): Promise<string[]> {
  const answers: string[] = [];
  for (let attempt = 0; attempt < BOOKING_LIMIT + 2; attempt += 1) {
    const response = await fetch(`${origin}/api/pet-owners/bookings`, {
      method: 'POST',
      headers: { ...bearer(owner.token), 'content-type': 'application/json' },
      body: JSON.stringify({ ...slot, petId: owner.petId }),
    });
    const code = errorCode(response.status, await response.text());
    answers.push(
      response.status === 429 && response.headers.get('retry-after')
        ? '429 +Retry-After'
        : `${response.status}${code ? ` ${code}` : ''}`,
    );
  }
  return answers;
}

/**
 * What the goal allows: no 5xx at all in steady state and recovery; during a fault only 503 with Retry-After,
 * and, in the worker-kill phase, at most one failed answer per killed worker (the request it was serving).
 */
function judge(rows: PhaseRow[], killedWorkers: number): string[] {
  const problems: string[] = [];
  for (const row of rows) {
    const other5xx = Object.values(row.other5xx).reduce((sum, n) => sum + n, 0);
    const allowed = row.phase === 'worker kill' ? killedWorkers : 0;
    if (row.phase === 'steady' || row.phase === 'recovery') {
      if (other5xx + row.busy503 + row.connectionErrors > 0)
        problems.push(`${row.phase}: ${other5xx + row.busy503} x 5xx, ${row.connectionErrors} connection errors`);
    } else if (other5xx + row.connectionErrors > allowed) {
      problems.push(
        `${row.phase}: ${other5xx} unexplained 5xx and ${row.connectionErrors} connection errors (allowed ${allowed})`,
      );
    }
  }
  return problems;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
