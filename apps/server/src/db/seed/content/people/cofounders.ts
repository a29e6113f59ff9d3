import type { DemoCofounder } from '../demo-person-types.ts';

/** People who bring skills to someone else's idea; the first is the demo sign-in of demo-accounts.ts. */
export const DEMO_COFOUNDERS: DemoCofounder[] = [
  {
    key: 'kabir',
    email: 'cofounder@demo.ideaignite.in',
    role: 'Cofounder',
    verified: true,
    profile: {
      username: 'Kabir Singh',
      phoneno: '+919890031475',
      bio: 'Full-stack engineer from Pune looking for a mission to build with. Ships fast.',
      skills: ['TypeScript', 'React', 'Node.js', 'PostgreSQL', 'System design'],
      dreamProject:
        'Software that makes a small farmer or shopkeeper’s day two hours shorter. I want to build it with someone who knows that world better than I do.',
      superpower:
        'Taking a messy Excel sheet and a WhatsApp group and turning them into a product in a fortnight.',
    },
  },
  {
    key: 'sneha',
    email: 'sneha.kulkarni@demo.ideaignite.in',
    role: 'Cofounder',
    verified: true,
    profile: {
      username: 'Sneha Kulkarni',
      phoneno: '+919823046610',
      bio: 'Growth marketer from Nagpur. Five years running Marathi and Hindi campaigns for a regional fintech, from zero to two million installs.',
      skills: ['Performance marketing', 'Regional-language content', 'Referral programmes', 'Analytics'],
      dreamProject:
        'A consumer brand that speaks to Vidarbha and Marathwada in their own language, and wins there before it wins in Mumbai.',
      superpower: 'I can tell you within a week whether a channel will work, and why.',
    },
  },
  {
    key: 'aditya',
    email: 'aditya.verma@demo.ideaignite.in',
    role: 'Cofounder',
    verified: true,
    profile: {
      username: 'Aditya Verma',
      phoneno: '+919450027731',
      bio: 'Chartered accountant in Lucknow, six years in audit and then a year as finance head at a seed-stage startup.',
      skills: ['Financial modelling', 'Fundraising', 'Compliance', 'GST', 'Investor relations'],
      dreamProject:
        'Being the CFO co-founder of an ed-tech company that teaches in Hindi and still has clean books at Series B.',
      superpower: 'Investors trust my numbers, because I tell them the bad news first.',
    },
  },
  {
    key: 'divya',
    email: 'divya.shetty@demo.ideaignite.in',
    role: 'Cofounder',
    verified: true,
    profile: {
      username: 'Divya Shetty',
      phoneno: '+919986054419',
      bio: 'Machine-learning engineer in Bengaluru. Built crop-disease detection from phone photos for an agri research lab.',
      skills: ['Python', 'Computer vision', 'PyTorch', 'Data pipelines', 'Edge deployment'],
      dreamProject:
        'Putting a reliable agronomist in every farmer’s pocket, working offline and in Kannada, Telugu and Marathi.',
      superpower: 'Making models run on a ₹7,000 phone with patchy signal.',
    },
  },
  {
    key: 'imran',
    email: 'imran.pathan@demo.ideaignite.in',
    role: 'Cofounder',
    verified: false,
    profile: {
      username: 'Imran Pathan',
      phoneno: '+919879520384',
      bio: 'Ran operations for a Surat textile exporter for nine years. I know which mill delivers on time and which one only says so.',
      skills: ['Operations', 'Vendor management', 'Textile sourcing', 'Export documentation'],
      dreamProject:
        'A sustainable textile company that proves recycled fabric can compete on price, not just on virtue.',
      superpower: 'Getting twenty suppliers to ship the same week.',
    },
  },
  {
    key: 'nandini',
    email: 'nandini.bose@demo.ideaignite.in',
    role: 'Cofounder',
    verified: true,
    profile: {
      username: 'Nandini Bose',
      phoneno: '+919831170256',
      bio: 'Brand and packaging designer in Kolkata. Designed for tea estates, sweet shops and two D2C beauty brands.',
      skills: ['Brand identity', 'Packaging design', 'Illustration', 'Art direction'],
      dreamProject:
        'A craft brand from eastern India that looks as good on a shelf in London as it does in New Market.',
      superpower: 'I can make a ₹40 box feel like a gift.',
    },
  },
  {
    key: 'vivek',
    email: 'vivek.chauhan@demo.ideaignite.in',
    role: 'Cofounder',
    verified: true,
    profile: {
      username: 'Vivek Chauhan',
      phoneno: '+919876042281',
      bio: 'Power-electronics engineer in Chandigarh. Designed chargers and battery-management systems for an e-rickshaw maker.',
      skills: ['Power electronics', 'Embedded C', 'PCB design', 'BIS certification'],
      dreamProject:
        'Affordable, repairable EV charging that a village mechanic can service with a multimeter.',
      superpower: 'Taking a board from prototype to certified product without a six-month detour.',
    },
  },
  {
    key: 'shalini',
    email: 'shalini.das@demo.ideaignite.in',
    role: 'Cofounder',
    verified: true,
    profile: {
      username: 'Shalini Das',
      phoneno: '+919438065507',
      bio: 'Seven years leading field teams for a livelihoods NGO in Odisha. I have sold ideas in 400 villages, often on foot.',
      skills: ['Rural go-to-market', 'Community mobilisation', 'Odia', 'Team building'],
      dreamProject:
        'A company whose sales team is made of the women it serves, and pays them like professionals.',
      superpower: 'People trust me in the first five minutes, and I keep that trust.',
    },
  },
  {
    key: 'joseph',
    email: 'joseph.mathew@demo.ideaignite.in',
    role: 'Cofounder',
    verified: true,
    profile: {
      username: 'Joseph Mathew',
      phoneno: '+919495018862',
      bio: 'Flutter developer in Kochi. Built a Malayalam news app with half a million users before I turned 26.',
      skills: ['Flutter', 'Firebase', 'Offline-first apps', 'Malayalam localisation'],
      dreamProject:
        'An app Kerala’s fishers and farmers open every morning because it tells them something worth money.',
      superpower: 'Apps that still work when the network does not.',
    },
  },
  {
    key: 'ritu',
    email: 'ritu.sharma@demo.ideaignite.in',
    role: 'Cofounder',
    verified: true,
    profile: {
      username: 'Ritu Sharma',
      phoneno: '+919602038847',
      bio: 'Ran marketplace operations for a Jaipur home-décor brand: catalogues, returns, and a lot of bubble wrap.',
      skills: ['E-commerce operations', 'Marketplace listings', 'Logistics', 'Customer support'],
      dreamProject: 'A D2C brand for Rajasthani craft that ships in 48 hours and has a return rate under 3%.',
      superpower: 'I can spot a listing that will not convert from across the room.',
    },
  },
  {
    key: 'prakash',
    email: 'prakash.naidu@demo.ideaignite.in',
    role: 'Cofounder',
    verified: false,
    profile: {
      username: 'Prakash Naidu',
      phoneno: '+919442157703',
      bio: 'Cosmetic chemist in Coimbatore. Twelve years formulating creams and oils for contract manufacturers.',
      skills: ['Formulation', 'Stability testing', 'Regulatory (AYUSH, CDSCO)', 'Scale-up'],
      dreamProject: 'Herbal products with stability data a pharmacist would respect.',
      superpower: 'Turning a kitchen recipe into a batch of 10,000 that behaves exactly the same.',
    },
  },
  {
    key: 'mohit',
    email: 'mohit.agrawal@demo.ideaignite.in',
    role: 'Cofounder',
    verified: true,
    profile: {
      username: 'Mohit Agrawal',
      phoneno: '+919827064193',
      bio: 'B2B sales lead from Indore. Sold POS software door-to-door to 2,000 shopkeepers across Madhya Pradesh.',
      skills: ['B2B sales', 'Channel partnerships', 'Sales hiring', 'Hindi pitch decks'],
      dreamProject: 'Being the sales co-founder who takes a good SME product from one state to ten.',
      superpower: 'I close on the second visit, and the customer still calls me a year later.',
    },
  },
  {
    key: 'tanvi',
    email: 'tanvi.bhatt@demo.ideaignite.in',
    role: 'Cofounder',
    verified: true,
    profile: {
      username: 'Tanvi Bhatt',
      phoneno: '+919925081346',
      bio: 'Product designer in Ahmedabad. Designed onboarding for first-time smartphone users at a payments company.',
      skills: ['Product design', 'User research', 'Figma', 'Design systems'],
      dreamProject:
        'Healthcare apps that a 60-year-old in a small town can use without calling her grandson.',
      superpower: 'Watching five users and knowing exactly what to cut.',
    },
  },
  {
    key: 'mawia',
    email: 'lalrinmawia.ralte@demo.ideaignite.in',
    role: 'Cofounder',
    verified: true,
    profile: {
      username: 'Lalrinmawia Ralte',
      phoneno: '+919862017495',
      bio: 'Backend engineer from Aizawl, now in Guwahati. Four years building payment systems for a Bengaluru fintech, fully remote.',
      skills: ['Go', 'Kubernetes', 'Payments', 'PostgreSQL', 'Security'],
      dreamProject:
        'A North-East startup with engineering as good as anything in Bengaluru, hiring people from home.',
      superpower: 'Systems that stay up on Diwali sale night.',
    },
  },
];
