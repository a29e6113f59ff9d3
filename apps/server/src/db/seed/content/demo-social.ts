import type { IgniteStatus } from '@ideaignite/contract';

export interface DemoMessage {
  fromKey: string;
  toKey: string;
  text: string;
  /** How long before seeding the message was sent. */
  minutesAgo: number;
}

export interface DemoConnection {
  /** The hustler who sent the Ignite. */
  hustlerKey: string;
  investorKey: string;
  /** Where it stands in the pipeline (IGNITE_TRANSITIONS). */
  status: IgniteStatus;
  /** The Hustler's pitch line (at most PITCH_MAX_LENGTH characters). */
  pitch: string;
  /** The title of one of the Hustler's own demo videos, sent with the pitch. */
  videoTitle?: string;
  /** Why the investor passed (status 'passed' only). */
  passReason?: string;
  /** How long before seeding the Ignite was sent. */
  daysAgo: number;
  /** Hours from sending to the investor's answer (a meeting or a pass), when they answered. */
  answeredAfterHours?: number;
}

const DAY = 24 * 60;

/** Four chats, each involving a demo sign-in account, listed oldest message first. */
export const DEMO_MESSAGES: DemoMessage[] = [
  // The demo hustler and the demo investor, after she accepted his Ignite request.
  {
    fromKey: 'priya',
    toKey: 'aarav',
    text: 'Hi Aarav, I accepted your Ignite. I liked the mandi video: you clearly know your supply side. How are you thinking about spoilage as you add Bhopal?',
    minutesAgo: 5 * DAY,
  },
  {
    fromKey: 'aarav',
    toKey: 'priya',
    text: 'Thank you, Priya! Shrinkage is at 3% in Indore after we moved to vented crates and a 7 a.m. dispatch. Bhopal is at 6% for now, mostly because routes are not dense yet.',
    minutesAgo: 5 * DAY - 25,
  },
  {
    fromKey: 'priya',
    toKey: 'aarav',
    text: 'That is honest, and a good sign. Could you share cohort retention for the Indore societies, month by month since launch?',
    minutesAgo: 4 * DAY,
  },
  {
    fromKey: 'aarav',
    toKey: 'priya',
    text: 'Sent to your contact email just now. Month-3 retention is 61% for societies with a volunteer coordinator, 34% without. That is why we only sign up whole societies now.',
    minutesAgo: 4 * DAY - 90,
  },
  {
    fromKey: 'priya',
    toKey: 'aarav',
    text: 'That gap is the story. I am in Indore on the 14th for another portfolio visit. Could I join you at the mandi that morning?',
    minutesAgo: 2 * DAY,
  },
  {
    fromKey: 'aarav',
    toKey: 'priya',
    text: 'Of course. We start at 5:30, so bring a jacket. I will introduce you to Ramesh ji from the Dewas FPO; he has been with us since day one.',
    minutesAgo: 2 * DAY - 40,
  },
  {
    fromKey: 'priya',
    toKey: 'aarav',
    text: 'Perfect. See you on the 14th.',
    minutesAgo: 35,
  },
  // The demo cofounder and an idea owner who needs an engineer.
  {
    fromKey: 'nikhil',
    toKey: 'kabir',
    text: 'Hi Kabir, I saw your profile. I am building weather-triggered insurance for orange growers in Vidarbha. The model works; I need someone who can build the farmer-facing app.',
    minutesAgo: 3 * DAY,
  },
  {
    fromKey: 'kabir',
    toKey: 'nikhil',
    text: 'That is exactly the kind of problem I want to work on. How does a farmer find out they have been paid? That part has to feel instant.',
    minutesAgo: 3 * DAY - 120,
  },
  {
    fromKey: 'nikhil',
    toKey: 'kabir',
    text: 'Right now, in my head, a Marathi SMS and a UPI credit within 72 hours of the hail event. Nothing is built yet beyond the model.',
    minutesAgo: 2 * DAY + 300,
  },
  {
    fromKey: 'kabir',
    toKey: 'nikhil',
    text: 'Let us start there. I can put together a clickable prototype this weekend. Could you get me ten minutes with two growers to test it?',
    minutesAgo: 2 * DAY + 200,
  },
  {
    fromKey: 'nikhil',
    toKey: 'kabir',
    text: 'My uncles in Warud will happily be the first testers. Sunday evening on a video call?',
    minutesAgo: DAY,
  },
  {
    fromKey: 'kabir',
    toKey: 'nikhil',
    text: 'Sunday at 7 works. I will send a link.',
    minutesAgo: DAY - 15,
  },
  // The demo jobseeker asking the demo hustler about an internship.
  {
    fromKey: 'ananya',
    toKey: 'aarav',
    text: 'Hello Aarav, I am a final-year design student in Chennai. KhetiKart’s ordering flow looks like it was built by engineers. Could I help redesign it as an intern?',
    minutesAgo: 26 * 60,
  },
  {
    fromKey: 'aarav',
    toKey: 'ananya',
    text: 'Ha, it was built by me. Fair point! What would you change first?',
    minutesAgo: 25 * 60,
  },
  {
    fromKey: 'ananya',
    toKey: 'aarav',
    text: 'The basket. Most of your customers reorder the same ten things; a one-tap “repeat last week” would save them the whole flow. I mocked it up on the weekend, happy to share.',
    minutesAgo: 24 * 60,
  },
  {
    fromKey: 'aarav',
    toKey: 'ananya',
    text: 'Please send it. If it is as good as that idea, let us talk about a three-month remote internship starting next month.',
    minutesAgo: 22 * 60,
  },
  {
    fromKey: 'ananya',
    toKey: 'aarav',
    text: 'Sending it tonight. Thank you for replying so quickly!',
    minutesAgo: 90,
  },
  // The demo investor reaching out to a founder whose request is pending.
  {
    fromKey: 'priya',
    toKey: 'meera',
    text: 'Hi Meera, thanks for the Ignite. Before I accept, could you tell me what a fisher pays for an ice box today, and who pays for the solar panel?',
    minutesAgo: 6 * 60,
  },
  {
    fromKey: 'meera',
    toKey: 'priya',
    text: 'Good question. In the pilot, the harbour cooperative owns the boxes and rents them for ₹40 a trip. A fisher earns about ₹300 more per trip from fresher fish, so it pays for itself the same day.',
    minutesAgo: 5 * 60,
  },
  {
    fromKey: 'priya',
    toKey: 'meera',
    text: 'Co-operative ownership is smart. How many co-operatives are asking for boxes beyond Chellanam?',
    minutesAgo: 4 * 60,
  },
  {
    fromKey: 'meera',
    toKey: 'priya',
    text: 'Three so far: Munambam, Vypin and Neendakara. I can share their letters of intent.',
    minutesAgo: 3 * 60,
  },
];

