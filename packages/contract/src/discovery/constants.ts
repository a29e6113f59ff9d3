import type { Role } from '../roles.ts';

/**
 * Matchmaking (issue 14): the profile fields discovery filters on, one list of each for every role,
 * and the filters each role list offers. Stored values are the `value`s (English, stable); what is
 * shown is the `label`, translated through PROFILE_CHOICES_HI like the older profile choices.
 */

/** One sector list for every role: a Hustler's startup, an investor's focus, a co-founder's interest. */
export const SECTORS = [
  { value: 'fintech', label: 'Fintech' },
  { value: 'agritech', label: 'Agritech' },
  { value: 'edtech', label: 'Edtech' },
  { value: 'healthtech', label: 'Healthtech' },
  { value: 'climate', label: 'Climate and clean energy' },
  { value: 'd2c', label: 'D2C and consumer brands' },
  { value: 'saas', label: 'SaaS' },
  { value: 'ecommerce', label: 'E-commerce' },
  { value: 'logistics', label: 'Logistics and mobility' },
  { value: 'deeptech', label: 'Deep tech and AI' },
  { value: 'gaming', label: 'Gaming and media' },
  { value: 'proptech', label: 'Proptech' },
  { value: 'socialImpact', label: 'Social impact' },
  { value: 'other', label: 'Other' },
] as const;
export type Sector = (typeof SECTORS)[number]['value'];
/** A profile names at most this many sectors. */
export const MAX_SECTORS = 5;

/** India's 28 states and 8 union territories, by their vehicle-registration code. */
export const INDIA_STATES = [
  { value: 'AN', label: 'Andaman and Nicobar Islands' },
  { value: 'AP', label: 'Andhra Pradesh' },
  { value: 'AR', label: 'Arunachal Pradesh' },
  { value: 'AS', label: 'Assam' },
  { value: 'BR', label: 'Bihar' },
  { value: 'CH', label: 'Chandigarh' },
  { value: 'CG', label: 'Chhattisgarh' },
  { value: 'DH', label: 'Dadra and Nagar Haveli and Daman and Diu' },
  { value: 'DL', label: 'Delhi' },
  { value: 'GA', label: 'Goa' },
  { value: 'GJ', label: 'Gujarat' },
  { value: 'HR', label: 'Haryana' },
  { value: 'HP', label: 'Himachal Pradesh' },
  { value: 'JK', label: 'Jammu and Kashmir' },
  { value: 'JH', label: 'Jharkhand' },
  { value: 'KA', label: 'Karnataka' },
  { value: 'KL', label: 'Kerala' },
  { value: 'LA', label: 'Ladakh' },
  { value: 'LD', label: 'Lakshadweep' },
  { value: 'MP', label: 'Madhya Pradesh' },
  { value: 'MH', label: 'Maharashtra' },
  { value: 'MN', label: 'Manipur' },
  { value: 'ML', label: 'Meghalaya' },
  { value: 'MZ', label: 'Mizoram' },
  { value: 'NL', label: 'Nagaland' },
  { value: 'OD', label: 'Odisha' },
  { value: 'PY', label: 'Puducherry' },
  { value: 'PB', label: 'Punjab' },
  { value: 'RJ', label: 'Rajasthan' },
  { value: 'SK', label: 'Sikkim' },
  { value: 'TN', label: 'Tamil Nadu' },
  { value: 'TS', label: 'Telangana' },
  { value: 'TR', label: 'Tripura' },
  { value: 'UP', label: 'Uttar Pradesh' },
  { value: 'UK', label: 'Uttarakhand' },
  { value: 'WB', label: 'West Bengal' },
] as const;
export type IndiaState = (typeof INDIA_STATES)[number]['value'];

/**
 * The largest cities, with their state: the city field suggests them and stores their spelling.
 * Any other city may be typed (at most TEXT_LIMITS.city characters).
 */
