/** A featured article as its card shows it; the rest of its text is in article-bodies.ts. */
export interface ArticleSummary {
  id: number;
  title: string;
  /** Public URL path of the article's illustration. */
  image: string;
  /** The article's first 100 characters (ARTICLE_PREVIEW_LENGTH): the card's preview. */
  opening: string;
}

// Only the opening of each article ships with the landing page; the rest (article-bodies.ts)
// loads with the Article Details dialog.
export const articles: ArticleSummary[] = [
  {
    id: 1,
    title: 'The Future Belongs to the Idea-Makers',
    image: '/images/articles/future-idea-makers.webp',
    opening:
      'For most of the last two decades, the Indian startup story was told from a handful of postcodes: Kor',
  },
  {
    id: 2,
    title: 'Why Every Vision Needs a Voice',
    image: '/images/articles/vision-needs-voice.webp',
    opening:
      'Every founder carries a picture of the future in their head: the app that helps a kirana store manag',
  },
  {
    id: 3,
    title: 'Community-Driven Startups Are the Future',
    image: '/images/articles/community-driven-startups.webp',
    opening:
      'The old startup playbook was to build in stealth, raise a round, then spend heavily on marketing to ',
  },
  {
    id: 4,
    title: 'Bootstrapping: Building Without Big Investors',
    image: '/images/articles/bootstrapping.webp',
    opening:
      'Funding headlines make it easy to believe that a startup is not real until it has raised money. Yet ',
  },
  {
    id: 5,
    title: 'The Art of Pitching Ideas to Investors',
    image: '/images/articles/art-of-pitching.webp',
    opening:
      'Most founders think of a pitch as a presentation. Experienced investors see it differently: it is th',
  },
  {
    id: 6,
    title: 'From Side Hustle to Scalable Business',
    image: '/images/articles/side-hustle-to-scale.webp',
    opening:
      'Many Indian startups do not begin with a resignation letter. They begin on weekends: a software engi',
  },
  {
    id: 7,
    title: 'Why User Feedback is Your Secret Weapon',
    image: '/images/articles/user-feedback.webp',
    opening:
      'Every founder believes they understand their customer. The ones who succeed keep checking. User feed',
  },
  {
    id: 8,
    title: 'Building Ethical and Sustainable Startups',
    image: '/images/articles/ethical-sustainable-startups.webp',
    opening:
      '“Move fast and break things” was never a great motto, and in India today it is a risky one. Customer',
  },
  {
    id: 9,
    title: 'The Rise of Digital Entrepreneurs in India',
    image: '/images/articles/digital-entrepreneurs-india.webp',
    opening:
      'A decade ago, starting a business in a small Indian town usually meant a shop, a dealership or the f',
  },
];
