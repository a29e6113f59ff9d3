export interface Article {
  id: number;
  title: string;
  /** Public URL path of the article's illustration. */
  image: string;
  /** The full article; paragraphs are separated by a blank line. */
  description: string;
}

// Articles are written as paragraph lists so the text stays readable in source.
const paragraphs = (...text: string[]) => text.join('\n\n');

export const articles: Article[] = [
  {
    id: 1,
    title: 'The Future Belongs to the Idea-Makers',
    image: '/images/articles/future-idea-makers.webp',
    description: paragraphs(
      'For most of the last two decades, the Indian startup story was told from a handful of postcodes: Koramangala, Powai, Gurugram’s Cyber City. A founder needed an alumni network, a co-working desk in Bengaluru and a warm introduction to a fund partner before anyone took an idea seriously. That story is changing, and the change is not mainly about money. It is about who gets to start.',
      'The cost of testing an idea in India has collapsed. A UPI payment link, a WhatsApp Business catalogue and a free website builder let a founder in Indore or Guwahati take a first paid order within a week. Cloud credits, no-code tools and open-source software mean the first version of a product can be built by one person on a mid-range laptop. When the cost of trying falls this far, the scarce resource is no longer capital. It is the idea itself, and the stubbornness to see it through.',
      'That is why we believe the next decade belongs to idea-makers: people who notice a problem closely enough to describe it better than anyone else. The nurse in Nagpur who sees how discharge summaries get lost between hospital and pharmacy. The textile trader’s daughter in Surat who knows exactly why small mills cannot forecast yarn prices. The accountant of a farmer-producer organisation in Nashik who reconciles payments across three apps every evening. None of them started with a pitch deck. All of them started with a problem they understood from the inside.',
      'Ideas on their own are not worth much, and anyone who has tried to build one knows it. What makes an idea valuable is the work done around it: twenty honest conversations with potential customers, a rough prototype, a clear note about what did not work. An idea-maker is not a dreamer waiting for funding. It is someone who turns a hunch into evidence, one small step at a time.',
      'The ecosystem is slowly catching up. Startup India and DPIIT recognition have made it simpler to register, self-certify compliance and reach government seed support. State startup missions in Kerala, Karnataka, Gujarat and Odisha run incubators well outside the metros. Angel networks now hold pitch days in Jaipur, Kochi and Chandigarh. The infrastructure exists; what many founders still lack is a place to be seen before they feel “ready”.',
      'This is the gap IdeaIgnite was built for. You do not need a business plan to post here. Share a two-minute video about the problem you want to solve, write about what you learned this week, or start a conversation in Talks. Co-founders looking for a mission, investors looking for early signal and job seekers looking for purpose are reading.',
      'If there is an idea you keep coming back to, treat that as a sign. Write it down, say it out loud and put it where the right people can find it. The future does not belong to the people with the most polished deck. It belongs to the ones who start.',
    ),
  },
  {
    id: 2,
    title: 'Why Every Vision Needs a Voice',
    image: '/images/articles/vision-needs-voice.webp',
    description: paragraphs(
      'Every founder carries a picture of the future in their head: the app that helps a kirana store manage customer credit, the clinic chain that brings specialists to district towns, the tool that lets a small exporter quote in dollars without a banker on call. The picture is vivid to them. To everyone else, it is invisible until it is put into words.',
      'This is the quiet reason so many good ideas in India stall. Not because the founder lacks talent or grit, but because the idea never leaves the notebook. They wait until it is fully formed, until the product is built, until the deck is good enough for an investor. By then, months have passed without a single outside opinion.',
      'Giving your vision a voice does three things. First, it forces clarity. Explaining your idea to a stranger in ninety seconds exposes the fuzzy parts faster than weeks of thinking alone. If you cannot say who the customer is and why they will pay, you learn that before you spend your savings on a developer.',
      'Second, it attracts people. Co-founders, early employees and mentors rarely join a product; they join a story and the person telling it. A founder who speaks openly about the problem they are chasing becomes a magnet for others who care about the same problem.',
      'Third, it builds a record. Investors increasingly back founders whose thinking they have watched evolve over months, not those who appear one day with a finished pitch. A trail of short updates, demos and honest reflections is a kind of due diligence you do in public.',
      'Many first-time founders, especially outside the big metros or those who did not study in English-medium schools, worry that they are not polished enough to speak up. That worry is understandable and mostly misplaced. Some of the most compelling founder videos we see are shot on a phone, in Hindi, Tamil or Marathi mixed with English, with a ceiling fan humming in the background. Clarity and conviction matter far more than accent or production value. India’s vernacular internet has shown again and again that audiences reward authenticity.',
      'Starting is simple. Record a two-minute video that answers three questions: what problem have you seen, who suffers from it most, and what would you try first? Write a short post about one customer conversation and what surprised you. Reply thoughtfully to another founder’s talk. None of this needs permission or a launch date.',
      'A voice also means listening. When you share an idea, some responses will be sceptical and a few will simply be wrong. Treat every comment as data, not a verdict. The founders who grow fastest are the ones who say “tell me more” when someone disagrees.',
      'At IdeaIgnite, we built video posts, blogs and talks so that visions can be heard early, while they can still be shaped. Your idea does not need to be finished to be worth sharing. It needs to be said.',
    ),
  },
  {
    id: 3,
    title: 'Community-Driven Startups Are the Future',
    image: '/images/articles/community-driven-startups.webp',
    description: paragraphs(
      'The old startup playbook was to build in stealth, raise a round, then spend heavily on marketing to find users. In India, where customer acquisition costs have climbed and attention is split across dozens of apps, that playbook has become expensive. A different model is taking its place: startups that grow with and through a community from day one.',
      'A community-driven startup treats its earliest users as collaborators rather than targets. They help decide what gets built, test rough versions, bring in friends and defend the product when it stumbles. Meesho grew by equipping resellers, many of them homemakers, to sell to their own WhatsApp networks. Indian developer tools have grown through Discord servers and city meet-ups long before they hired a sales team. Finance and parenting apps have built loyal followings in regional languages by hosting conversations instead of broadcasting ads.',
      'Why does this work so well here? Trust in India travels through people. A recommendation from a cousin, a colleague or a housing-society WhatsApp group carries more weight than any banner ad. A community compresses that trust: when a founder shows up consistently, answers questions honestly and credits members for their ideas, the community vouches for the product in rooms the founder will never enter.',
      'Community also changes the economics of validation. Instead of paying for surveys, a founder can ask fifty engaged members what they would pay for, watch what they actually use and hear complaints within hours of a release. Mistakes are caught earlier and cost less. In a market as price-sensitive as ours, that speed is a real advantage.',
      'Building a community is not the same as creating a group and posting links. A few principles we have seen work:',
      'Start narrow. Two hundred chartered accountants in Pune who share one pain are more useful than ten thousand random followers.',
      'Give before you ask. Share templates, lessons and honest numbers long before you pitch anything.',
      'Make members visible. Highlight their questions, their wins and their contributions. People stay where they are seen.',
      'Close the loop. When feedback shapes a feature, say so publicly. Nothing builds loyalty faster.',
      'There are risks. Communities can turn into echo chambers, and a vocal minority can pull a roadmap away from the quiet majority who actually pay. Balance community input with usage data and with conversations with customers who never post.',
      'IdeaIgnite is itself an experiment in this model: hustlers, co-founders, investors and job seekers learning from each other in the open. If your startup depends on people, and every startup does, build the community first. The product will be better for it.',
    ),
  },
  {
    id: 4,
    title: 'Bootstrapping: Building Without Big Investors',
    image: '/images/articles/bootstrapping.webp',
    description: paragraphs(
      'Funding headlines make it easy to believe that a startup is not real until it has raised money. Yet some of India’s most respected companies grew for years on their own revenue. Zoho built a global software business from Chennai, and later from rural Tenkasi, without venture capital. Zerodha became one of the country’s largest stockbrokers without raising outside money. Thousands of smaller businesses, from SaaS tools to regional food brands, quietly pay their teams from what customers pay them.',
      'Bootstrapping means funding growth from revenue, savings and sometimes small loans or grants, rather than selling equity. It is not a lesser path. It is a different set of trade-offs.',
      'The advantages are real. You keep ownership and control, so decisions about pace, hiring and direction stay with you. You are forced to find paying customers early, which is the most honest validation there is. And you build discipline: bootstrapped teams tend to know their unit economics down to the rupee, because they have no choice.',
      'So are the constraints. Growth is usually slower, and in winner-takes-most markets such as quick commerce, a bootstrapped company can simply be outspent. Founders often carry personal financial risk and draw little salary in the early years. Bootstrapping suits businesses that can earn revenue quickly: B2B software, services that grow into products, niche consumer brands and tools for professionals.',
      'Some practical lessons from founders who have done it:',
      'Charge from day one. Even a small fee tells you whether the problem is painful. A pilot that stays free forever is a research project, not a business.',
      'Start with services if you must. Many Indian SaaS companies began as consulting or agency work, then turned the tasks they kept repeating into a product.',
      'Sell to the world, spend in India. Bootstrapped SaaS teams in Coimbatore, Jaipur and Kochi sell to customers abroad in dollars while their costs stay in rupees. That margin buys time.',
      'Watch cash, not just profit. Track runway every month. Invoice promptly, offer annual plans at a discount and collect through UPI AutoPay or payment links so money arrives on time.',
      'Use what the system offers. DPIIT recognition, the Startup India Seed Fund Scheme, state startup grants and MSME schemes can provide capital without giving up equity. Incubators often add cloud credits and mentoring.',
      'Bootstrapping is not a lifelong vow either. Many founders bootstrap to product-market fit and then raise on far better terms, because a business with paying customers negotiates from strength. Others never raise and are happy running a profitable company they fully own.',
      'Whichever way you go, the bootstrapper’s mindset is worth keeping: spend as if it is your own money, because it is. Investors notice that too.',
    ),
  },
  {
    id: 5,
    title: 'The Art of Pitching Ideas to Investors',
    image: '/images/articles/art-of-pitching.webp',
    description: paragraphs(
      'Most founders think of a pitch as a presentation. Experienced investors see it differently: it is the start of a relationship in which they are trying to answer one question. Can this team build something far bigger than it is today? Everything you say should help them answer it.',
      'Start with the problem, told through a person. “SMEs struggle with working capital” is a line investors have heard a hundred times. “Ramesh runs a packaging unit in Rajkot; his largest customer pays in ninety days, so every quarter he borrows from a local lender at two percent a month” is a problem they will remember. Specific beats general, every time.',
      'Show why now. Many good ideas failed because they came too early. Explain what has changed: UPI and the Account Aggregator framework making financial data portable, ONDC opening commerce to small sellers, smartphones and cheap data reaching tier-3 towns, or a regulation that took effect last year. Timing is a large part of any investor’s bet.',
      'Be honest about traction. Angel investors in India see many decks with inflated projections. What stands out is a founder who says plainly: we have forty paying customers, twelve came through referrals, churn last month was six percent, and here is why. Real numbers, even small ones, build more confidence than a hockey-stick chart with nothing underneath.',
      'Size the market in a way that makes sense. A top-down figure like the size of Indian retail says little about your business. Build it bottom-up: how many customers like yours exist, what each would pay in a year, and what share you can realistically win in five years.',
      'Explain why you. Investors back people first. Share the insight you have that others do not: years inside the industry, a personal experience of the problem, or an unusual skill in the team. If you are a solo founder, say what you plan to do about it.',
      'Be precise about the ask. How much are you raising, what will it achieve and how long will it last? “₹75 lakh to reach ₹10 lakh in monthly revenue within eighteen months” is far stronger than “we are raising a seed round”.',
      'Then prepare for the conversation after the deck. Investors will probe your weakest assumption; welcome it. If you do not know an answer, say so and follow up within a day. That follow-through is itself a signal.',
      'Finally, do not pitch to everyone. Research investors who have backed your sector and stage. Angel networks such as Indian Angel Network, Mumbai Angels and LetsVenture publish their focus areas, and many operators quietly invest in their own domains. One relevant, warm introduction is worth more than a hundred cold emails.',
      'On IdeaIgnite, a hustler can Ignite an investor directly once their profile and videos tell the story, so the first conversation begins with context instead of a cold inbox.',
    ),
  },
  {
    id: 6,
    title: 'From Side Hustle to Scalable Business',
    image: '/images/articles/side-hustle-to-scale.webp',
    description: paragraphs(
      'Many Indian startups do not begin with a resignation letter. They begin on weekends: a software engineer in Hyderabad building a billing tool for her father’s pharmacy, a teacher in Lucknow selling exam-prep notes on Telegram, a designer in Kochi making wedding invitations for friends of friends. Side hustles are one of the country’s most underrated startup engines, because they let people test an idea while the salary keeps coming in.',
      'The hard question is when and how a side project becomes a real business. A few signals are worth watching.',
      'Demand you did not create. When customers arrive through referrals rather than your own outreach, the problem is real and your solution is working.',
      'Repeat purchases. One-time sales can be luck. Customers who come back, renew or buy more are evidence of value.',
      'You are the bottleneck. If orders pile up because you only have evenings, growth is limited by your time, not by the market.',
      'Steady income. Many founders set a threshold before making the jump, such as six months of revenue equal to half their current salary.',
      'Before going full-time, put some foundations in place. Register properly: a sole proprietorship or LLP may be enough at first, while a private limited company makes sense if you plan to raise money or give co-founders equity. Udyam registration, GST once your turnover crosses the threshold and a separate current account keep the finances clean. Read your employment contract too; some employers restrict side businesses or claim rights over work done on their equipment.',
      'Next, write down how things work. A side hustle usually runs on the founder’s memory. Scaling needs processes someone else can follow: how an order is taken, how a customer is onboarded, how a complaint is resolved. Documenting this is dull and essential.',
      'Then decide what kind of scale you want. Not every side hustle should become a venture-funded startup. A profitable business earning ₹50 lakh a year that you enjoy running is a fine outcome. If you see a path to a much larger market, you will need a team, systems and possibly capital, and your role must shift from doing everything yourself to building something that works without you at every step.',
      'Finally, reduce the risk of the jump. Ask about a sabbatical or part-time arrangement if your employer allows one, build a runway of twelve to eighteen months of personal expenses, and talk openly with your family about the plan. In India, family support often decides whether a founder can stay the course.',
      'IdeaIgnite is full of people standing at exactly this crossroads. Sharing your side project here can bring early customers, a co-founder who complements your skills, or an investor who has seen this journey many times before.',
    ),
  },
  {
    id: 7,
    title: 'Why User Feedback is Your Secret Weapon',
    image: '/images/articles/user-feedback.webp',
    description: paragraphs(
      'Every founder believes they understand their customer. The ones who succeed keep checking. User feedback is the cheapest and fastest way to find out where your product is wrong, and in a market as varied as India, where a user in Ludhiana can behave very differently from one in Madurai, assumptions break more often than founders expect.',
      'The trouble is that most feedback is collected badly. Founders ask leading questions (“Would you use an app that saves you time?”), talk more than they listen, or hear only from their happiest users. The result is comfortable, useless data. Here is what works better.',
      'Ask about the past, not the future. “When did you last face this problem, and what did you do?” reveals real behaviour. “Would you pay for this?” invites politeness. People are generous with hypothetical praise and careful with real money.',
      'Watch, do not just ask. Sit beside a shopkeeper while they use your app, or ask a user to share their screen. You will see them tap the wrong button, skip the screen you were proud of, or switch to WhatsApp to finish the task. Those moments are gold.',
      'Talk to the people who left. Churned users and those who abandoned sign-up are uncomfortable to contact, which is exactly why their feedback is rare and valuable. A short, respectful call often reveals a single broken step that is costing you a third of your users.',
      'Meet users where they are. In many Indian markets, a voice note in the user’s own language gets more honest answers than an English form. Field visits to tier-2 and tier-3 towns reveal constraints no dashboard shows: patchy networks, shared phones, full storage or a strong preference for cash on delivery.',
      'Combine words with numbers. Conversations tell you why; analytics tells you how many. If five users complain about the payment step, check the funnel. If forty percent drop off there, you have found your next priority.',
      'Then act on it, visibly. Thank people, tell them what changed because of their input and invite them back. Users who see their feedback shape a product become its advocates, and in a word-of-mouth market that is worth more than any ad budget.',
      'Feedback is a secret weapon precisely because so few founders use it well. Competitors with bigger teams and deeper pockets often move slowly because they have stopped listening. You can out-learn them. On IdeaIgnite, posting a short demo video and inviting comments is one of the quickest ways to hear from people who have no reason to be polite.',
    ),
  },
  {
    id: 8,
    title: 'Building Ethical and Sustainable Startups',
    image: '/images/articles/ethical-sustainable-startups.webp',
    description: paragraphs(
      '“Move fast and break things” was never a great motto, and in India today it is a risky one. Customers, employees, regulators and investors are paying closer attention to how startups make money, not only how much. Building ethically and sustainably is no longer a nice extra; it is part of building something that lasts.',
      'Ethics starts with data. The Digital Personal Data Protection Act, 2023 gives Indians clearer rights over their personal data and places real obligations on the businesses that collect it. Startups that collect only what they need, explain why in plain language, store it securely and delete it when it is no longer required will find compliance easier and trust stronger. Dark patterns such as hidden charges, pre-ticked consent boxes and maze-like cancellation flows may lift a metric this quarter, but they erode the trust a young brand depends on, and regulators have noticed them too.',
      'Fairness to people is the second pillar. Many Indian startups depend on delivery partners, drivers, field agents and freelancers. Paying on time, being transparent about how earnings are calculated, offering accident insurance and running a grievance channel that actually responds are practical, affordable choices. Several states have begun legislating welfare for platform workers, and founders who act early will not be caught scrambling.',
      'Inside the company, ethics looks like honest hiring, ESOP terms explained clearly before an offer is signed, a safe workplace with a functioning Internal Committee under the POSH Act, and no “internships” that are really unpaid full-time jobs.',
      'Sustainability is the third pillar. India faces severe heat waves, water stress and air pollution, and these challenges are also markets. Startups in rooftop solar, electric two-wheelers, battery recycling, water-saving agritech and circular fashion are building serious businesses around them. Even if your product has nothing to do with climate, you can make sensible choices: efficient cloud usage, less plastic in packaging and supply chains that favour local producers.',
      'Is this good business? Increasingly, yes. Large companies now report on sustainability and scrutinise their suppliers, so a B2B startup with clean practices wins contracts. Impact-focused funds and development finance institutions actively look for founders who measure social and environmental outcomes. Younger employees choose workplaces whose values they share. And customers remember how a brand treated them when something went wrong.',
      'Ethical building also means honesty with investors and with yourself: reporting real numbers, disclosing problems early and resisting the temptation to dress up metrics. Several high-profile collapses in recent years have shown what happens when governance is an afterthought.',
      'None of this requires perfection. It requires intent, and a few written principles that you actually revisit. Decide early what you will not do, even when a shortcut is tempting. At IdeaIgnite, we see more and more founders leading with purpose and profit together. That combination is the future worth building.',
    ),
  },
  {
    id: 9,
    title: 'The Rise of Digital Entrepreneurs in India',
    image: '/images/articles/digital-entrepreneurs-india.webp',
    description: paragraphs(
      'A decade ago, starting a business in a small Indian town usually meant a shop, a dealership or the family trade. Today a growing number of people in those same towns run businesses that live mostly on a phone. They sell handloom sarees on Instagram, teach spoken English over video calls, run YouTube channels on farming techniques, build apps for local clinics or design brand identities for clients in three countries. This is the rise of the digital entrepreneur, and it is reshaping who builds businesses in India.',
      'Several forces came together. Affordable smartphones and some of the cheapest mobile data in the world brought hundreds of millions of people online. UPI made receiving money as easy as showing a QR code, and it now carries more than ten billion transactions a month. Aadhaar-based e-KYC, DigiLocker and online GST registration removed paperwork that once needed a middleman. Marketplaces such as Meesho, Amazon and Flipkart, and now the Open Network for Digital Commerce (ONDC), gave small sellers access to national demand. Together, this digital public infrastructure has brought the cost of starting close to zero.',
      'The result is visible in tier-2 and tier-3 cities. Indore, Jaipur, Coimbatore, Bhubaneswar and Surat now host incubators, co-working spaces and founder meet-ups. Remote work made it normal to hire talent wherever it lives, and many engineers who moved home during the pandemic chose to stay and build there, where costs are lower and life is calmer.',
      'Creators are part of this story too. Teachers, personal-finance explainers, cooks and craftspeople are building audiences in Hindi, Tamil, Telugu, Bengali, Marathi and more, then turning those audiences into courses, products and services. The line between creator and entrepreneur has blurred.',
      'The opportunity is large, and so are the challenges. Digital entrepreneurs often struggle to get formal credit because their income is irregular and unfamiliar to lenders. Platform dependence is a real risk: a change in an algorithm or a commission rate can wipe out margins overnight. Many work alone and miss the mentorship, peer support and networks that founders in big cities take for granted. And the noise online makes it hard to be discovered.',
      'A few habits help. Spread your sales across channels so that no single platform controls your income. Build a direct relationship with customers through a WhatsApp list, a newsletter or your own website. Keep clean records and register under Udyam, or with DPIIT when you qualify, so that credit and government schemes come within reach. And find peers: a small group of people building similar things is worth more than any course.',
      'The next wave of Indian startups will not come only from Bengaluru and Gurugram. It will come from a student in Ranchi, a homemaker in Mysuru or a retired officer in Dehradun who has spotted something everyone else missed. IdeaIgnite exists to connect these digital entrepreneurs with co-founders, investors and collaborators, so that where you live no longer limits what you can build.',
    ),
  },
];