export const INDIA_CITIES = [
  { name: 'Mumbai', state: 'MH' },
  { name: 'Pune', state: 'MH' },
  { name: 'Nagpur', state: 'MH' },
  { name: 'Nashik', state: 'MH' },
  { name: 'Delhi', state: 'DL' },
  { name: 'Bengaluru', state: 'KA' },
  { name: 'Mysuru', state: 'KA' },
  { name: 'Hyderabad', state: 'TS' },
  { name: 'Chennai', state: 'TN' },
  { name: 'Coimbatore', state: 'TN' },
  { name: 'Kolkata', state: 'WB' },
  { name: 'Ahmedabad', state: 'GJ' },
  { name: 'Surat', state: 'GJ' },
  { name: 'Vadodara', state: 'GJ' },
  { name: 'Jaipur', state: 'RJ' },
  { name: 'Lucknow', state: 'UP' },
  { name: 'Kanpur', state: 'UP' },
  { name: 'Noida', state: 'UP' },
  { name: 'Gurugram', state: 'HR' },
  { name: 'Chandigarh', state: 'CH' },
  { name: 'Indore', state: 'MP' },
  { name: 'Bhopal', state: 'MP' },
  { name: 'Patna', state: 'BR' },
  { name: 'Bhubaneswar', state: 'OD' },
  { name: 'Visakhapatnam', state: 'AP' },
  { name: 'Vijayawada', state: 'AP' },
  { name: 'Kochi', state: 'KL' },
  { name: 'Thiruvananthapuram', state: 'KL' },
  { name: 'Guwahati', state: 'AS' },
  { name: 'Ludhiana', state: 'PB' },
  { name: 'Dehradun', state: 'UK' },
  { name: 'Raipur', state: 'CG' },
  { name: 'Ranchi', state: 'JH' },
  { name: 'Goa', state: 'GA' },
  { name: 'Srinagar', state: 'JK' },
] as const satisfies ReadonlyArray<{ name: string; state: IndiaState }>;

/** The listed spelling of a city typed in any case ("pune" → "Pune"), else the text as typed. */
export function canonicalCity(typed: string): string {
  const trimmed = typed.trim().replace(/\s+/g, ' ');
  const listed = INDIA_CITIES.find((city) => city.name.toLowerCase() === trimmed.toLowerCase());
  return listed ? listed.name : trimmed;
}

const LAKH = 100_000;
const CRORE = 10_000_000;
/** The amounts an investor's ticket size is chosen from, in rupees (₹1 lakh to ₹100 crore). */
export const TICKET_AMOUNTS = [
  1 * LAKH,
  5 * LAKH,
  10 * LAKH,
  25 * LAKH,
  50 * LAKH,
  1 * CRORE,
  2 * CRORE,
  5 * CRORE,
  10 * CRORE,
  25 * CRORE,
  50 * CRORE,
  100 * CRORE,
] as const;
/**
 * The ticket-size filter's bands, in rupees (`max` exclusive): an investor matches a band their
 * range overlaps.
 */
export const TICKET_BANDS = [
  { value: 'under25L', min: 0, max: 25 * LAKH },
  { value: '25Lto1Cr', min: 25 * LAKH, max: 1 * CRORE },
  { value: '1Cto5Cr', min: 1 * CRORE, max: 5 * CRORE },
  { value: 'over5Cr', min: 5 * CRORE, max: Number.MAX_SAFE_INTEGER },
] as const;
export type TicketBand = (typeof TICKET_BANDS)[number]['value'];

/** Rupees as Indians say them: "₹50 lakh", "₹1.5 crore" (Hindi: "₹50 लाख", "₹1.5 करोड़"). */
export function formatRupees(amount: number, language: 'en-IN' | 'hi-IN' = 'en-IN'): string {
  const words = language === 'hi-IN' ? { lakh: 'लाख', crore: 'करोड़' } : { lakh: 'lakh', crore: 'crore' };
  const short = (n: number) => String(Math.round(n * 100) / 100);
  if (amount >= CRORE) return `₹${short(amount / CRORE)} ${words.crore}`;
  if (amount >= LAKH) return `₹${short(amount / LAKH)} ${words.lakh}`;
  return `₹${amount.toLocaleString('en-IN')}`;
}

