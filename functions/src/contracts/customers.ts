import { z } from 'zod';
import { idSchema } from './ids';
import { communicationChannels } from './owners';

/** docs/product.md#customers, "Customer": an owner who booked with the company (the id is the owner's uid). */
export const customerStatuses = ['active', 'inactive'] as const;
export type CustomerStatus = (typeof customerStatuses)[number];

export const customerSorts = ['name', 'joinDate', 'lastBooking', 'totalSpent'] as const;
export type CustomerSort = (typeof customerSorts)[number];

/** docs/product.md#customers: page size 10. */
export const CUSTOMERS_PAGE_SIZE = 10;
export const CUSTOMERS_MAX_PAGE_SIZE = 50;
/** Pages are read by offset, and Firestore bills the documents an offset skips: the deepest page is bounded. */
export const CUSTOMERS_MAX_PAGE = 100;

export const customersQuerySchema = z.strictObject({
  /** A superadmin's acting company, read by the companyAccess middleware (core/plan-access). */
  companyId: idSchema('Company not found').optional(),
  page: z.coerce
    .number()
    .int()
    .min(1, 'Page starts at 1')
    .max(CUSTOMERS_MAX_PAGE, `Page is at most ${CUSTOMERS_MAX_PAGE}; narrow the search`)
    .default(1),
  limit: z.coerce.number().int().min(1).max(CUSTOMERS_MAX_PAGE_SIZE).default(CUSTOMERS_PAGE_SIZE),
  sortBy: z.enum(customerSorts, 'Sort by name, joinDate, lastBooking or totalSpent').default('name'),
  sortOrder: z.enum(['asc', 'desc'], 'Sort order is asc or desc').default('asc'),
  status: z.enum(customerStatuses, 'Status is active or inactive').optional(),
  search: z.string().trim().max(80, 'Search is too long').optional(),
});
export type CustomersQuery = z.infer<typeof customersQuerySchema>;

/** A card of the customers grid. */
export const customerSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  status: z.enum(customerStatuses),
  totalBookings: z.number().int(),
  totalSpent: z.number(),
  lastBooking: z.string().nullable(),
  joinDate: z.string(),
  /** Names of the pets booked with this company. */
  petNames: z.array(z.string()),
});
export type CustomerSummary = z.infer<typeof customerSummarySchema>;

/** Each note is kept with its time and author (the spec keeps "one text block"; Petnest keeps the history). */
export const customerNoteViewSchema = z.object({
  id: z.string(),
  text: z.string(),
  createdAt: z.iso.datetime(),
  authorId: z.string(),
  authorName: z.string(),
});
export type CustomerNote = z.infer<typeof customerNoteViewSchema>;

const customerPetSchema = z.object({
  name: z.string(),
  type: z.string(),
  breed: z.string(),
  age: z.string(),
  weight: z.string(),
  notes: z.string(),
  /** The pet's first photo (a storage path, read through `/api/media/pets/...`), or null when it has none. */
  photo: z.string().nullable(),
});
export type CustomerPet = z.infer<typeof customerPetSchema>;

/** The details modal: contact, emergency contact (the owner's profile), pets booked with this company, notes. */
export const customerDetailsSchema = customerSummarySchema.extend({
  address: z.string(),
  /** How the owner prefers to be contacted, from his profile (email unless he chose phone or SMS). */
  preferredContact: z.enum(communicationChannels),
  emergencyContact: z.object({ name: z.string(), phone: z.string(), relationship: z.string() }),
  pets: z.array(customerPetSchema),
  /** Newest first. */
  notes: z.array(customerNoteViewSchema),
});
export type CustomerDetails = z.infer<typeof customerDetailsSchema>;

/** docs/product.md#customers: Add Note is disabled while the note is empty or only whitespace. */
export const customerNoteSchema = z.strictObject({
  note: z
    .string({ error: 'Please write a note' })
    .trim()
    .min(1, 'Please write a note')
    .max(2000, 'A note is at most 2000 characters'),
});
export type CustomerNoteInput = z.input<typeof customerNoteSchema>;
export const CUSTOMER_NOTES_SHOWN = 50;
