import type { ApplicationStatus } from '@ideaignite/contract';

/**
 * One demo application (issue 25): a demo job seeker's, to a demo posting (by its key), with the
 * steps it took after applying as the live paths take them (the startup's moves in order, the
 * applicant's withdrawal, the 21-day close), each some hours after the one before.
 */
export interface DemoApplication {
  jobKey: string;
  applicantKey: string;
  /** Sent this many days before the seed ran. */
  daysAgo: number;
  note?: string;
  /** One per screening question of the posting. */
  answers?: string[];
  /** The steps after `applied`, oldest first; the last is where it stands. */
  steps: Array<{ status: Exclude<ApplicationStatus, 'applied'>; hoursAfter: number }>;
  /** The startup's words, on a `notSelected` only. */
  rejectReason?: string;
}

/** A saved posting: who saved which, and how long ago. */
export interface DemoSavedJob {
  userKey: string;
  jobKey: string;
  daysAgo: number;
}

export const DEMO_APPLICATIONS: DemoApplication[] = [
  // Ananya (the demo job seeker): six applications, each at a different step.
  {
    jobKey: 'khetikart-design-intern',
    applicantKey: 'ananya',
    daysAgo: 15,
    note: 'I grew up ordering vegetables for my grandmother over the phone, so this one is personal.',
    answers: [
      'A ration-card renewal flow I redesigned for a class project: I would now test it with older users much earlier.',
    ],
    steps: [
      { status: 'viewed', hoursAfter: 20 },
      { status: 'shortlisted', hoursAfter: 30 },
      { status: 'interview', hoursAfter: 72 },
    ],
  },
  {
    jobKey: 'thannimeter-ux-intern',
    applicantKey: 'ananya',
    daysAgo: 20,
    note: 'Chennai-based, and I can present in Tamil and English.',
    answers: ['https://ananya-iyer.design/portfolio'],
    steps: [
      { status: 'viewed', hoursAfter: 6 },
      { status: 'shortlisted', hoursAfter: 40 },
      { status: 'interview', hoursAfter: 96 },
      { status: 'offer', hoursAfter: 200 },
    ],
  },
  {
    jobKey: 'bunakar-instagram-intern',
    applicantKey: 'ananya',
    daysAgo: 4,
    answers: ['Paper Boat: every post feels like a memory, not an advert.'],
    steps: [{ status: 'viewed', hoursAfter: 40 }],
  },
  {
    jobKey: 'meenvala-ux-intern',
    applicantKey: 'ananya',
    daysAgo: 27,
    note: 'I can follow Malayalam and would love the harbour mornings.',
    steps: [
      { status: 'viewed', hoursAfter: 10 },
      { status: 'notSelected', hoursAfter: 50 },
    ],
    rejectReason:
      'We needed someone who speaks Malayalam fluently with the fishers every day. Your portfolio was lovely: please apply to our next round.',
  },
  {
    jobKey: 'saahbari-storytelling-intern',
    applicantKey: 'ananya',
    daysAgo: 12,
    steps: [{ status: 'withdrawn', hoursAfter: 60 }],
  },
  {
    jobKey: 'padhaipal-video-intern',
    applicantKey: 'ananya',
    daysAgo: 1,
    answers: ['https://ananya-iyer.design/motion-reel'],
    steps: [],
  },

  // KhetiKart (the demo Hustler's startup): applicants at every step across its postings.
  {
    jobKey: 'khetikart-ops',
    applicantKey: 'deepak',
    daysAgo: 11,
    note: 'Two years running dispatch at a Jaipur cold store; I am up at five anyway.',
    answers: ['Yes. I can move to Indore within two weeks.'],
    steps: [
      { status: 'viewed', hoursAfter: 4 },
      { status: 'shortlisted', hoursAfter: 20 },
      { status: 'interview', hoursAfter: 48 },
      { status: 'offer', hoursAfter: 96 },
    ],
  },
  {
    jobKey: 'khetikart-ops',
    applicantKey: 'abhishek',
    daysAgo: 9,
    answers: ['Yes, I live in Vijay Nagar, twenty minutes away.'],
    steps: [{ status: 'shortlisted', hoursAfter: 30 }],
  },
  {
    jobKey: 'khetikart-ops',
    applicantKey: 'omkar',
    daysAgo: 3,
    answers: ['Three days a week is fine once I relocate.'],
    steps: [{ status: 'viewed', hoursAfter: 18 }],
  },
  {
    jobKey: 'khetikart-ops',
    applicantKey: 'manoj',
    daysAgo: 1,
    answers: ['Yes. I have worked with FPOs in Jharkhand.'],
    steps: [],
  },
  {
    jobKey: 'khetikart-ops',
    applicantKey: 'yash',
    daysAgo: 10,
    answers: ['I could manage two days a week.'],
    steps: [
      { status: 'viewed', hoursAfter: 8 },
      { status: 'notSelected', hoursAfter: 24 },
    ],
    rejectReason: 'The role needs early mornings at the mandi three days a week. Thank you for applying.',
  },
  {
    jobKey: 'khetikart-design-intern',
    applicantKey: 'priyanka',
    daysAgo: 14,
    answers: ['A usability study of a clinic booking app in Odia; I would now recruit older participants.'],
    steps: [
      { status: 'viewed', hoursAfter: 12 },
      { status: 'shortlisted', hoursAfter: 36 },
    ],
  },
  {
    jobKey: 'khetikart-design-intern',
    applicantKey: 'riya',
    daysAgo: 2,
    answers: ['A React dashboard for my college fest: I would cut half the charts.'],
    steps: [],
  },
  {
    jobKey: 'khetikart-design-intern',
    applicantKey: 'aditi',
    daysAgo: 16,
    answers: ['A campaign microsite for a Kolkata bakery; I would make it load faster on phones.'],
    steps: [
      { status: 'viewed', hoursAfter: 20 },
      { status: 'withdrawn', hoursAfter: 100 },
    ],
  },
  {
    jobKey: 'khetikart-writer',
    applicantKey: 'sana',
    daysAgo: 2,
    note: 'I write a Hindi-Urdu food newsletter with 3,000 readers.',
    steps: [],
  },
  {
    jobKey: 'khetikart-writer',
    applicantKey: 'aditi',
    daysAgo: 4,
    steps: [{ status: 'viewed', hoursAfter: 30 }],
  },
  {
    jobKey: 'khetikart-delivery-lead',
    applicantKey: 'abhishek',
    daysAgo: 26,
    answers: ['Diwali week at my last job: two riders quit, we split their routes and missed no order.'],
    steps: [
      { status: 'viewed', hoursAfter: 5 },
      { status: 'shortlisted', hoursAfter: 24 },
      { status: 'interview', hoursAfter: 72 },
      { status: 'offer', hoursAfter: 120 },
      { status: 'hired', hoursAfter: 72 },
    ],
  },
  {
    jobKey: 'khetikart-delivery-lead',
    applicantKey: 'manoj',
    daysAgo: 25,
    answers: ['During floods in Ranchi I rerouted our survey team for a week.'],
    steps: [
      { status: 'viewed', hoursAfter: 10 },
      { status: 'notSelected', hoursAfter: 40 },
    ],
    rejectReason: 'We chose someone who has led delivery riders before. Thank you, and good luck!',
  },

  // The rest of the board.
  {
    jobKey: 'meenvala-ux-intern',
    applicantKey: 'priyanka',
    daysAgo: 26,
    steps: [
      { status: 'viewed', hoursAfter: 30 },
      // 21 days after the apply-by date, nobody having answered: closed by the scheduled job.
      { status: 'noResponse', hoursAfter: 570 },
    ],
  },
  {
    jobKey: 'meenvala-ux-intern',
    applicantKey: 'chitra',
    daysAgo: 28,
    steps: [{ status: 'noResponse', hoursAfter: 648 }],
  },
  {
    jobKey: 'chargekatta-firmware',
    applicantKey: 'keerthana',
    daysAgo: 18,
    answers: ['A race between the ADC interrupt and DMA that only showed above 40 °C.'],
    steps: [
      { status: 'viewed', hoursAfter: 3 },
      { status: 'shortlisted', hoursAfter: 20 },
      { status: 'interview', hoursAfter: 60 },
    ],
  },
  {
    jobKey: 'padhaipal-hindi-teacher',
    applicantKey: 'sana',
    daysAgo: 14,
    answers: ['प्रकाश का परावर्तन: एक स्टील की थाली और टॉर्च से, घर पर ही।'],
    steps: [
      { status: 'viewed', hoursAfter: 2 },
      { status: 'shortlisted', hoursAfter: 10 },
      { status: 'interview', hoursAfter: 48 },
      { status: 'offer', hoursAfter: 48 },
      { status: 'hired', hoursAfter: 24 },
    ],
  },
  {
    jobKey: 'padhaipal-video-intern',
    applicantKey: 'ashwin',
    daysAgo: 6,
    answers: ['https://vimeo.com/ashwin-nair/kochi-reel'],
    steps: [{ status: 'shortlisted', hoursAfter: 20 }],
  },
  {
    jobKey: 'dukaansaathi-data-intern',
    applicantKey: 'omkar',
    daysAgo: 17,
    answers: ['A cohort query that showed our college canteen lost regulars after a price rise.'],
    steps: [
      { status: 'viewed', hoursAfter: 5 },
      { status: 'shortlisted', hoursAfter: 15 },
    ],
  },
  {
    jobKey: 'dukaansaathi-data-intern',
    applicantKey: 'yash',
    daysAgo: 18,
    answers: ['A window-function query ranking SIP inflows by branch for a CA firm.'],
    steps: [
      { status: 'viewed', hoursAfter: 4 },
      { status: 'shortlisted', hoursAfter: 12 },
      { status: 'interview', hoursAfter: 50 },
    ],
  },
  {
    jobKey: 'dukaansaathi-sales-delhi',
    applicantKey: 'deepak',
    daysAgo: 5,
    steps: [],
  },
  {
    jobKey: 'mediqueue-backend',
    applicantKey: 'saurabh',
    daysAgo: 8,
    answers: ['https://github.com/saurabh-mishra/queue-sim'],
    steps: [{ status: 'viewed', hoursAfter: 16 }],
  },
  {
    jobKey: 'mediqueue-clinic-intern',
    applicantKey: 'priyanka',
    daysAgo: 3,
    steps: [],
  },
  {
    jobKey: 'santrasure-remote-sensing-intern',
    applicantKey: 'manoj',
    daysAgo: 12,
    note: 'I mapped paddy fields in Khunti from Sentinel-2 for my final-year project.',
    steps: [{ status: 'viewed', hoursAfter: 22 }],
  },
  {
    jobKey: 'vaidyaroots-marketing',
    applicantKey: 'aditi',
    daysAgo: 20,
    steps: [
      { status: 'viewed', hoursAfter: 9 },
      { status: 'notSelected', hoursAfter: 30 },
    ],
    rejectReason: 'We are looking for three or more years of paid-ads experience this time.',
  },
  {
    jobKey: 'bunakar-instagram-intern',
    applicantKey: 'aditi',
    daysAgo: 7,
    answers: ['Nicobar: calm, and every caption sounds like a person.'],
    steps: [
      { status: 'viewed', hoursAfter: 12 },
      { status: 'shortlisted', hoursAfter: 24 },
    ],
  },
  {
    jobKey: 'dhanitrails-content-creator',
    applicantKey: 'ashwin',
    daysAgo: 0.5,
    answers: ['A reel on Kumbalangi’s island homestays, and a story on Fort Kochi’s ferries.'],
    steps: [],
  },
  {
    jobKey: 'thannimeter-ux-intern',
    applicantKey: 'riya',
    daysAgo: 25,
    answers: ['https://riyakapoor.dev'],
    steps: [
      { status: 'viewed', hoursAfter: 10 },
      { status: 'notSelected', hoursAfter: 20 },
    ],
    rejectReason: 'The app is in Tamil first, so we need a designer who reads it comfortably.',
  },
  {
    jobKey: 'thannimeter-ux-intern',
    applicantKey: 'priyanka',
    daysAgo: 24,
    answers: ['https://priyanka-behera.notion.site/research'],
    steps: [
      { status: 'viewed', hoursAfter: 8 },
      { status: 'shortlisted', hoursAfter: 30 },
      { status: 'withdrawn', hoursAfter: 100 },
    ],
  },
  {
    jobKey: 'thannimeter-iot',
    applicantKey: 'keerthana',
    daysAgo: 6,
    steps: [],
  },
];

/** The demo job seeker keeps four postings to come back to (one closing soon); a few others save too. */
export const DEMO_SAVED_JOBS: DemoSavedJob[] = [
  { userKey: 'ananya', jobKey: 'mediqueue-clinic-intern', daysAgo: 5 },
  { userKey: 'ananya', jobKey: 'dhanitrails-content-creator', daysAgo: 0.5 },
  { userKey: 'ananya', jobKey: 'chargekatta-partnerships-intern', daysAgo: 2 },
  { userKey: 'ananya', jobKey: 'dukaansaathi-data-intern', daysAgo: 9 },
  { userKey: 'riya', jobKey: 'dukaansaathi-android', daysAgo: 3 },
  { userKey: 'keerthana', jobKey: 'rethread-process-engineer', daysAgo: 4 },
  { userKey: 'saurabh', jobKey: 'dukaansaathi-android', daysAgo: 7 },
];
