export type { ArticleCover, DemoBlog } from './demo-blogs.ts';
export { DEMO_BLOGS } from './demo-blogs.ts';
export type {
  DemoMessageRequest,
  DemoReport,
  DemoReportedTalk,
  DemoRequestMessage,
} from './demo-safety.ts';
export { DEMO_MESSAGE_REQUESTS, DEMO_REPORTED_TALK, DEMO_REPORTS } from './demo-safety.ts';
export type { DemoConnection, DemoMessage } from './demo-social.ts';
export { DEMO_CONNECTIONS, DEMO_MESSAGES } from './demo-social.ts';
export type { DemoTalk, DemoTalkComment } from './demo-talks.ts';
export { DEMO_TALK_COMMENTS, DEMO_TALKS } from './demo-talks.ts';

/** The six landing-page guide clips; the seeder reuses them as the demo videos' files. */
export type GuideClip =
  | 'getting-started'
  | 'roles-explained'
  | 'be-a-cofounder'
  | 'find-investors'
  | 'after-you-join'
  | 'startup-playground';

export interface DemoVideo {
  /** A hustler's key in DEMO_PEOPLE. */
  uploaderKey: string;
  title: string;
  description: string;
  clip: GuideClip;
}

export interface DemoVideoComment {
  /** Index into DEMO_VIDEOS. */
  videoIndex: number;
  authorKey: string;
  text: string;
}

export interface DemoVideoLikes {
  videoIndex: number;
  likerKeys: string[];
}

export const DEMO_VIDEOS: DemoVideo[] = [
  {
    uploaderKey: 'aarav',
    title: 'A morning at the Indore mandi with KhetiKart',
    description:
      'We start at 5:30 with our farmer partners from Dewas and have every crate on a van by 7. This is how a tomato gets from the field to a Bhopal kitchen in under a day, and why farmers are paid before noon.',
    clip: 'getting-started',
  },
  {
    uploaderKey: 'meera',
    title: 'Why fresh fish spoils before it reaches the market',
    description:
      'Most of a small fisher’s losses happen in the four hours between the catch and the auction. Here is what we learned testing solar ice boxes on 30 boats at Chellanam.',
    clip: 'startup-playground',
  },
  {
    uploaderKey: 'rohan',
    title: 'Our investor pitch: one charger, one dhaba, one payback date',
    description:
      'The two-minute version of the ChargeKatta pitch. We explain a highway charger as a small business, with the numbers from our first 42 sites between Pune, Nashik and Kolhapur.',
    clip: 'find-investors',
  },
  {
    uploaderKey: 'fatima',
    title: 'How a PadhaiPal lesson is made',
    description:
      'From a teacher’s rough script to a three-minute Hindi science video that downloads on a weak signal. We also show how children send their doubts back as voice notes.',
    clip: 'roles-explained',
  },
  {
    uploaderKey: 'harpreet',
    title: 'A day behind the counter: DukaanSaathi in a Mohali kirana',
    description:
      'We spent a full day inside a customer’s shop to see how billing, udhaar and restocking really happen. The credit ledger in this demo was born that day.',
    clip: 'after-you-join',
  },
  {
    uploaderKey: 'pooja',
    title: 'Kitaab Cycle is looking for a co-founder',
    description:
      'I am a teacher with a library on a bicycle and 300 donated books. I am looking for someone who can help turn weekend rides around Dehradun into something that reaches every village school.',
    clip: 'be-a-cofounder',
  },
  {
    uploaderKey: 'karthik',
    title: 'What happens when every flat gets a water meter',
    description:
      'Residents in 380 apartment complexes now see their own water use every day. In this walkthrough we show the meter, the residents’ app, and the 22% drop in consumption that follows.',
    clip: 'startup-playground',
  },
  {
    uploaderKey: 'ishita',
    title: 'Meet the hosts of Dhani Trails',
    description:
      'Three families in Shekhawati and Bundi open their homes and their kitchens to travellers. Here is how we pick a stay, train the host, and pay the village guide the same day.',
    clip: 'getting-started',
  },
];

