import type { DemoJobseeker } from '../demo-person-types.ts';

/** Interns, freshers and career changers; the first is the demo sign-in of demo-accounts.ts. */
export const DEMO_JOBSEEKERS: DemoJobseeker[] = [
  {
    key: 'ananya',
    email: 'jobseeker@demo.ideaignite.in',
    role: 'Jobseeker',
    verified: true,
    profile: {
      username: 'Ananya Iyer',
      desiredRole: 'Product design intern',
      experience:
        'A Tamil-first onboarding flow for people opening their first bank account on a phone. I redesigned our college canteen’s ordering app as a trial run.',
      skills: ['Figma', 'User research', 'Prototyping', 'Tamil'],
      aboutMe: 'Final-year design student from Chennai who wants to intern at an early-stage startup.',
    },
  },
  {
    key: 'saurabh',
    email: 'saurabh.mishra@demo.ideaignite.in',
    role: 'Jobseeker',
    verified: true,
    profile: {
      username: 'Saurabh Mishra',
      desiredRole: 'Backend developer intern',
      experience:
        'A bus-arrival tracker for Prayagraj city buses; I built the first version for my hostel during Magh Mela.',
      skills: ['Java', 'Spring Boot', 'MySQL', 'Git'],
      aboutMe: 'Final-year B.Tech student in Prayagraj. I learn fastest when something real is on the line.',
    },
  },
  {
    key: 'aditi',
    email: 'aditi.ghosh@demo.ideaignite.in',
    role: 'Jobseeker',
    verified: true,
    profile: {
      username: 'Aditi Ghosh',
      desiredRole: 'Marketing intern',
      experience:
        'Growing a Bengali food brand on Instagram. I took my aunt’s pickle page from 800 to 12,000 followers.',
      skills: ['Social media', 'Copywriting', 'Canva', 'Bengali'],
      aboutMe:
        'MBA student in Kolkata looking for a summer internship where I own a real budget, however small.',
    },
  },
  {
    key: 'yash',
    email: 'yash.thakkar@demo.ideaignite.in',
    role: 'Jobseeker',
    verified: false,
    profile: {
      username: 'Yash Thakkar',
      desiredRole: 'Finance analyst',
      experience:
        'The finance person at a climate startup, building the model that gets it to its first institutional round.',
      skills: ['Excel', 'Financial modelling', 'Tally', 'GST filing'],
      aboutMe:
        'B.Com graduate from Surat, one year at a CA firm. I want to learn startup finance from the inside.',
    },
  },
  {
    key: 'keerthana',
    email: 'keerthana.raj@demo.ideaignite.in',
    role: 'Jobseeker',
    verified: true,
    profile: {
      username: 'Keerthana Raj',
      desiredRole: 'Embedded systems intern',
      experience:
        'Low-cost soil-moisture sensors for small farms; my final-year project runs on an ESP32 and a solar cell.',
      skills: ['Embedded C', 'Arduino', 'ESP32', 'PCB basics'],
      aboutMe: 'Electronics student in Coimbatore who would rather solder than sit in a lecture.',
    },
  },
  {
    key: 'omkar',
    email: 'omkar.jadhav@demo.ideaignite.in',
    role: 'Jobseeker',
    verified: true,
    profile: {
      username: 'Omkar Jadhav',
      desiredRole: 'Data analyst',
      experience:
        'Dashboards that show a small business where its money actually goes. I have built three for friends’ shops.',
      skills: ['SQL', 'Power BI', 'Python', 'Excel'],
      aboutMe:
        'Two years in a Pune BPO, evenings spent learning data. Switching careers and ready to start at the bottom.',
    },
  },
  {
    key: 'sana',
    email: 'sana.mirza@demo.ideaignite.in',
    role: 'Jobseeker',
    verified: true,
    profile: {
      username: 'Sana Mirza',
      desiredRole: 'Content writer',
      experience:
        'Explainers that make personal finance make sense in Urdu and Hindi. My blog on saving schemes has a loyal readership.',
      skills: ['Content writing', 'Urdu', 'Hindi', 'SEO basics'],
      aboutMe: 'Journalism graduate from Hyderabad. I write clearly in three languages and edit ruthlessly.',
    },
  },
  {
    key: 'deepak',
    email: 'deepak.yadav@demo.ideaignite.in',
    role: 'Jobseeker',
    verified: true,
    profile: {
      username: 'Deepak Yadav',
      desiredRole: 'Operations associate',
      experience:
        'Running customer operations for a travel startup, so no tourist in Rajasthan is ever left waiting at a station.',
      skills: ['Customer support', 'Team leadership', 'Freshdesk', 'Hindi and English'],
      aboutMe: 'Four years leading a support team in Jaipur. Calm on the phone, quick on the fix.',
    },
  },
  {
    key: 'priyanka',
    email: 'priyanka.behera@demo.ideaignite.in',
    role: 'Jobseeker',
    verified: true,
    profile: {
      username: 'Priyanka Behera',
      desiredRole: 'UX research intern',
      experience:
        'A study of how first-time smartphone users in rural Odisha learn UPI; I interviewed 40 people for my thesis.',
      skills: ['User interviews', 'Survey design', 'Odia', 'Affinity mapping'],
      aboutMe: 'Psychology postgraduate in Bhubaneswar, curious about why people click what they click.',
    },
  },
  {
    key: 'abhishek',
    email: 'abhishek.tiwari@demo.ideaignite.in',
    role: 'Jobseeker',
    verified: false,
    profile: {
      username: 'Abhishek Tiwari',
      desiredRole: 'Field sales executive',
      experience:
        'Taking a good product into every town in Malwa. I sold insurance door-to-door in Indore and Ujjain for two years.',
      skills: ['Field sales', 'Negotiation', 'Route planning', 'Hindi'],
      aboutMe: 'Graduate from Indore who does not mind the sun or a closed door. I come back the next day.',
    },
  },
  {
    key: 'riya',
    email: 'riya.kapoor@demo.ideaignite.in',
    role: 'Jobseeker',
    verified: true,
    profile: {
      username: 'Riya Kapoor',
      desiredRole: 'Frontend developer intern',
      experience:
        'An accessible version of my university’s results portal that works with a screen reader. It started as a class project.',
      skills: ['React', 'TypeScript', 'Tailwind CSS', 'Accessibility'],
      aboutMe:
        'Computer-science student in Chandigarh. I care about the details nobody notices until they are missing.',
    },
  },
  {
    key: 'manoj',
    email: 'manoj.hansda@demo.ideaignite.in',
    role: 'Jobseeker',
    verified: true,
    profile: {
      username: 'Manoj Hansda',
      desiredRole: 'GIS analyst',
      experience:
        'Mapping groundwater and land records for Jharkhand’s villages so farmers can prove what they own.',
      skills: ['QGIS', 'Remote sensing', 'Python', 'Santali'],
      aboutMe:
        'Civil engineer from Ranchi who fell in love with maps. Looking for an agritech or climate team.',
    },
  },
  {
    key: 'ashwin',
    email: 'ashwin.nair@demo.ideaignite.in',
    role: 'Jobseeker',
    verified: true,
    profile: {
      username: 'Ashwin Nair',
      desiredRole: 'Video editor',
      experience:
        'Short documentaries on Kerala’s small businesses; my series on toddy-shop cooks did well on YouTube.',
      skills: ['Premiere Pro', 'DaVinci Resolve', 'Storyboarding', 'Malayalam'],
      aboutMe:
        'Freelance editor in Kochi who wants to tell one startup’s story well instead of a hundred badly.',
    },
  },
  {
    key: 'chitra',
    email: 'chitra.venkatesh@demo.ideaignite.in',
    role: 'Jobseeker',
    verified: true,
    profile: {
      username: 'Chitra Venkatesh',
      desiredRole: 'People operations manager',
      experience:
        'Building a people team for a 50-person startup where parents can do their best work without apologising.',
      skills: ['HR operations', 'Hiring', 'Payroll', 'Policy writing'],
      aboutMe:
        'Eight years in HR in Mysuru, then a three-year career break with my twins. Back, rested and sharper.',
    },
  },
];
