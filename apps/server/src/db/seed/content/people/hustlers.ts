import type { DemoHustler } from '../demo-person-types.ts';

/** Founders and idea owners; the first is the demo sign-in of demo-accounts.ts. */
export const DEMO_HUSTLERS: DemoHustler[] = [
  {
    key: 'aarav',
    email: 'hustler@demo.ideaignite.in',
    role: 'Hustler',
    verified: true,
    profile: {
      username: 'Aarav Mehta',
      phoneno: '+919826041237',
      bio: 'Building KhetiKart — farm-to-kitchen produce for tier-2 cities, settled over UPI.',
      project: 'KhetiKart',
      currentStage: 'seed',
      skills: ['Fast Execution', 'Networking', 'Supply chain', 'UPI payments'],
      currentWork:
        'Onboarding farmer producer organisations around Indore and Dewas, and piloting next-morning vegetable delivery to 1,200 households in Bhopal.',
      contribution:
        'I run sourcing and operations myself: three mornings a week at the mandi, so I know most of our growers by name and what their week looks like.',
    },
  },
  {
    key: 'meera',
    email: 'meera.nair@demo.ideaignite.in',
    role: 'Hustler',
    verified: true,
    profile: {
      username: 'Meera Nair',
      phoneno: '+919447028815',
      bio: 'Marine biologist turned founder in Kochi. Small fishers lose a third of their catch to heat and middlemen; I want to change both.',
      project: 'MeenVala',
      currentStage: 'preSeed',
      skills: ['Goal-Oriented', 'Creative Problem-Solving', 'Cold chain', 'Malayalam UX'],
      currentWork:
        'Testing solar-powered ice boxes with 30 boats at Chellanam harbour, plus a Malayalam app that shows the morning auction price before the boats land.',
      contribution:
        'I speak both languages of this business: the science of keeping fish fresh and the harbour talk that decides who buys it.',
    },
  },
  {
    key: 'rohan',
    email: 'rohan.deshpande@demo.ideaignite.in',
    role: 'Hustler',
    verified: true,
    profile: {
      username: 'Rohan Deshpande',
      phoneno: '+919822067431',
      bio: 'Ex-automotive engineer from Pune. Putting EV chargers where highway drivers already stop: dhabas, kiranas and petrol-pump backyards.',
      project: 'ChargeKatta',
      currentStage: 'seed',
      skills: ['Fast Execution', 'Networking', 'EV hardware', 'Site partnerships'],
      currentWork:
        '42 chargers live on the Pune–Nashik and Pune–Kolhapur corridors; working on a revenue-share model so dhaba owners earn on every session.',
      contribution:
        'Eight years at a Chakan auto plant taught me hardware, uptime and how to negotiate with a landlord over chai.',
    },
  },
  {
    key: 'fatima',
    email: 'fatima.sheikh@demo.ideaignite.in',
    role: 'Hustler',
    verified: true,
    profile: {
      username: 'Fatima Sheikh',
      phoneno: '+919415033902',
      bio: 'Former government-school science teacher in Lucknow. Children learn faster in the language they dream in.',
      project: 'PadhaiPal',
      currentStage: 'preSeed',
      skills: ['Goal-Oriented', 'Creative Problem-Solving', 'Curriculum design', 'Video production'],
      currentWork:
        'Three-minute Hindi science lessons for classes 8 to 10, delivered on WhatsApp with a voice-note doubt line. 6,000 students across 41 schools so far.',
      contribution:
        'I write and record every lesson, and I still teach one class a week so I never forget who we build for.',
    },
  },
  {
    key: 'bitopan',
    email: 'bitopan.kalita@demo.ideaignite.in',
    role: 'Hustler',
    verified: false,
    profile: {
      username: 'Bitopan Kalita',
      phoneno: '+917002058146',
      bio: 'Third-generation tea family from Jorhat, based in Guwahati. Small growers make half of Assam’s tea and get none of its story.',
      project: 'Saah Bari',
      currentStage: 'ideation',
      skills: ['Networking', 'Creative Problem-Solving', 'Tea tasting', 'Storytelling'],
      currentWork:
        'Working with 18 small growers on single-garden orthodox batches and testing a subscription box with friends in Delhi and Bengaluru.',
      contribution:
        'I know the gardens, the growers and the leaf. I need help with everything after the packet is sealed.',
    },
  },
  {
    key: 'harpreet',
    email: 'harpreet.kaur@demo.ideaignite.in',
    role: 'Hustler',
    verified: true,
    profile: {
      username: 'Harpreet Kaur',
      phoneno: '+919814072250',
      bio: 'Grew up behind my father’s counter in Chandigarh. Building the billing and udhaar app I wish he had had.',
      project: 'DukaanSaathi',
      currentStage: 'seriesA',
      skills: ['Fast Execution', 'Goal-Oriented', 'B2B sales', 'Product management'],
      currentWork:
        'Our kirana billing app runs in 11,000 stores across Punjab, Haryana and Himachal; now adding distributor ordering so shopkeepers restock in two taps.',
      contribution:
        'I lead product and spend two days a month sitting inside a customer’s shop. Most of our roadmap comes from those days.',
    },
  },
  {
    key: 'lakshmi',
    email: 'lakshmi.sundaram@demo.ideaignite.in',
    role: 'Hustler',
    verified: true,
    profile: {
      username: 'Lakshmi Sundaram',
      phoneno: '+919443319076',
      bio: 'Ayurveda doctor (BAMS) from Coimbatore making classical formulations that are tested like modern skincare.',
      project: 'Vaidya Roots',
      currentStage: 'growth',
      skills: ['Goal-Oriented', 'Networking', 'Formulation', 'D2C brand building'],
      currentWork:
        'Scaling our kumkumadi and neem-turmeric range from 300 pharmacies in Tamil Nadu to Kerala and Karnataka, with a dermatologist-led trial running in parallel.',
      contribution:
        'I own formulation and clinical claims. Nothing ships unless I would give it to my own patients.',
    },
  },
  {
    key: 'subhashree',
    email: 'subhashree.mohanty@demo.ideaignite.in',
    role: 'Hustler',
    verified: true,
    profile: {
      username: 'Subhashree Mohanty',
      phoneno: '+919437084412',
      bio: 'Textile designer from Bhubaneswar. Odisha’s ikat weavers deserve buyers who pay before the loom starts, not months after.',
      project: 'Bunakar',
      currentStage: 'seed',
      skills: ['Creative Problem-Solving', 'Networking', 'Textile design', 'Community building'],
      currentWork:
        'A pre-order marketplace where buyers fund the yarn for each saree; 64 weaver families in Nuapatna and Sambalpur are on board.',
      contribution:
        'I design the collections with the weavers and handle every buyer call. My Odia and my Instagram both get a workout.',
    },
  },
  {
    key: 'devang',
    email: 'devang.patel@demo.ideaignite.in',
    role: 'Hustler',
    verified: true,
    profile: {
      username: 'Devang Patel',
      phoneno: '+919825016648',
      bio: 'Surat born, polymer engineer by training. Our mills throw away tonnes of synthetic offcuts every day; that is raw material.',
      project: 'ReThread',
      currentStage: 'preSeed',
      skills: ['Fast Execution', 'Creative Problem-Solving', 'Materials science', 'Plant operations'],
      currentWork:
        'Running a one-tonne-a-day pilot line in Sachin GIDC that turns polyester offcuts into recycled yarn, with two weaving units buying the output.',
      contribution:
        'I built the pilot line with a local fabricator for a fraction of the imported price, and I can fix it at 2 a.m.',
    },
  },
  {
    key: 'nikhil',
    email: 'nikhil.bhonsle@demo.ideaignite.in',
    role: 'Hustler',
    verified: false,
    profile: {
      username: 'Nikhil Bhonsle',
      phoneno: '+919763025591',
      bio: 'Data scientist in Nagpur whose family grows oranges in Warud. One hailstorm can wipe out a year; insurance should pay in days, not seasons.',
      project: 'SantraSure',
      currentStage: 'ideation',
      skills: ['Goal-Oriented', 'Creative Problem-Solving', 'Satellite data', 'Python'],
      currentWork:
        'Building a weather-triggered cover model for Vidarbha orange orchards from ten years of rainfall and hail data; talking to two insurers about a pilot.',
      contribution:
        'I can build the risk model end to end, and my uncles will tell me honestly whether a farmer would ever buy it.',
    },
  },
  {
    key: 'ishita',
    email: 'ishita.rathore@demo.ideaignite.in',
    role: 'Hustler',
    verified: true,
    profile: {
      username: 'Ishita Rathore',
      phoneno: '+919414060327',
      bio: 'Jaipur hospitality graduate. Rural Rajasthan has the stays and the stories; it just needs a booking button.',
      project: 'Dhani Trails',
      currentStage: 'seed',
      skills: ['Networking', 'Fast Execution', 'Hospitality', 'Content marketing'],
      currentWork:
        'Listing family-run homestays in Shekhawati and around Bundi, with village guides trained and paid through the platform. 70 stays, 2,300 bookings last season.',
      contribution:
        'I visit every stay before it goes live and train the hosts myself: pricing, photos, and how to handle a midnight check-in.',
    },
  },
  {
    key: 'arjun',
    email: 'arjun.rao@demo.ideaignite.in',
    role: 'Hustler',
    verified: true,
    profile: {
      username: 'Arjun Rao',
      phoneno: '+919000047718',
      bio: 'Built hospital software for six years in Visakhapatnam. Small clinics run on paper tokens and patience; we run on WhatsApp.',
      project: 'MediQueue',
      currentStage: 'preSeed',
      skills: ['Fast Execution', 'Goal-Oriented', 'Full-stack development', 'WhatsApp Business API'],
      currentWork:
        'Live OPD tokens over WhatsApp for 85 clinics in Vizag and Vijayawada, so patients wait at home instead of in a crowded corridor.',
      contribution:
        'I wrote the first version alone over three months of weekends. I still answer the support line.',
    },
  },
  {
    key: 'pooja',
    email: 'pooja.negi@demo.ideaignite.in',
    role: 'Hustler',
    verified: false,
    profile: {
      username: 'Pooja Negi',
      phoneno: '+919412039054',
      bio: 'English teacher in Dehradun, not an entrepreneur, with one idea I cannot stop thinking about: a library that comes to the village on a bicycle.',
      project: 'Kitaab Cycle',
      currentStage: 'ideation',
      skills: ['Goal-Oriented', 'Creative Problem-Solving', 'Teaching', 'Hindi and Garhwali'],
      currentWork:
        'Running two book cycles on weekends around Raipur block with 300 donated books, and tracking which titles children ask for again.',
      contribution:
        'I know the children, the parents and the pradhans. I am looking for a co-founder who can turn this into something that lasts.',
    },
  },
  {
    key: 'karthik',
    email: 'karthik.subramanian@demo.ideaignite.in',
    role: 'Hustler',
    verified: true,
    profile: {
      username: 'Karthik Subramanian',
      phoneno: '+919843052269',
      bio: 'IoT founder in Madurai. Apartments split water bills equally, so nobody saves; a meter on every flat changes behaviour within a month.',
      project: 'ThanniMeter',
      currentStage: 'growth',
      skills: ['Fast Execution', 'Networking', 'IoT', 'Residents’ association sales'],
      currentWork:
        'Smart water sub-meters in 380 apartment complexes across Madurai, Coimbatore and Chennai, with an average 22% cut in consumption.',
      contribution:
        'I sell to residents’ associations myself. Winning over a society secretary is the most useful sales training there is.',
    },
  },
];
