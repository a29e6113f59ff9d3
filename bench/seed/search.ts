/**
 * The search bench's platform (issue 28): the scale seed (bench/seed/seed.ts) with searchable text,
 * plus people.
 *
 *   DATABASE_URL=postgres://… npx tsx bench/seed/search.ts [--videos 1000000] [--people 100000] [--reset]
 *
 * - Videos' titles and descriptions are drawn from a vocabulary of startup words, brand words
 *   (Hinglish: kisan, chai, dukaan…), sectors and Indian cities, a twelfth of the titles in
 *   Devanagari, so a two-word query such as "kisan pune" matches about a thousand documents of a
 *   million, a 4-letter prefix tens of thousands, and a word nobody wrote nothing.
 * - `people` more users with full profiles of the four roles (names, some in Devanagari;
 *   projects, bios, skills, sectors, cities), after the scale seed's 5,000.
 * - search_documents is filled once in bulk at the end (seed.ts: the source tables' search
 *   triggers are off during the load, the migration's backfill statements then run on a table
 *   without its text indexes, which are built after).
 */
import { pathToFileURL } from 'node:url';
import { INDIA_CITIES, SECTORS } from '@ideaignite/contract';
import { flag, log, option } from '../lib/harness.ts';
import { type SeedOptions, type SeedResult, seedBenchDatabase } from './seed.ts';
import * as text from './text.ts';

/** First halves of startup names: Hinglish words people type. 30 entries. */
export const BRAND_WORDS = [
  'Kisan',
  'Chai',
  'Pani',
  'Gaadi',
  'Shiksha',
  'Dhani',
  'Kirana',
  'Swasth',
  'Bunkar',
  'Thanda',
  'Vaani',
  'Raddi',
  'Mandi',
  'Sehat',
  'Desi',
  'Jugaad',
  'Apna',
  'Gram',
  'Dukaan',
  'Khet',
  'Rozgar',
  'Safar',
  'Udyog',
  'Vyapar',
  'Arogya',
  'Krishi',
  'Paisa',
  'Ghar',
  'Tiffin',
  'Haat',
];
/** Second halves. 13 entries (prime to 30, so every pair occurs). */
export const BRAND_SUFFIXES = [
  'Connect',
  'Setu',
  'Ledger',
  'Saathi',
  'Bazaar',
  'Track',
  'Mitra',
  'Labs',
  'Pay',
  'Cart',
  'Hub',
  'Grid',
  'Express',
];
/** What a video is about. 37 entries. */
export const TOPICS = [
  'cold chain for dairy',
  'crop insurance',
  'drip irrigation',
  'soil testing',
  'tractor rental',
  'warehouse receipts',
  'kirana credit',
  'UPI collections',
  'GST filing',
  'micro loans',
  'gold loans',
  'solar pumps',
  'rooftop solar',
  'EV batteries',
  'electric rickshaws',
  'water ATMs',
  'handloom sarees',
  'organic spices',
  'millet snacks',
  'school tutoring',
  'spoken English',
  'skilling for nurses',
  'telemedicine',
  'diagnostic labs',
  'generic medicines',
  'last mile delivery',
  'truck aggregation',
  'plastic recycling',
  'construction labour',
  'domestic help',
  'vernacular news',
  'regional OTT',
  'creator payouts',
  'rural tourism',
  'pet care',
  'coworking',
  'cloud kitchens',
];
/** The opening of a title: English, Hinglish and Devanagari. 24 entries. */
export const OPENERS = [
  'Demo day pitch',
  'Traction update',
  'Founder story',
  'Product walkthrough',
  'Customer interview',
  'Why now',
  'Unit economics',
  'Our first pilot',
  'How we cut costs',
  'Hiring our first ten',
  'Seed round recap',
  'Pivot story',
  'Apna startup',
  'Meri kahani',
  'Shuruaat',
  'Jugaad se scale tak',
  'Dhandha kaise badhaye',
  'Investor se baat',
  'किसान की कहानी',
  'हमारा स्टार्टअप',
  'ग्राहक से बातचीत',
  'पहला निवेश',
  'Bharat ke liye',
  'Zero to one',
];
/** Sentences of a description; Hinglish and Devanagari among them. 30 entries. */
export const SENTENCES = [
  ...text.SENTENCES,
  'Hum chhote dukaandaron ke liye udhaar ka hisaab rakhte hain.',
  'Kisan ko sahi daam milna chahiye, bichauliye ke bina.',
  'Our field team visits every village market once a week.',
  'We charge a flat fee per transaction, no subscription.',
  'Pilots with two state governments start next quarter.',
  'Women run sixty percent of the stores on our network.',
  'हम गाँव के दुकानदारों को डिजिटल भुगतान सिखाते हैं।',
  'हमारे ऐप से किसान सीधे मंडी में बेचते हैं।',
  'The product runs on feature phones through IVR in six languages.',
  'We partnered with self-help groups to reach first-time borrowers.',
  'Our repayment rate is ninety eight percent after eighteen months.',
  'Bas ek missed call aur order ghar tak pahunch jaata hai.',
  'Logistics costs fell by a third once we pooled shipments.',
  'We are hiring engineers in Indore and Kochi.',
  'Har mahine das hazaar naye grahak jud rahe hain.',
  'Investors asked about our moat; the answer is distribution.',
  'We tested pricing in ten towns before fixing it.',
  'Our dashboard shows each farmer the weather and the mandi price.',
];
/** Names written in Devanagari, for a few people. */
export const DEVANAGARI_NAMES = [
  'राहुल शर्मा',
  'प्रिया वर्मा',
  'अर्जुन सिंह',
  'नेहा गुप्ता',
  'रोहन पटेल',
  'कविता यादव',
  'सुनील कुमार',
  'अनीता जोशी',
];
/** Cities as written in a title: the contract's list, a few also in Devanagari. */
export const CITIES = [...INDIA_CITIES.map((city) => city.name), 'पुणे', 'जयपुर', 'लखनऊ', 'इंदौर', 'पटना'];
export const BIO_OPENERS = [
  'Building',
  'Second-time founder working on',
  'Angel investor backing',
  'Engineer who loves',
  'Operator, ex-consulting, now in',
  'Looking for a co-founder in',
  'Product designer exploring',
  'Student and intern, curious about',
];

