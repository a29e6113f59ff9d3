import type { Availability, Commitment, IndiaState, Sector } from '@ideaignite/contract';

/** A demo member's matchmaking fields (issue 14), as their set-up form would save them. */
export interface DemoMatching {
  sectors: Sector[];
  state: IndiaState;
  /** A listed city in its listed spelling, or another city as typed. */
  city: string;
  /** Investors: the ticket size range in rupees (amounts from TICKET_AMOUNTS). */
  ticket?: [number, number];
  openToPitches?: boolean;
  commitment?: Commitment;
  availability?: Availability;
}

const LAKH = 100_000;
const CRORE = 10_000_000;

/**
 * Every demo member's sectors and city, read from their bio; investors' tickets as their bios
 * state them (rounded to the ticket amounts), co-founders' commitment, job seekers' start.
 * Farhan, still only watching, has set none of it: a thin profile ranks low.
 */
export const DEMO_MATCHING: Readonly<Record<string, DemoMatching | undefined>> = {
  // Hustlers
  aarav: { sectors: ['agritech', 'd2c'], state: 'MP', city: 'Indore' },
  meera: { sectors: ['agritech', 'logistics'], state: 'KL', city: 'Kochi' },
  rohan: { sectors: ['climate', 'logistics'], state: 'MH', city: 'Pune' },
  fatima: { sectors: ['edtech'], state: 'UP', city: 'Lucknow' },
  bitopan: { sectors: ['agritech', 'd2c'], state: 'AS', city: 'Guwahati' },
  harpreet: { sectors: ['fintech', 'saas'], state: 'CH', city: 'Chandigarh' },
  lakshmi: { sectors: ['healthtech', 'd2c'], state: 'TN', city: 'Coimbatore' },
  subhashree: { sectors: ['ecommerce', 'socialImpact'], state: 'OD', city: 'Bhubaneswar' },
  devang: { sectors: ['climate'], state: 'GJ', city: 'Surat' },
  nikhil: { sectors: ['fintech', 'agritech'], state: 'MH', city: 'Nagpur' },
  ishita: { sectors: ['ecommerce'], state: 'RJ', city: 'Jaipur' },
  arjun: { sectors: ['healthtech', 'saas'], state: 'AP', city: 'Visakhapatnam' },
  pooja: { sectors: ['edtech', 'socialImpact'], state: 'UK', city: 'Dehradun' },
  karthik: { sectors: ['climate', 'deeptech'], state: 'TN', city: 'Madurai' },
  // Investors
  priya: {
    sectors: ['agritech', 'climate', 'saas'],
    state: 'KA',
    city: 'Bengaluru',
    ticket: [10 * LAKH, 25 * LAKH],
    openToPitches: true,
  },
  vikram: {
    sectors: ['saas', 'fintech'],
    state: 'HR',
    city: 'Gurugram',
    ticket: [1 * CRORE, 5 * CRORE],
    openToPitches: true,
  },
  sunita: {
    sectors: ['d2c'],
    state: 'WB',
    city: 'Kolkata',
    ticket: [5 * LAKH, 10 * LAKH],
    openToPitches: true,
  },
  rahul: { sectors: ['healthtech'], state: 'KL', city: 'Thiruvananthapuram', ticket: [50 * LAKH, 2 * CRORE] },
  ayesha: {
    sectors: ['socialImpact', 'd2c', 'edtech'],
    state: 'TS',
    city: 'Hyderabad',
    ticket: [1 * LAKH, 5 * LAKH],
    openToPitches: true,
  },
  gurpreet: {
    sectors: ['climate', 'logistics'],
    state: 'PB',
    city: 'Ludhiana',
    ticket: [10 * LAKH, 50 * LAKH],
    openToPitches: true,
  },
  anand: {
    sectors: ['logistics'],
    state: 'TN',
    city: 'Chennai',
    ticket: [50 * LAKH, 2 * CRORE],
    openToPitches: true,
  },
  neha: { sectors: ['saas', 'fintech'], state: 'GJ', city: 'Ahmedabad', ticket: [1 * LAKH, 5 * LAKH] },
  daniel: {
    sectors: ['gaming', 'other'],
    state: 'GA',
    city: 'Goa',
    ticket: [1 * LAKH, 1 * LAKH],
    openToPitches: true,
  },
  kavita: {
    sectors: ['edtech', 'socialImpact'],
    state: 'MH',
    city: 'Mumbai',
    ticket: [25 * LAKH, 1 * CRORE],
    openToPitches: true,
  },
  manish: {
    sectors: ['d2c', 'ecommerce'],
    state: 'RJ',
    city: 'Jaipur',
    ticket: [10 * LAKH, 25 * LAKH],
    openToPitches: true,
  },
  rekha: { sectors: ['healthtech'], state: 'KA', city: 'Mangaluru', ticket: [5 * LAKH, 25 * LAKH] },
  farhan: undefined,
  jayant: {
    sectors: ['agritech', 'd2c'],
    state: 'AS',
    city: 'Guwahati',
    ticket: [25 * LAKH, 1 * CRORE],
    openToPitches: true,
  },
  // Co-founders
  kabir: { sectors: ['saas', 'fintech'], state: 'MH', city: 'Pune', commitment: 'fullTime' },
  sneha: { sectors: ['fintech', 'd2c'], state: 'MH', city: 'Nagpur', commitment: 'fullTime' },
  aditya: { sectors: ['fintech'], state: 'UP', city: 'Lucknow', commitment: 'partTime' },
  divya: { sectors: ['agritech', 'deeptech'], state: 'KA', city: 'Bengaluru', commitment: 'fullTime' },
  imran: { sectors: ['d2c', 'logistics'], state: 'GJ', city: 'Surat', commitment: 'fullTime' },
  nandini: { sectors: ['d2c'], state: 'WB', city: 'Kolkata', commitment: 'partTime' },
  vivek: { sectors: ['climate', 'deeptech'], state: 'CH', city: 'Chandigarh', commitment: 'fullTime' },
  shalini: {
    sectors: ['socialImpact', 'agritech'],
    state: 'OD',
    city: 'Bhubaneswar',
    commitment: 'fullTime',
  },
  joseph: { sectors: ['gaming', 'saas'], state: 'KL', city: 'Kochi', commitment: 'partTime' },
  ritu: { sectors: ['ecommerce', 'd2c'], state: 'RJ', city: 'Jaipur', commitment: 'fullTime' },
  prakash: { sectors: ['d2c', 'healthtech'], state: 'TN', city: 'Coimbatore', commitment: 'partTime' },
  mohit: { sectors: ['saas', 'fintech'], state: 'MP', city: 'Indore', commitment: 'fullTime' },
  tanvi: { sectors: ['fintech'], state: 'GJ', city: 'Ahmedabad', commitment: 'partTime' },
  mawia: { sectors: ['fintech'], state: 'AS', city: 'Guwahati', commitment: 'fullTime' },
  // Job seekers
  ananya: { sectors: ['saas', 'd2c'], state: 'TN', city: 'Chennai', availability: 'oneMonth' },
  saurabh: { sectors: ['saas'], state: 'UP', city: 'Prayagraj', availability: 'later' },
  aditi: { sectors: ['d2c'], state: 'WB', city: 'Kolkata', availability: 'later' },
  yash: { sectors: ['fintech'], state: 'GJ', city: 'Surat', availability: 'twoWeeks' },
  keerthana: { sectors: ['deeptech'], state: 'TN', city: 'Coimbatore', availability: 'oneMonth' },
  omkar: { sectors: ['saas'], state: 'MH', city: 'Pune', availability: 'twoWeeks' },
  sana: { sectors: ['edtech'], state: 'TS', city: 'Hyderabad', availability: 'immediately' },
  deepak: { sectors: ['ecommerce'], state: 'RJ', city: 'Jaipur', availability: 'oneMonth' },
  priyanka: { sectors: ['healthtech'], state: 'OD', city: 'Bhubaneswar', availability: 'immediately' },
  abhishek: { sectors: ['fintech'], state: 'MP', city: 'Indore', availability: 'immediately' },
  riya: { sectors: ['saas'], state: 'CH', city: 'Chandigarh', availability: 'later' },
  manoj: { sectors: ['agritech', 'climate'], state: 'JH', city: 'Ranchi', availability: 'twoWeeks' },
  ashwin: { sectors: ['gaming'], state: 'KL', city: 'Kochi', availability: 'immediately' },
  chitra: { sectors: ['saas', 'edtech'], state: 'KA', city: 'Mysuru', availability: 'oneMonth' },
};

/** The profile columns of a member's matching fields (none for a member who has set none). */
export function matchingColumns(key: string) {
  const m = DEMO_MATCHING[key];
  if (!m) return {};
  return {
    sectors: m.sectors,
    state: m.state,
    city: m.city,
    ticketMin: m.ticket?.[0] ?? null,
    ticketMax: m.ticket?.[1] ?? null,
    openToPitches: m.openToPitches ?? false,
    commitment: m.commitment ?? null,
    availability: m.availability ?? null,
  };
}
