import { expect, type APIRequestContext } from '@playwright/test';
import { createVerifiedOwner, idTokenFor } from './auth-emulator';
import { distantWeekday } from './owner-data';

/** A day of the availability API, as far as the booking helpers below read it. */
interface DayAvailability {
  slots: { time: string; available: boolean; free: number }[];
  team: { id: string; name: string }[];
}

/** What to book on a day: a time, and the team member to book if any. */
interface Pick {
  time: string;
  member?: { id: string; name: string };
}

/**
 * A new owner (`owner.name`, her email made from `owner.emailPrefix`) books Happy Paws' Full Groom for her dog through
 * the API, on the first distant weekday (of five tried) where `pick` finds what to book.
 */
export async function bookFullGroomAsNewOwner<Picked extends Pick>(
  request: APIRequestContext,
  owner: { emailPrefix: string; name: string; petName: string; breed: string },
  pick: (day: DayAvailability) => Picked | undefined,
): Promise<{ date: string; picked: Picked; bookingId: string; email: string; password: string }> {
  const { email, password } = await createVerifiedOwner(owner.emailPrefix, owner.name);
  const headers = { authorization: `Bearer ${await idTokenFor(email, password)}` };
  const pet = await request.post('/api/pet-owners/pets', {
    headers,
    data: { name: owner.petName, type: 'Dog', breed: owner.breed },
  });
  expect(pet.status()).toBe(201);
  const petId = ((await pet.json()) as { data: { id: string } }).data.id;
  const services = (await (await request.get('/api/companies/demo-company/services/public')).json()) as {
    data: { id: string; name: string }[];
  };
  const service = services.data.find((candidate) => candidate.name === 'Full Groom');
  if (!service) throw new Error('The seeded Full Groom is missing');
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const date = distantWeekday();
    const day = (await (
      await request.get(`/api/companies/demo-company/services/${service.id}/availability?date=${date}`)
    ).json()) as { data: DayAvailability };
    const picked = pick(day.data);
    if (!picked) continue;
    const booking = await request.post('/api/pet-owners/bookings', {
      headers,
      data: {
        companyId: 'demo-company',
        serviceId: service.id,
        petId,
        date,
        time: picked.time,
        ...(picked.member && { employeeId: picked.member.id }),
      },
    });
    if (booking.status() === 201) {
      const bookingId = ((await booking.json()) as { data: { id: string } }).data.id;
      return { date, picked, bookingId, email, password };
    }
  }
  throw new Error('No Full Groom time to book was found');
}

/** A new owner books Happy Paws' Full Groom at a free time through the API (the booking dialog itself is owner.spec.ts's). */
export async function bookAsNewOwner(
  request: APIRequestContext,
  petName: string,
): Promise<{ date: string; ownerName: string; bookingId: string; email: string; password: string }> {
  const ownerName = `Opal ${petName}`;
  const { date, bookingId, email, password } = await bookFullGroomAsNewOwner(
    request,
    { emailPrefix: 'ops', name: ownerName, petName, breed: 'Corgi' },
    ({ slots }) => slots.find((slot) => slot.available),
  );
  return { date, ownerName, bookingId, email, password };
}