const pick = (list: readonly string[], expr: string) =>
  `(${text.sqlArray(list)})[(1 + ((${expr}) % ${list.length}))::int]`;

/** A startup name for row `expr`: brand word + suffix, as two words (both searchable). */
export const brandSql = (expr: string) =>
  `${pick(BRAND_WORDS, expr)} || ' ' || ${pick(BRAND_SUFFIXES, `(${expr}) / 7`)}`;

/** The video title and description expressions over row number `n` (seed.ts's videos step). */
export function videoTextSql(n = 'n') {
  const city = pick(CITIES, `${n} * 13 + ${n} / 97`);
  return {
    title: `${pick(OPENERS, `${n} * 7 + ${n} / 101`)} || ': ' || ${brandSql(`${n} * 11 + ${n} / 29`)} || ', ' || ${pick(TOPICS, `${n} * 17 + ${n} / 53`)} || ' in ' || ${city}`,
    description: `${pick(SENTENCES, `${n} * 3`)} || ' ' || ${pick(SENTENCES, `${n} * 7 + 1`)} || ' ' || ${pick(SENTENCES, `${n} * 19 + 2`)} || ' Based in ' || ${pick(CITIES, `${n} * 23 + 5`)} || '.'`,
  };
}

/**
 * `people` users and profiles after the first `after` users (ids md5('u' || n) as seed.ts's),
 * roles in the platform's proportions: half Hustlers (a project each), a fifth Investors, the rest
 * Cofounders and Jobseekers. Names, a twentieth in Devanagari; skills, sectors, city, bio.
 */
