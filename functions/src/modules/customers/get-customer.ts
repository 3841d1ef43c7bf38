import { CUSTOMER_NOTES_SHOWN, type CustomerDetails, type CustomerPet } from '../../contracts/customers';
import { notFound } from '../../core/errors';
import { db } from '../../core/firebase';
import { petsRepository } from '../../data/pets';
import { usersRepository } from '../../data/users';
import { customersRepository } from '../../data/customers';

/** Pets a customer booked with one company; a bound on the reads of one details call. */
const MAX_PETS_SHOWN = 20;

/**
 * The details modal: the customer record, the owner's profile (address and emergency contact), the pets booked
 * with this company that still exist, and the newest notes. A fixed number of reads.
 */
export async function getCustomer(companyId: string, customerId: string): Promise<CustomerDetails> {
  const customer = await customersRepository.get(companyId, customerId);
  if (!customer) throw notFound('Customer not found');
  const { petIds, ...summary } = customer;
  const [owner, pets, notes] = await Promise.all([
    usersRepository.get(customerId),
    bookedPets(customerId, petIds.slice(0, MAX_PETS_SHOWN)),
    customersRepository.notes(companyId, customerId, CUSTOMER_NOTES_SHOWN),
  ]);
  const emergencyContact = owner?.profile?.emergencyContact;
  return {
    ...summary,
    address: owner?.address ?? '',
    preferredContact: owner?.profile?.preferences?.communication ?? 'email',
    emergencyContact: {
      name: emergencyContact?.name ?? '',
      phone: emergencyContact?.phone ?? '',
      relationship: emergencyContact?.relationship ?? '',
    },
    pets,
    notes,
  };
}

async function bookedPets(ownerId: string, petIds: string[]): Promise<CustomerPet[]> {
  if (petIds.length === 0) return [];
  const snapshots = await db().getAll(...petIds.map((petId) => petsRepository.ref(ownerId, petId)));
  return snapshots.flatMap((snapshot) => {
    const pet = petsRepository.fromSnapshot(snapshot);
    return pet
      ? [
          {
            name: pet.name,
            type: pet.type,
            breed: pet.breed,
            age: pet.age,
            weight: pet.weight,
            notes: [pet.behaviorNotes, pet.specialNeeds].filter(Boolean).join(' '),
            photo: pet.photos[0] ?? null,
          },
        ]
      : [];
  });
}
