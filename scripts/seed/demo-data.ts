// The demo data set: fixed, so every seed produces the same accounts, companies and entries.
import type { PlanId } from '../../functions/src/contracts/plans';
import type { SubscriptionStatus } from '../../functions/src/contracts/company';
import { DAY_MS } from '../../functions/src/contracts/durations';

export const DEMO_PASSWORD = 'demo1234';

/**
 * The demo platform opened a year ago: the superadmin has been there from the start, the demo owner nearly as long
 * (the company's date is its demoCompanies entry's). Accounts, companies and their bookings are dated from these.
 */
export const demoAccounts = [
  {
    uid: 'demo-owner',
    email: 'owner@petnest.demo',
    displayName: 'Olivia Owner',
    role: 'pet_owner',
    joinedDaysAgo: 350,
  },
  { uid: 'demo-company', email: 'company@petnest.demo', displayName: 'Happy Paws Grooming', role: 'pet_company' },
  { uid: 'demo-admin', email: 'admin@petnest.demo', displayName: 'Ada Admin', role: 'superadmin', joinedDaysAgo: 365 },
] as const;

/** The moment an account or company joined, `joinedDaysAgo` days before the seed's `now`. */
export const joinedAt = (joinedDaysAgo: number, now: Date): Date => new Date(now.getTime() - joinedDaysAgo * DAY_MS);

export interface DemoCompany {
  uid: string;
  email: string;
  name: string;
  description: string;
  phone: string;
  address: string;
  city: string;
  state: string;
  zipCode: string;
  timezone: string;
  plan: PlanId;
  status: SubscriptionStatus;
  /** Set to Pending review by the superadmin the day after it joined: the Companies screen's review queue. */
  awaitingReview: boolean;
  joinedDaysAgo: number;
}

const cities = [
  { city: 'Austin', state: 'TX', zipCode: '78701', timezone: 'America/Chicago', street: 'Congress Ave' },
  { city: 'Denver', state: 'CO', zipCode: '80202', timezone: 'America/Denver', street: 'Larimer St' },
  { city: 'Portland', state: 'OR', zipCode: '97205', timezone: 'America/Los_Angeles', street: 'SW Morrison St' },
  { city: 'Chicago', state: 'IL', zipCode: '60607', timezone: 'America/Chicago', street: 'W Randolph St' },
  { city: 'Boston', state: 'MA', zipCode: '02116', timezone: 'America/New_York', street: 'Newbury St' },
  { city: 'Seattle', state: 'WA', zipCode: '98101', timezone: 'America/Los_Angeles', street: 'Pike St' },
] as const;

const companySeeds: ReadonlyArray<{
  name: string;
  description: string;
  plan: PlanId;
  status: SubscriptionStatus;
  awaitingReview?: true;
}> = [
  {
    name: 'Happy Paws Grooming',
    description: 'Gentle, fear-free grooming for dogs and cats of every size, with a spa room and certified groomers.',
    plan: 'professional',
    status: 'active',
  },
  {
    name: 'Downtown Vet Clinic',
    description: 'Full-service veterinary clinic: wellness exams, vaccinations, dental care and same-day sick visits.',
    plan: 'enterprise',
    status: 'active',
  },
  {
    name: 'Cozy Tails Boarding',
    description: 'Climate-controlled suites, daily play groups and webcam updates while you travel.',
    plan: 'professional',
    status: 'active',
  },
  {
    name: 'Good Dog Academy',
    description: 'Positive-reinforcement training: puppy classes, obedience, and behaviour consultations.',
    plan: 'starter',
    status: 'active',
  },
  {
    name: 'Trail Buddies Dog Walking',
    description: 'Insured, GPS-tracked walks and adventure hikes in small groups or one-on-one.',
    plan: 'starter',
    status: 'trial',
  },
  {
    name: 'Whiskers Home Sitting',
    description: 'In-home pet sitting with overnight stays, medication and plenty of cuddles.',
    plan: 'professional',
    status: 'active',
  },
  {
    name: 'Feather & Scale Exotics',
    description: 'Care for birds, reptiles and small mammals by keepers who know exotic pets.',
    plan: 'starter',
    status: 'active',
  },
  {
    name: 'Pawsome Mobile Spa',
    description: 'A grooming salon on wheels that comes to your driveway.',
    plan: 'professional',
    status: 'trial',
  },
  {
    name: 'Northside Animal Hospital',
    description: 'Modern diagnostics, surgery and a caring team for dogs, cats and pocket pets.',
    plan: 'enterprise',
    status: 'active',
  },
  {
    name: 'Bark Park Daycare',
    description: 'Supervised daycare with enrichment games, naps and a splash pad in summer.',
    plan: 'starter',
    status: 'active',
  },
  {
    name: 'Purrfect Stays',
    description: 'A cats-only boarding hotel with window perches and quiet suites.',
    plan: 'starter',
    status: 'active',
  },
  {
    name: 'Loyal Companions Training',
    description: 'Private lessons, reactive-dog programmes and canine good citizen preparation.',
    plan: 'professional',
    status: 'active',
  },
  {
    name: 'Hop & Nibble Small Pet Care',
    description: 'Rabbit, guinea pig and hamster boarding, nail trims and diet advice.',
    plan: 'starter',
    status: 'active',
  },
  {
    name: 'Sunrise Pet Sitters',
    description: 'Drop-in visits, feeding and litter care twice a day, seven days a week.',
    plan: 'starter',
    status: 'expired',
  },
  {
    name: 'Meadow Lane Pet Lodge',
    description: 'A family-run lodge on two acres: heated kennels, a fenced meadow and daily photo updates.',
    plan: 'professional',
    status: 'trial',
    awaitingReview: true,
  },
  {
    name: 'Little Fins Aquatics',
    description: 'Aquarium and terrarium care at home: water tests, cleaning and feeding while you are away.',
    plan: 'starter',
    status: 'trial',
    awaitingReview: true,
  },
];