/** A co-founder's commitment. */
export const COMMITMENTS = [
  { value: 'fullTime', label: 'Full-time' },
  { value: 'partTime', label: 'Part-time' },
] as const;
export type Commitment = (typeof COMMITMENTS)[number]['value'];

/** When a job seeker can start. */
export const AVAILABILITIES = [
  { value: 'immediately', label: 'Immediately' },
  { value: 'twoWeeks', label: 'Within 2 weeks' },
  { value: 'oneMonth', label: 'Within a month' },
  { value: 'later', label: 'In 1 to 3 months' },
] as const;
export type Availability = (typeof AVAILABILITIES)[number]['value'];

/**
 * The stage filter's options: both readings of a Hustler's stage (the set-up form's and the update
 * screen's), matched without case ("Growth" and "growth" are one option).
 */
export const STAGE_FILTERS = [
  { value: 'ideation', label: 'Ideation' },
  { value: 'development', label: 'Development' },
  { value: 'launch', label: 'Launch' },
  { value: 'preseed', label: 'Pre-seed' },
  { value: 'seed', label: 'Seed' },
  { value: 'seriesa', label: 'Series A' },
  { value: 'growth', label: 'Growth' },
] as const;
export type StageFilter = (typeof STAGE_FILTERS)[number]['value'];

/** Every discovery filter, as its query parameter is named. */
export const DISCOVERY_FILTER_KEYS = [
  'stage',
  'sector',
  'skill',
  'state',
  'city',
  'investorType',
  'ticket',
  'openToPitches',
  'commitment',
  'availability',
] as const;
export type DiscoveryFilterKey = (typeof DISCOVERY_FILTER_KEYS)[number];

/** The filters each role list offers, in the order they are shown. */
export const DISCOVERY_FILTERS: Readonly<Record<Role, readonly DiscoveryFilterKey[]>> = {
  Hustler: ['stage', 'sector', 'state', 'city', 'skill'],
  Investor: ['investorType', 'sector', 'ticket', 'openToPitches', 'state', 'city'],
  Cofounder: ['commitment', 'skill', 'sector', 'state', 'city'],
  Jobseeker: ['availability', 'skill', 'sector', 'state', 'city'],
};

/** Values one filter may take at once, and the free-text ones' options shown with counts. */
export const MAX_FILTER_VALUES = 10;
export const MAX_FREE_FACET_OPTIONS = 12;

/** The profile fields (as `profiledetails` names them) `q` may search. */
export type SearchedCardField =
  | 'Username'
  | 'displayName'
  | 'city'
  | 'project'
  | 'currentWork'
  | 'bio'
  | 'superpower'
  | 'dreamProject'
  | 'desiredRole'
  | 'aboutMe'
  | 'experience'
  | 'skills'
  | 'interestAreas';

/**
 * What `q` searches on each role's list (issue 26): the words that role's card shows that its
 * owner wrote: the name (or display name), the city, and what the card lays out (a Hustler's
 * project and "Working on", a co-founder's superpower…); lists (skills, interest areas) as one
 * text. Chosen labels (stage, sector, investor type…) are filters; contact details are never
 * searched, as a viewer may not be let to see them. The server searches these columns, and the
 * web narrows the cards already loaded by the same fields while it answers.
 */
export const SEARCHED_CARD_FIELDS: Readonly<Record<Role, readonly SearchedCardField[]>> = {
  Hustler: ['Username', 'displayName', 'city', 'project', 'currentWork', 'bio', 'skills'],
  Investor: ['Username', 'displayName', 'city', 'bio', 'interestAreas'],
  Cofounder: ['Username', 'displayName', 'city', 'bio', 'superpower', 'dreamProject', 'skills'],
  Jobseeker: ['Username', 'displayName', 'city', 'desiredRole', 'aboutMe', 'bio', 'experience', 'skills'],
};