/**
 * Ignites with their pitch lines. The demo investor's inbox has one at every step (new, viewed,
 * meeting, passed, connected); the demo hustler's pipeline too, so both pages look lived in.
 */
export const DEMO_CONNECTIONS: DemoConnection[] = [
  {
    hustlerKey: 'aarav',
    investorKey: 'priya',
    status: 'connected',
    pitch:
      'KhetiKart brings Indore housing societies mandi-fresh produce by 9 a.m., settled over UPI: 3% spoilage, 61% month-3 retention, and Bhopal is next.',
    videoTitle: 'A morning at the Indore mandi with KhetiKart',
    daysAgo: 6,
    answeredAfterHours: 7,
  },
  {
    hustlerKey: 'aarav',
    investorKey: 'anand',
    status: 'viewed',
    pitch:
      'Raising ₹1.5 crore seed for KhetiKart: farm-to-society produce in tier-2 cities, 1,800 Indore households, 40% gross margin at the crate.',
    daysAgo: 2,
  },
  {
    hustlerKey: 'aarav',
    investorKey: 'vikram',
    status: 'passed',
    pitch: 'KhetiKart: fresh produce for tier-2 India, bought at the mandi at 5:30 and at the door by 9.',
    passReason:
      'Grocery delivery is outside what we back right now. Your retention numbers are strong, though: keep me posted.',
    daysAgo: 20,
    answeredAfterHours: 30,
  },
  {
    hustlerKey: 'aarav',
    investorKey: 'rahul',
    status: 'meeting',
    pitch:
      'Whole housing societies, not single flats: KhetiKart’s Indore routes run at ₹11 a drop, and societies with a volunteer coordinator keep 61% by month 3.',
    videoTitle: 'A morning at the Indore mandi with KhetiKart',
    daysAgo: 4,
    answeredAfterHours: 20,
  },
  {
    hustlerKey: 'aarav',
    investorKey: 'neha',
    status: 'new',
    pitch:
      'KhetiKart: mandi to kitchen before breakfast in Indore. Would love 20 minutes on our Bhopal launch.',
    daysAgo: 0.2,
  },
  {
    hustlerKey: 'meera',
    investorKey: 'priya',
    status: 'viewed',
    pitch:
      'MeenVala rents solar ice boxes to Kochi’s small fishers by the trip, so a third of the catch stops spoiling before it reaches the market.',
    videoTitle: 'Why fresh fish spoils before it reaches the market',
    daysAgo: 1,
  },
  {
    hustlerKey: 'rohan',
    investorKey: 'priya',
    status: 'new',
    pitch:
      'ChargeKatta puts EV fast chargers at highway dhabas on the Pune–Nashik route; the dhaba earns rent, the driver eats while charging, payback in 19 months.',
    videoTitle: 'Our investor pitch: one charger, one dhaba, one payback date',
    daysAgo: 0.4,
  },
  {
    hustlerKey: 'nikhil',
    investorKey: 'priya',
    status: 'meeting',
    pitch:
      'SantraSure pays Vidarbha orange growers within 72 hours of a hailstorm, triggered by weather data instead of field surveys.',
    daysAgo: 4,
    answeredAfterHours: 26,
  },
  {
    hustlerKey: 'harpreet',
    investorKey: 'priya',
    status: 'passed',
    pitch:
      'DukaanSaathi runs billing and udhaar for 4,200 kirana stores in Punjab; we are raising a ₹12 crore Series A to enter Haryana.',
    videoTitle: 'A day behind the counter: DukaanSaathi in a Mohali kirana',
    passReason:
      'Series A is beyond my cheque size. Happy to introduce you to two funds that lead these rounds.',
    daysAgo: 9,
    answeredAfterHours: 40,
  },
  {
    hustlerKey: 'bitopan',
    investorKey: 'priya',
    status: 'new',
    pitch:
      'Saah Bari sells single-estate Assam tea from small growers in Jorhat straight to cafés, with the grower’s name on every pack.',
    daysAgo: 1.5,
  },
  {
    hustlerKey: 'harpreet',
    investorKey: 'vikram',
    status: 'connected',
    pitch:
      'DukaanSaathi: the billing and udhaar app for India’s kirana stores, 4,200 shops and growing 12% a month.',
    videoTitle: 'A day behind the counter: DukaanSaathi in a Mohali kirana',
    daysAgo: 30,
    answeredAfterHours: 9,
  },
  {
    hustlerKey: 'fatima',
    investorKey: 'kavita',
    status: 'connected',
    pitch:
      'PadhaiPal teaches science to government-school children in Hindi and Urdu, with lessons a teacher can run from one phone.',
    videoTitle: 'How a PadhaiPal lesson is made',
    daysAgo: 12,
    answeredAfterHours: 16,
  },
  {
    hustlerKey: 'subhashree',
    investorKey: 'sunita',
    status: 'viewed',
    pitch:
      'Bunakar pays Odisha’s ikat weavers before the loom starts, through advance orders from boutiques in Delhi and Bengaluru.',
    daysAgo: 5,
  },
  {
    hustlerKey: 'rohan',
    investorKey: 'gurpreet',
    status: 'connected',
    pitch: 'ChargeKatta: EV chargers where highway drivers already stop. 14 dhabas live, 60 signed.',
    daysAgo: 15,
    answeredAfterHours: 5,
  },
  {
    hustlerKey: 'bitopan',
    investorKey: 'jayant',
    status: 'new',
    pitch:
      'Small growers make half of Assam’s tea and get none of its story. Saah Bari changes who earns from a cup.',
    daysAgo: 2,
  },
];
