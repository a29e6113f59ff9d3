/** A featured article as its card shows it; the rest of its text is in article-bodies.ts. */
export interface ArticleSummary {
  id: number;
  title: string;
  /** Public URL path of the article's illustration. */
  image: string;
  /** The first paragraph, which the card's 100-character preview is cut from. */
  lead: string;
}

// Only each article's first paragraph ships with the landing page; the rest (article-bodies.ts)
// loads with the Article Details dialog.
export const articles: ArticleSummary[] = [
  {
    id: 1,
    title: 'The Future Belongs to the Idea-Makers',
    image: '/images/articles/future-idea-makers.webp',
    lead: 'For most of the last two decades, the Indian startup story was told from a handful of postcodes: Koramangala, Powai, Gurugram’s Cyber City. A founder needed an alumni network, a co-working desk in Bengaluru and a warm introduction to a fund partner before anyone took an idea seriously. That story is changing, and the change is not mainly about money. It is about who gets to start.',
  },
  {
    id: 2,
    title: 'Why Every Vision Needs a Voice',
    image: '/images/articles/vision-needs-voice.webp',
    lead: 'Every founder carries a picture of the future in their head: the app that helps a kirana store manage customer credit, the clinic chain that brings specialists to district towns, the tool that lets a small exporter quote in dollars without a banker on call. The picture is vivid to them. To everyone else, it is invisible until it is put into words.',
  },
  {
    id: 3,
    title: 'Community-Driven Startups Are the Future',
    image: '/images/articles/community-driven-startups.webp',
    lead: 'The old startup playbook was to build in stealth, raise a round, then spend heavily on marketing to find users. In India, where customer acquisition costs have climbed and attention is split across dozens of apps, that playbook has become expensive. A different model is taking its place: startups that grow with and through a community from day one.',
  },
  {
    id: 4,
    title: 'Bootstrapping: Building Without Big Investors',
    image: '/images/articles/bootstrapping.webp',
    lead: 'Funding headlines make it easy to believe that a startup is not real until it has raised money. Yet some of India’s most respected companies grew for years on their own revenue. Zoho built a global software business from Chennai, and later from rural Tenkasi, without venture capital. Zerodha became one of the country’s largest stockbrokers without raising outside money. Thousands of smaller businesses, from SaaS tools to regional food brands, quietly pay their teams from what customers pay them.',
  },
  {
    id: 5,
    title: 'The Art of Pitching Ideas to Investors',
    image: '/images/articles/art-of-pitching.webp',
    lead: 'Most founders think of a pitch as a presentation. Experienced investors see it differently: it is the start of a relationship in which they are trying to answer one question. Can this team build something far bigger than it is today? Everything you say should help them answer it.',
  },
  {
    id: 6,
    title: 'From Side Hustle to Scalable Business',
    image: '/images/articles/side-hustle-to-scale.webp',
    lead: 'Many Indian startups do not begin with a resignation letter. They begin on weekends: a software engineer in Hyderabad building a billing tool for her father’s pharmacy, a teacher in Lucknow selling exam-prep notes on Telegram, a designer in Kochi making wedding invitations for friends of friends. Side hustles are one of the country’s most underrated startup engines, because they let people test an idea while the salary keeps coming in.',
  },
  {
    id: 7,
    title: 'Why User Feedback is Your Secret Weapon',
    image: '/images/articles/user-feedback.webp',
    lead: 'Every founder believes they understand their customer. The ones who succeed keep checking. User feedback is the cheapest and fastest way to find out where your product is wrong, and in a market as varied as India, where a user in Ludhiana can behave very differently from one in Madurai, assumptions break more often than founders expect.',
  },
  {
    id: 8,
    title: 'Building Ethical and Sustainable Startups',
    image: '/images/articles/ethical-sustainable-startups.webp',
    lead: '“Move fast and break things” was never a great motto, and in India today it is a risky one. Customers, employees, regulators and investors are paying closer attention to how startups make money, not only how much. Building ethically and sustainably is no longer a nice extra; it is part of building something that lasts.',
  },
  {
    id: 9,
    title: 'The Rise of Digital Entrepreneurs in India',
    image: '/images/articles/digital-entrepreneurs-india.webp',
    lead: 'A decade ago, starting a business in a small Indian town usually meant a shop, a dealership or the family trade. Today a growing number of people in those same towns run businesses that live mostly on a phone. They sell handloom sarees on Instagram, teach spoken English over video calls, run YouTube channels on farming techniques, build apps for local clinics or design brand identities for clients in three countries. This is the rise of the digital entrepreneur, and it is reshaping who builds businesses in India.',
  },
];