/**
 * Companies joined about one a month over the past year, the demo company first; a company on trial joined two days
 * ago, the day its trial started, so it is still in its trial window.
 */
export const demoCompanies: DemoCompany[] = companySeeds.map((seed, index) => {
  const place = cities[index % cities.length];
  const uid = index === 0 ? 'demo-company' : `company-${String(index + 1).padStart(2, '0')}`;
  return {
    uid,
    email: index === 0 ? 'company@petnest.demo' : `${uid}@petnest.demo`,
    name: seed.name,
    description: seed.description,
    phone: `(555) ${String(200 + index).padStart(3, '0')}-${String(1000 + index * 37).slice(-4)}`,
    address: `${100 + index * 12} ${place.street}`,
    city: place.city,
    state: place.state,
    zipCode: place.zipCode,
    timezone: place.timezone,
    plan: seed.plan,
    status: seed.status,
    awaitingReview: seed.awaitingReview ?? false,
    joinedDaysAgo: seed.status === 'trial' ? 2 : 360 - index * 24,
  };
});

const firstNames = [
  'Liam',
  'Emma',
  'Noah',
  'Ava',
  'Mia',
  'Lucas',
  'Amelia',
  'Ethan',
  'Harper',
  'Mason',
  'Sofia',
  'Logan',
  'Chloe',
  'James',
  'Ella',
  'Aiden',
  'Grace',
  'Elijah',
  'Zoe',
  'Benjamin',
];
const lastNames = ['Garcia', 'Nguyen', 'Patel', 'Kim', 'Johnson'];

const OWNER_COUNT = 42;

/**
 * 42 owners besides the demo owner, with stable names and emails, each name once: every round of the first names
 * moves the last names on by one. More joined lately than a year ago, as on a growing platform (the newest 6 days ago).
 */
export const demoOwners = Array.from({ length: OWNER_COUNT }, (_, index) => {
  const first = firstNames[index % firstNames.length];
  const last = lastNames[(index + Math.floor(index / firstNames.length)) % lastNames.length];
  const uid = `owner-${String(index + 1).padStart(2, '0')}`;
  const joinedDaysAgo = Math.round(340 * (1 - (index / OWNER_COUNT) ** 0.75));
  return { uid, email: `${uid}@petnest.demo`, displayName: `${first} ${last}`, joinedDaysAgo };
});

export const demoWaitlist = Array.from({ length: 24 }, (_, index) => ({
  email: `fan${index + 1}@example.com`,
  phone: index % 3 === 0 ? `+1 555 010 ${String(index).padStart(2, '0')}` : null,
  type: index % 4 === 0 ? ('business_app' as const) : ('mobile_app' as const),
}));

/** A small deterministic PRNG (mulberry32): the same seed gives the same demo data every time. */
export function randomGenerator(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)],
  };
}

export interface ServiceTemplate {
  name: string;
  description: string;
  category: 'grooming' | 'veterinary' | 'boarding' | 'training' | 'walking' | 'sitting' | 'daycare' | 'other';
  petTypes: Array<'dog' | 'cat' | 'bird' | 'rabbit' | 'hamster' | 'fish' | 'reptile' | 'other'>;
  price: number;
  duration: number;
  /** Places per night (boarding) or day (daycare): docs/decisions/0086-stays-by-the-night.md. */
  capacity?: number;
}

