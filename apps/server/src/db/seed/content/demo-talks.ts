export interface DemoTalk {
  /** Any member's key in DEMO_PEOPLE. */
  authorKey: string;
  /** The talk's text; talks keep it in the title column. */
  title: string;
}

export interface DemoTalkComment {
  /** Index into DEMO_TALKS. */
  talkIndex: number;
  authorKey: string;
  text: string;
}

export const DEMO_TALKS: DemoTalk[] = [
  {
    authorKey: 'kabir',
    title:
      'Best product spec I ever got was written on the back of a chai bill. Looking for a founder in agri or retail who wants a builder, not a vendor.',
  },
  {
    authorKey: 'priya',
    title:
      'Founders, please put monthly retention on slide three, not slide fifteen. I read most decks on my phone between meetings.',
  },
  {
    authorKey: 'ananya',
    title:
      'Final-year design student here. What do early-stage teams actually want in an intern’s portfolio: polish or process?',
  },
  {
    authorKey: 'meera',
    title:
      'Our solar ice boxes survived their first monsoon week at Chellanam. Small win, but three more harbours are now asking for them.',
  },
  {
    authorKey: 'vikram',
    title:
      'A shop app at ₹299 a month that keeps 80% of its stores for a year is a better business than most apps with a million downloads.',
  },
  {
    authorKey: 'harpreet',
    title: 'Hiring two field product associates in Chandigarh who speak Punjabi and love shops. Message me.',
  },
  {
    authorKey: 'sneha',
    title:
      'Our Marathi ads are beating the Hindi ones two to one in Nagpur. Regional is not a niche; it is the market.',
  },
  {
    authorKey: 'nikhil',
    title:
      'Does anyone here understand the IRDAI sandbox for weather-based crop insurance? Would be grateful for fifteen minutes of your time.',
  },
  {
    authorKey: 'saurabh',
    title:
      'Built a bus tracker for my hostel and 300 students check it every morning. Is that enough to show a startup I can ship?',
  },
  {
    authorKey: 'ayesha',
    title:
      'Our angel circle meets in Hyderabad on the second Saturday of every month. Women founders with paying customers, send me a two-line note.',
  },
  {
    authorKey: 'pooja',
    title:
      'A nine-year-old in Raipur block asked if the book cycle could bring a book about space next week. That is the whole pitch, really.',
  },
  {
    authorKey: 'daniel',
    title:
      'Goa friends: what would make you chip in ₹25,000 for a local music venue? Trying to understand what community investors really want back.',
  },
];

export const DEMO_TALK_COMMENTS: DemoTalkComment[] = [
  {
    talkIndex: 0,
    authorKey: 'nikhil',
    text: 'Sent you a message. Orange growers, weather data, no app yet.',
  },
  { talkIndex: 0, authorKey: 'aarav', text: 'The chai bill spec is real. Ours was on a mandi receipt.' },
  { talkIndex: 1, authorKey: 'rohan', text: 'Moved ours up after reading this. Fair point.' },
  { talkIndex: 1, authorKey: 'neha', text: 'As a new angel, thank you. Saves me a lot of scrolling.' },
  {
    talkIndex: 2,
    authorKey: 'tanvi',
    text: 'Process, every time. Show one messy project from research to the final screen.',
  },
  {
    talkIndex: 2,
    authorKey: 'harpreet',
    text: 'Show us something you shipped, even if it is small. We hire for that.',
  },
  { talkIndex: 3, authorKey: 'joseph', text: 'Congratulations! Monsoon is the real test in Kerala.' },
  { talkIndex: 4, authorKey: 'mohit', text: 'Agreed. Retention in SME software is the only metric I trust.' },
  {
    talkIndex: 5,
    authorKey: 'riya',
    text: 'Is there a remote option for someone in Chandigarh who codes as well?',
  },
  {
    talkIndex: 6,
    authorKey: 'fatima',
    text: 'Same with Hindi versus Awadhi lessons for us. Mother tongue wins.',
  },
  { talkIndex: 7, authorKey: 'rahul', text: 'A friend worked on a sandbox filing. I will connect you both.' },
  {
    talkIndex: 8,
    authorKey: 'arjun',
    text: '300 daily users is more than many startups have. Put it at the top of your CV.',
  },
  {
    talkIndex: 8,
    authorKey: 'kabir',
    text: 'Yes. Write down what broke and how you fixed it; that is what we ask about.',
  },
  {
    talkIndex: 9,
    authorKey: 'subhashree',
    text: 'Would a handloom marketplace be a fit? Most of our makers are women.',
  },
  {
    talkIndex: 10,
    authorKey: 'kavita',
    text: 'This is the kind of story that moves a grant committee. Keep writing them down.',
  },
  {
    talkIndex: 11,
    authorKey: 'ishita',
    text: 'Free entry for life and a say in the line-up. That would get me in.',
  },
];
