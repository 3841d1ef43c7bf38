import { expect, type APIRequestContext } from '@playwright/test';
import { createVerifiedOwner, idTokenFor } from './auth-emulator';
import { distantWeekday } from './owner-data';

/** A new owner books Happy Paws' Full Groom through the API (the booking dialog itself is owner.spec.ts's). */
export async function bookAsNewOwner(
  request: APIRequestContext,
  petName: string,
): Promise<{ date: string; ownerName: string; bookingId: string; email: string; password: string }> {
  const ownerName = `Opal ${petName}`;
  const { email, password } = await createVerifiedOwner('ops', ownerName);
  const headers = { authorization: `Bearer ${await idTokenFor(email, password)}` };
  const pet = await request.post('/api/pet-owners/pets', {
    headers,
    data: { name: petName, type: 'Dog', breed: 'Corgi' },
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
    const slots = (await (
      await request.get(`/api/companies/demo-company/services/${service.id}/availability?date=${date}`)
    ).json()) as { data: { slots: { time: string; available: boolean }[] } };
    const time = slots.data.slots.find((slot) => slot.available)?.time;
    if (!time) continue;
    const booking = await request.post('/api/pet-owners/bookings', {
      headers,
      data: { companyId: 'demo-company', serviceId: service.id, petId, date, time },
    });
    if (booking.status() === 201) {
      const bookingId = ((await booking.json()) as { data: { id: string } }).data.id;
      return { date, ownerName, bookingId, email, password };
    }
  }
  throw new Error('No free Full Groom slot was found');
}