export function peopleSql(after: number, people: number, passwordHash: string): [string, string][] {
  const from = after + 1;
  const to = after + people;
  const role = `(array['Hustler','Hustler','Hustler','Hustler','Hustler','Investor','Investor','Cofounder','Cofounder','Jobseeker'])[(1 + n % 10)::int]`;
  const cityIndex = `(1 + (n * 31 + n / 89) % ${INDIA_CITIES.length})::int`;
  return [
    [
      'people: users',
      `insert into users (id, email, password_hash, role, verified, created_at)
       select md5('u' || n)::uuid, 'person' || n || '@bench.ideaignite.in', '${passwordHash.replaceAll("'", "''")}',
         ${role}, true, now() - interval '400 days' + (n - ${from}) * interval '5 minutes'
       from generate_series(${from}::bigint, ${to}) n`,
    ],
    [
      'people: profiles',
      `insert into profiles (user_id, role, username, display_name, bio, project, current_stage, skills, current_work,
         interest_areas, about_me, desired_role, sectors, state, city, completeness, active_at, created_at, updated_at)
       select md5('u' || n)::uuid, ${role}, 'person' || n,
         case when n % 20 = 0 then ${pick(DEVANAGARI_NAMES, 'n / 20')}
           else ${pick(text.FIRST_NAMES, 'n * 7 + n / 41')} || ' ' || ${pick(text.LAST_NAMES, 'n * 13 + n / 43')} end,
         ${pick(BIO_OPENERS, 'n * 3')} || ' ' || ${pick(TOPICS, 'n * 5 + n / 31')} || ' in ' || ${pick(CITIES, 'n * 11 + n / 37')} || '. ' || ${pick(SENTENCES, 'n * 17')},
         case when n % 10 < 5 then ${brandSql('n * 3 + n / 59')} end,
         case when n % 10 < 5 then ${pick(text.STAGES, 'n')} end,
         array[${pick(text.SKILLS, 'n')}, ${pick(text.SKILLS, 'n * 5 + 1')}],
         case when n % 10 < 5 then ${pick(SENTENCES, 'n * 7 + 3')} end,
         case when n % 10 in (5, 6) then array[${pick(text.INTEREST_AREAS, 'n')}, ${pick(text.INTEREST_AREAS, 'n + 2')}] else '{}' end,
         case when n % 10 >= 7 then ${pick(SENTENCES, 'n * 13 + 5')} end,
         case when n % 10 = 9 then ${pick(text.DESIRED_ROLES, 'n')} end,
         array[${pick(
           SECTORS.map((sector) => sector.value),
           'n * 17',
         )}],
         (${text.sqlArray(INDIA_CITIES.map((city) => city.state))})[${cityIndex}],
         (${text.sqlArray(INDIA_CITIES.map((city) => city.name))})[${cityIndex}],
         30 + (n * 7919) % 71, now() - ((n * 104729) % 129600) * interval '1 minute',
         now() - interval '400 days' + (n - ${from}) * interval '5 minutes', now()
       from generate_series(${from}::bigint, ${to}) n`,
    ],
  ];
}

export interface SearchSeedOptions {
  videos: number;
  people: number;
  reset?: boolean;
}

/** The scale seed with searchable text, plus `people`; search_documents filled in bulk. */
export function seedSearchDatabase(url: string, options: SearchSeedOptions): Promise<SeedResult> {
  const seed: SeedOptions = {
    videos: options.videos,
    users: 5000,
    searchText: { people: options.people },
    ...(options.reset === undefined ? {} : { reset: options.reset }),
  };
  return seedBenchDatabase(url, seed);
}

async function main() {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('set DATABASE_URL to the PostgreSQL database to fill');
  const result = await seedSearchDatabase(url, {
    videos: Math.round(option('videos', 1_000_000)),
    people: Math.round(option('people', 100_000)),
    reset: flag('reset'),
  });
  log(`seeded in ${result.seconds.toFixed(1)} s`);
  console.log(JSON.stringify(result, null, 2));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
