import type { OwnerBooking } from '@contracts/bookings';
import type { Pet } from '@contracts/pets';

export function aPet(overrides: Partial<Pet> = {}): Pet {
  return {
    id: 'pet-1',
    name: 'Max',
    type: 'Dog',
    breed: 'Golden Retriever',
    age: '3 years',
    weight: '20 kg',
    gender: 'Male',
    color: '',
    microchipId: '',
    photos: [],
    medicalInfo: { allergies: [], medications: [], conditions: [], lastCheckup: null },
    behaviorNotes: '',
    specialNeeds: '',
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export function aBooking(overrides: Partial<OwnerBooking> = {}): OwnerBooking {
  return {
    id: 'booking-1',
    companyId: 'company-1',
    serviceId: 'service-1',
    serviceName: 'Full Groom',
    companyName: 'Happy Paws Grooming',
    companyPhone: '(555) 200-1000',
    petId: 'pet-1',
    petName: 'Max',
    date: '2026-12-01',
    time: '10:00',
    timeZone: 'America/Chicago',
    startAt: '2026-12-01T16:00:00.000Z',
    duration: 90,
    bookingMode: 'appointment',
    seriesId: null,
    endDate: null,
    nights: null,
    status: 'pending',
    employeeId: null,
    employeeName: null,
    servicePrice: 65,
    totalAmount: 65,
    notes: '',
    specialRequirements: '',
    hasRating: false,
    review: null,
    canCancel: false,
    canReview: false,
    createdAt: '2026-11-01T00:00:00.000Z',
    ...overrides,
  };
}
