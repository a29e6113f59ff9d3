/** One of the nine bundled article images in apps/web/public/images/articles/. */
export type ArticleCover =
  | 'art-of-pitching.webp'
  | 'bootstrapping.webp'
  | 'community-driven-startups.webp'
  | 'digital-entrepreneurs-india.webp'
  | 'ethical-sustainable-startups.webp'
  | 'future-idea-makers.webp'
  | 'side-hustle-to-scale.webp'
  | 'user-feedback.webp'
  | 'vision-needs-voice.webp';

export interface DemoBlog {
  /** A hustler's key in DEMO_PEOPLE. */
  authorKey: string;
  title: string;
  summary: string;
  /** Paragraphs separated by a blank line. */
  content: string;
  cover: ArticleCover;
}

const paragraphs = (...parts: string[]) => parts.join('\n\n');

/**
 * Founders' written insights for the blogs page, oldest first. The demo Hustler's (Aarav's) is the
 * newest, so signing in as them shows their own post on the dashboard, with its Edit and Delete.
 */
export const DEMO_BLOGS: DemoBlog[] = [
  {
    authorKey: 'harpreet',
    title: 'We stopped building what shopkeepers asked for',
    summary:
      'Kirana owners told us they wanted reports and GST dashboards. What they used every single day was something they never mentioned.',
    cover: 'user-feedback.webp',
    content: paragraphs(
      'For our first year, DukaanSaathi’s roadmap was a list of requests from shopkeepers. Monthly reports, GST summaries, a loyalty scheme. We built them all, and usage barely moved.',
      'So we changed how we listened. Instead of asking owners what they wanted, two of us sat behind the counter of a store in Mohali for a full day, once a month. We watched what they actually did between customers.',
      'What they did, constantly, was write udhaar in a notebook: who took what on credit, and who had paid. The notebook was the real ledger of the business, and it lived in a drawer. Nobody had asked us for a credit book, because nobody thought software could be trusted with something that personal.',
      'We built a credit ledger that works offline, takes voice input in Punjabi and Hindi, and sends the customer a polite WhatsApp reminder with a UPI link. Within two months it was the most used screen in the app, and recovery of pending credit went up by about a third for the stores using it.',
      'The lesson I keep relearning: people describe the problems they think you can solve, not the ones that hurt most. Sit where your users sit, for longer than is comfortable.',
    ),
  },
  {
    authorKey: 'fatima',
    title: 'Teaching in Hindi is not a translation job',
    summary:
      'Our first PadhaiPal lessons were English videos dubbed into Hindi. Children watched them politely and learned very little. Here is what changed.',
    cover: 'vision-needs-voice.webp',
    content: paragraphs(
      'Every ed-tech founder who works in regional languages eventually discovers that translation is the easy part. Our first 40 lessons were careful Hindi versions of good English scripts, and the completion rate was below 20%.',
      'The problem was not the language but the world inside the examples. A lesson on friction that talks about ice skating means nothing to a child in Barabanki. The same lesson built around a bullock cart on a muddy road, or a cycle chain that needs oil, suddenly makes sense.',
      'We also learnt to write the way teachers speak in class, not the way textbooks read. Shuddh Hindi vocabulary scared children off; the everyday mix of Hindi, a little Awadhi and English technical words kept them watching. We keep the exam terms in the board’s language so nobody is lost on test day.',
      'Format mattered as much as words. Most of our students share a parent’s phone in the evening, so lessons are three minutes long, small enough to download on a weak signal, and every one ends with a question they can answer with a voice note.',
      'Today 6,000 children across 41 schools use PadhaiPal, and the average lesson is watched to the end. If you are building for Bharat, hire people who grew up there to write your content, not just to translate it.',
    ),
  },
  {
    authorKey: 'rohan',
    title: 'Pitching hardware to investors who only know SaaS',
    summary:
      'Half the investors I met wanted ChargeKatta to look like an app. What finally worked was showing them the charger as a small business.',
    cover: 'art-of-pitching.webp',
    content: paragraphs(
      'My first twenty investor meetings for ChargeKatta went the same way. Polite interest, a question about gross margin, then a long pause when I said each charger costs ₹2.8 lakh to install. Most investors I met were trained on software, where the next customer costs almost nothing.',
      'I stopped pitching a technology and started pitching a unit. One charger at a dhaba on the Pune–Nashik highway: what it costs, how many sessions it does a day in month one and month six, what the dhaba owner earns, and the month it pays back. Once investors could see a single charger as a small profitable shop, the rest of the deck made sense.',
      'The second change was showing uptime, not just installations. Anyone can put a charger in the ground. Investors who understood EVs wanted to know how often ours were actually working when a driver arrived. Ours were at 97%, and that one number did more than any market-size slide.',
      'The third was bringing a partner into the room. A dhaba owner from Sinnar joined one call and explained, in Marathi with me translating, why his Sunday lunch crowd had grown since the charger came. No slide could compete with that.',
      'If you are building something physical, make your unit economics impossible to misunderstand, and show the one metric that proves the hardware works in the real world.',
    ),
  },
  {
    authorKey: 'subhashree',
    title: 'Pre-orders paid for our first 500 sarees',
    summary:
      'Weavers in Odisha usually wait months to be paid. Bunakar flipped that by asking buyers to fund the yarn before the loom started.',
    cover: 'community-driven-startups.webp',
    content: paragraphs(
      'An ikat saree takes a weaver family two to four weeks. For generations, the yarn was advanced by a trader who then set the price of the finished saree. The family carried all the risk and kept little of the value.',
      'Bunakar started with a simple question: would buyers pay upfront if they could follow their saree being made? We posted photos of the tie-and-dye stage on Instagram and asked for 50 pre-orders with a six-week wait. We got 73 in four days.',
      'Pre-orders changed everything downstream. Weavers are paid for the yarn on day one and the balance on dispatch. We never hold unsold stock, so we never discount. And buyers who wait six weeks for a saree they watched being made almost never return it.',
      'The hard part was trust in the other direction. Buyers needed to believe we would deliver; weavers needed to believe the money was real. Weekly photo updates, a named weaver on every order, and paying exactly when we said we would did more than any marketing.',
      'Five hundred sarees later, 64 families in Nuapatna and Sambalpur work with us. Community funding is not just a way to raise money; it is a way to make your customers part of the story.',
    ),
  },
  {
    authorKey: 'devang',
    title: 'A green startup still has to make money',
    summary:
      'Recycled yarn only wins if it is cheaper or better than virgin polyester. ReThread’s first year was about making sustainability the boring, profitable choice.',
    cover: 'ethical-sustainable-startups.webp',
    content: paragraphs(
      'Surat’s mills discard tonnes of polyester offcuts every day. When I started ReThread, I assumed buyers would pay a premium for recycled yarn. A few brands would, for a few hundred kilos, with a long approval process. The weaving units of Surat would not pay a rupee more.',
      'So we set ourselves a harder target: recycled yarn at the same price as virgin yarn, with the same strength. That forced every decision. We built our pilot line with a fabricator in Sachin GIDC instead of importing one, collect offcuts on the routes our trucks already run, and sort by colour so we skip the dyeing step entirely.',
      'Being cheaper made sustainability an easy yes. Our two weaving customers buy because the yarn works and the price is right; the lower carbon footprint is a bonus they now mention to their own buyers.',
      'The ethical part is not only about the planet. The women who sort offcuts at our unit are paid above the local rate, with proper safety gear and fixed hours. It costs a little more, and our sorting error rate is half the industry norm because people stay and get good at the job.',
      'If your startup is built on doing good, do not make customers pay for your values. Make the responsible choice the one that also wins on price and quality.',
    ),
  },
  {
    authorKey: 'lakshmi',
    title: 'From one clinic to 300 pharmacies, without a big cheque',
    summary:
      'Vaidya Roots grew for four years on revenue alone. Bootstrapping forced us to sell where our customers already trusted someone.',
    cover: 'bootstrapping.webp',
    content: paragraphs(
      'Vaidya Roots began as the kumkumadi oil I made for patients at my clinic in Coimbatore. When patients started buying bottles for their sisters and neighbours, I realised I had a product. I did not have investors, and for four years I did not look for them.',
      'Without money for advertising, we went where trust already existed: the neighbourhood pharmacist. In Tamil Nadu, people ask their pharmacist what to use for a rash before they ask a doctor. We gave pharmacists samples, a one-page note on each formulation, and a margin better than big brands offer. Three hundred pharmacies later, that is still our biggest channel.',
      'Bootstrapping also kept our range small. We make nine products, not ninety. Each one has stability data and a batch record, because I could not afford a recall. That discipline is now our strongest selling point with dermatologists.',
      'We finally raised a small round this year, for one reason: a proper clinical trial costs more than our profits can fund. It was a much easier conversation because we could show four years of repeat purchases.',
      'Not every business needs venture money on day one. If customers are already paying, let them fund you for as long as you can, and raise when there is one specific thing money can do that revenue cannot.',
    ),
  },
  {
    authorKey: 'arjun',
    title: 'I kept my day job for 14 months. Here is what I would change',
    summary:
      'MediQueue started as a weekend project alongside a full-time job. Building on the side was the right call; staying on the side so long was not.',
    cover: 'side-hustle-to-scale.webp',
    content: paragraphs(
      'I built the first version of MediQueue on weekends while working at a hospital software company in Visakhapatnam. A doctor friend let me try WhatsApp tokens in his clinic, and patients loved waiting at home instead of in his corridor.',
      'Keeping my job was right at the start. It paid my EMI, and it let me test the idea with three clinics before I risked anything. I would do that part again without hesitation.',
      'What I got wrong was waiting for certainty. By month eight I had 20 paying clinics and a waiting list, and I still had not quit. Support calls came in during office hours, and I answered them late at night. Two clinics left because we were slow, and that was on me.',
      'The signal I ignored: when customers are paying and you are the bottleneck, the side hustle has already become a business. The question is no longer “does this work?” but “how much growth am I losing by not doing it full time?”',
      'If you are building on the side, decide in advance what number will make you jump: clinics, revenue, or months of runway. Write it down, tell a friend, and when you hit it, go.',
    ),
  },
  {
    authorKey: 'aarav',
    title: 'What the mandi taught me about unit economics',
    summary:
      'Our first spreadsheet said KhetiKart made money on every order. Three months at the Indore mandi showed me where it was really leaking.',
    cover: 'digital-entrepreneurs-india.webp',
    content: paragraphs(
      'When we started KhetiKart, our margin looked healthy on paper: buy from farmer producer organisations at a fair price, sell to households a little below the local sabziwala, and keep the difference. The spreadsheet was right about the prices and wrong about almost everything else.',
      'The first leak was shrinkage. Tomatoes bought at 6 a.m. in June are not the same tomatoes at 4 p.m. We were losing 9% of the weight between the mandi and the doorstep, and nobody had put a line for that in the model. Crates with ventilation holes and a 7 a.m. dispatch cut it to 3%, which mattered more than any discount we negotiated.',
      'The second leak was delivery density. A rider who covers forty homes in one housing society costs us ₹4 an order; the same rider zig-zagging across Bhopal costs ₹19. So we stopped chasing every order and started signing up whole societies, with one resident volunteer who gets free delivery for coordinating.',
      'The third lesson surprised me most. Farmers did not want a higher price nearly as much as they wanted the money the same day. Settling over UPI before noon turned out to be our strongest sourcing advantage, and it cost us nothing except discipline in our own cash flow.',
      'If you are building anything in agri or food, spend a month in the physical chain before you trust your model. The numbers that break a business are usually the ones that never appear in a pitch deck.',
    ),
  },
];