export const serviceTemplates: Record<string, ServiceTemplate[]> = {
  grooming: [
    {
      name: 'Full Groom',
      description: 'Bath, haircut, nail trim, ear cleaning and a bandana to go home in.',
      category: 'grooming',
      petTypes: ['dog', 'cat'],
      price: 65,
      duration: 90,
    },
    {
      name: 'Bath & Brush',
      description: 'A deep-cleaning bath with a blow-dry and thorough brush-out.',
      category: 'grooming',
      petTypes: ['dog'],
      price: 40,
      duration: 60,
    },
    {
      name: 'Nail Trim',
      description: 'Quick and calm nail trim, filing included.',
      category: 'grooming',
      petTypes: ['dog', 'cat', 'rabbit', 'hamster'],
      price: 15,
      duration: 15,
    },
  ],
  veterinary: [
    {
      name: 'Wellness Exam',
      description: 'Nose-to-tail checkup with a written care plan.',
      category: 'veterinary',
      petTypes: ['dog', 'cat', 'rabbit'],
      price: 75,
      duration: 30,
    },
    {
      name: 'Vaccination Visit',
      description: 'Core vaccines and boosters with a short health check.',
      category: 'veterinary',
      petTypes: ['dog', 'cat'],
      price: 55,
      duration: 30,
    },
    {
      name: 'Exotic Pet Checkup',
      description: 'Examination by a vet experienced with birds, reptiles and fish.',
      category: 'veterinary',
      petTypes: ['bird', 'reptile', 'fish'],
      price: 90,
      duration: 45,
    },
  ],
  boarding: [
    {
      name: 'Boarding Check-in',
      description: 'Overnight stay with two walks a day and a cosy suite.',
      category: 'boarding',
      petTypes: ['dog'],
      price: 55,
      duration: 60,
      capacity: 8,
    },
    {
      name: 'Cat Suite Stay',
      description: 'Quiet suite with window perch, play time and daily photo updates.',
      category: 'boarding',
      petTypes: ['cat'],
      price: 42,
      duration: 60,
      capacity: 4,
    },
  ],
  training: [
    {
      name: 'Puppy Class',
      description: 'Socialisation and first cues for puppies up to six months.',
      category: 'training',
      petTypes: ['dog'],
      price: 35,
      duration: 60,
    },
    {
      name: 'Private Lesson',
      description: 'One-on-one session on the behaviour you want to change.',
      category: 'training',
      petTypes: ['dog'],
      price: 80,
      duration: 60,
    },
  ],
  walking: [
    {
      name: '30-Minute Walk',
      description: 'A brisk neighbourhood walk with water and a report card.',
      category: 'walking',
      petTypes: ['dog'],
      price: 20,
      duration: 30,
    },
    {
      name: 'Adventure Hike',
      description: 'Two hours on the trails in a small group of friendly dogs.',
      category: 'walking',
      petTypes: ['dog'],
      price: 45,
      duration: 120,
    },
  ],
  sitting: [
    {
      name: 'Drop-in Visit',
      description: 'Feeding, fresh water, litter and cuddles in your home.',
      category: 'sitting',
      petTypes: ['cat', 'dog', 'rabbit', 'hamster', 'bird', 'fish'],
      price: 25,
      duration: 30,
    },
    {
      name: 'Evening Sit',
      description: 'Three hours of company, play and a calm bedtime routine.',
      category: 'sitting',
      petTypes: ['dog', 'cat'],
      price: 60,
      duration: 180,
    },
  ],
  daycare: [
    {
      name: 'Doggy Daycare',
      description: 'Half a day of supervised play, enrichment and a nap.',
      category: 'daycare',
      petTypes: ['dog'],
      price: 38,
      duration: 240,
      capacity: 12,
    },
  ],
  other: [
    {
      name: 'Small Pet Care Visit',
      description: 'Cage cleaning, fresh hay and a health look-over for small pets.',
      category: 'other',
      petTypes: ['rabbit', 'hamster', 'other'],
      price: 22,
      duration: 30,
    },
    {
      name: 'Reptile Habitat Check',
      description: "Temperature, humidity and UVB check of your reptile's habitat.",
      category: 'other',
      petTypes: ['reptile'],
      price: 35,
      duration: 45,
    },
  ],
};

/** Which kinds of service each demo company offers, by its index in demoCompanies. */
export const companyServiceKinds: string[][] = [
  ['grooming'],
  ['veterinary'],
  ['boarding', 'daycare'],
  ['training'],
  ['walking'],
  ['sitting'],
  ['veterinary', 'other'],
  ['grooming'],
  ['veterinary'],
  ['daycare', 'walking'],
  ['boarding'],
  ['training'],
  ['other', 'sitting'],
  ['sitting'],
  ['boarding'],
  ['other'],
];

export interface DemoPet {
  name: string;
  type: 'Dog' | 'Cat' | 'Bird' | 'Rabbit' | 'Hamster' | 'Fish' | 'Reptile';
  breed: string;
}

export const petChoices: DemoPet[] = [
  { name: 'Max', type: 'Dog', breed: 'Golden Retriever' },
  { name: 'Bella', type: 'Dog', breed: 'Labrador' },
  { name: 'Luna', type: 'Cat', breed: 'Siamese' },
  { name: 'Charlie', type: 'Dog', breed: 'Beagle' },
  { name: 'Milo', type: 'Cat', breed: 'Maine Coon' },
  { name: 'Daisy', type: 'Rabbit', breed: 'Holland Lop' },
  { name: 'Kiwi', type: 'Bird', breed: 'Budgerigar' },
  { name: 'Rocky', type: 'Dog', breed: 'Boxer' },
  { name: 'Nibbles', type: 'Hamster', breed: 'Syrian' },
  { name: 'Spike', type: 'Reptile', breed: 'Bearded Dragon' },
  { name: 'Bubbles', type: 'Fish', breed: 'Betta' },
  { name: 'Oliver', type: 'Cat', breed: 'Tabby' },
];