export const DEMO_VIDEO_COMMENTS: DemoVideoComment[] = [
  {
    videoIndex: 0,
    authorKey: 'priya',
    text: 'Paying farmers before noon is a bigger moat than most people realise. Great video.',
  },
  {
    videoIndex: 0,
    authorKey: 'divya',
    text: 'Do you grade produce at the mandi or at your hub? I have been working on photo-based grading.',
  },
  {
    videoIndex: 0,
    authorKey: 'ananya',
    text: 'The crate labels are such a simple idea. Love seeing the whole chain.',
  },
  {
    videoIndex: 1,
    authorKey: 'joseph',
    text: 'The auction-price alert in Malayalam is brilliant. Does it work offline on the boat?',
  },
  {
    videoIndex: 1,
    authorKey: 'anand',
    text: 'Cold chain at the first mile is where the value is. Who owns the boxes, the fisher or the co-operative?',
  },
  {
    videoIndex: 1,
    authorKey: 'ashwin',
    text: 'Beautiful shots of Chellanam. Would love to film the next harbour with you.',
  },
  {
    videoIndex: 2,
    authorKey: 'gurpreet',
    text: 'This is how a hardware pitch should be done. Unit first, market size later.',
  },
  {
    videoIndex: 2,
    authorKey: 'vivek',
    text: 'What is your uptime during the monsoon? Moisture killed half our rural chargers.',
  },
  {
    videoIndex: 2,
    authorKey: 'farhan',
    text: 'Clear enough that even a first-time investor like me followed every number.',
  },
  {
    videoIndex: 3,
    authorKey: 'kavita',
    text: 'The voice-note doubt line is the part I would love to see data on. How many doubts a week?',
  },
  {
    videoIndex: 3,
    authorKey: 'aditya',
    text: 'Teaching in the language children think in. This is the ed-tech I want to work on.',
  },
  {
    videoIndex: 3,
    authorKey: 'sana',
    text: 'Could PadhaiPal ever do Urdu too? Happy to help write scripts.',
  },
  {
    videoIndex: 4,
    authorKey: 'vikram',
    text: 'That udhaar screen is the product. Everything else is a feature.',
  },
  {
    videoIndex: 4,
    authorKey: 'mohit',
    text: 'Sold POS in MP for years and nobody ever asked the shopkeeper about credit. Respect.',
  },
  {
    videoIndex: 4,
    authorKey: 'omkar',
    text: 'Would love to see what the daily sales dashboard looks like for the shop owner.',
  },
  {
    videoIndex: 5,
    authorKey: 'kabir',
    text: 'This made my day. What is the hardest part right now, getting books or getting to villages?',
  },
  {
    videoIndex: 5,
    authorKey: 'shalini',
    text: 'We ran something similar in Odisha with women volunteers. Happy to share what worked.',
  },
  {
    videoIndex: 5,
    authorKey: 'kavita',
    text: 'Please track which books get borrowed twice. That is your best impact evidence.',
  },
  {
    videoIndex: 6,
    authorKey: 'rahul',
    text: 'A 22% drop is huge for a city like Chennai in summer. How do residents’ associations pay?',
  },
  {
    videoIndex: 6,
    authorKey: 'keerthana',
    text: 'Which flow sensor do you use? I am building soil-moisture sensors on a similar budget.',
  },
  { videoIndex: 6, authorKey: 'farhan', text: 'Would this work in older buildings with shared pipelines?' },
  {
    videoIndex: 7,
    authorKey: 'manish',
    text: 'Shekhawati deserves this. Happy to introduce you to a few haveli owners in Mandawa.',
  },
  {
    videoIndex: 7,
    authorKey: 'daniel',
    text: 'Our Goa club would love a trip like this. Do you take group bookings?',
  },
  { videoIndex: 7, authorKey: 'deepak', text: 'Paying the guide the same day is such a good detail.' },
];

export const DEMO_LIKES: DemoVideoLikes[] = [
  {
    videoIndex: 0,
    likerKeys: ['priya', 'divya', 'ananya', 'kabir', 'anand', 'meera', 'mohit', 'saurabh', 'sunita'],
  },
  { videoIndex: 1, likerKeys: ['joseph', 'anand', 'ashwin', 'aarav', 'jayant'] },
  { videoIndex: 2, likerKeys: ['gurpreet', 'vivek', 'farhan', 'priya', 'karthik', 'riya', 'anand'] },
  { videoIndex: 3, likerKeys: ['kavita', 'aditya', 'sana', 'ayesha', 'pooja', 'priyanka'] },
  { videoIndex: 4, likerKeys: ['vikram', 'mohit', 'omkar', 'aarav', 'tanvi', 'neha', 'yash', 'arjun'] },
  { videoIndex: 5, likerKeys: ['kabir', 'shalini', 'kavita'] },
  { videoIndex: 6, likerKeys: ['rahul', 'keerthana', 'farhan', 'rohan'] },
  { videoIndex: 7, likerKeys: ['manish', 'daniel'] },
];

/** Issue 26: who likes each blog, by its index in DEMO_BLOGS (never its author). */
export const DEMO_BLOG_LIKES: string[][] = [
  ['priya', 'kabir', 'meera', 'sunita'],
  ['anand', 'divya', 'tanvi'],
  ['aarav', 'neha', 'vikram', 'karthik', 'riya'],
  ['kavita', 'pooja'],
  ['joseph', 'farhan', 'ashwin'],
  ['sana', 'ayesha', 'yash', 'mohit'],
  ['rahul', 'keerthana'],
  ['priya', 'divya', 'ananya', 'kabir', 'omkar', 'sunita'],
];

/** Issue 26: who likes each talk, by its index in DEMO_TALKS (never its author). */
export const DEMO_TALK_LIKES: string[][] = [
  ['aarav', 'rohan', 'neha'],
  ['kabir', 'anand'],
  ['meera', 'tanvi', 'joseph', 'riya'],
  ['priya'],
  ['aarav', 'karthik'],
  ['sana', 'farhan', 'mohit'],
  ['vivek'],
  ['kavita', 'yash'],
  ['aditya', 'manish'],
  ['pooja', 'shalini'],
  ['ayesha', 'daniel', 'arjun'],
  ['aarav', 'priyanka'],
];
