export interface DemoMessage {
  fromKey: string;
  toKey: string;
  text: string;
  /** How long before seeding the message was sent. */
  minutesAgo: number;
}

export interface DemoConnection {
  /** The hustler who sent the Ignite request. */
  hustlerKey: string;
  investorKey: string;
  status: 'pending' | 'accepted' | 'declined';
  /** How long before seeding the request was sent. */
  daysAgo: number;
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

/** Ignite requests: the demo investor has three pending and one accepted; the demo hustler sent one of each. */
export const DEMO_CONNECTIONS: DemoConnection[] = [
  { hustlerKey: 'aarav', investorKey: 'priya', status: 'accepted', daysAgo: 6 },
  { hustlerKey: 'aarav', investorKey: 'anand', status: 'pending', daysAgo: 2 },
  { hustlerKey: 'aarav', investorKey: 'vikram', status: 'declined', daysAgo: 20 },
  { hustlerKey: 'meera', investorKey: 'priya', status: 'pending', daysAgo: 1 },
  { hustlerKey: 'rohan', investorKey: 'priya', status: 'pending', daysAgo: 3 },
  { hustlerKey: 'nikhil', investorKey: 'priya', status: 'pending', daysAgo: 4 },
  { hustlerKey: 'harpreet', investorKey: 'vikram', status: 'accepted', daysAgo: 30 },
  { hustlerKey: 'fatima', investorKey: 'kavita', status: 'accepted', daysAgo: 12 },
  { hustlerKey: 'subhashree', investorKey: 'sunita', status: 'pending', daysAgo: 5 },
  { hustlerKey: 'rohan', investorKey: 'gurpreet', status: 'accepted', daysAgo: 15 },
  { hustlerKey: 'bitopan', investorKey: 'jayant', status: 'pending', daysAgo: 2 },
];
