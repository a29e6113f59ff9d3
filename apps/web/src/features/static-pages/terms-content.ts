import { PRODUCT_NAME } from '@ideaignite/contract';
import type { LegalSection } from './legal-document.tsx';

export const TERMS_INTRO = `These Terms and Conditions govern your use of the ${PRODUCT_NAME} website and services. Please read them carefully: by creating an account or using ${PRODUCT_NAME}, you agree to them.`;

export const TERMS_SECTIONS: LegalSection[] = [
  {
    id: 'about',
    title: 'About these Terms',
    body: [
      `${PRODUCT_NAME} (“${PRODUCT_NAME}”, “we”, “us”, “our”) operates an online community where people share startup ideas and where founders, co-founders, job seekers and investors discover and contact each other (the “Platform”).`,
      'These Terms form a binding agreement between you and us. They are an electronic record under the Information Technology Act, 2000 and the rules made under it, and do not need a physical or digital signature. If you do not agree to these Terms, please do not use the Platform.',
    ],
  },
  {
    id: 'eligibility',
    title: 'Who can use the Platform',
    body: [
      'You may use the Platform only if you are at least 18 years old and able to enter into a binding contract under the Indian Contract Act, 1872. If you use the Platform on behalf of a company or other organisation, you confirm that you are authorised to accept these Terms on its behalf.',
    ],
  },
  {
    id: 'account',
    title: 'Your account',
    body: [
      {
        list: [
          'Give accurate information when you sign up and keep it up to date.',
          'Keep your password confidential. You are responsible for everything done through your account.',
          'Tell us at once at legal@ideaignite.in if you believe your account has been used without your permission.',
          'Do not create an account for someone else, or more than one account for yourself, without our permission.',
        ],
      },
      'A verified badge means only that the member has confirmed their email address. It is not an endorsement, and it does not confirm a person’s identity, qualifications or funds.',
    ],
  },
  {
    id: 'roles',
    title: 'Roles and member interactions',
    body: [
      'When you sign up you choose a role: Hustler, Investor, Co-founder or Job Seeker. Roles describe how you intend to use the Platform. We do not check the claims members make about themselves, their startups or their investments.',
      'Connections, conversations, agreements and deals between members are solely between those members. Please take the same care you would take offline before sharing sensitive information, signing anything or transferring money.',
    ],
  },
  {
    id: 'content',
    title: 'Content you post',
    body: [
      'You keep ownership of the videos, blogs, talks, comments, messages and profile information you post (“Your Content”).',
      'You grant us a non-exclusive, royalty-free, worldwide licence to host, store, reproduce, display, adapt for technical purposes (such as transcoding or resizing) and distribute Your Content, only to operate, promote and improve the Platform. This licence ends when you delete Your Content or your account, except for copies kept as described in our Privacy Policy or shared by other members before deletion.',
      'Ideas you post publicly can be seen by other members. We do not sign non-disclosure agreements and cannot prevent others from developing similar ideas, so please do not post information you wish to keep confidential.',
      'You confirm that you have all the rights needed to post Your Content and that it does not infringe anyone’s intellectual property, privacy or other rights.',
    ],
  },
  {
    id: 'acceptable-use',
    title: 'Acceptable use',
    body: [
      'In line with the Information Technology (Intermediary Guidelines and Digital Media Ethics Code) Rules, 2021, you must not post, share or send anything that:',
      {
        list: [
          'belongs to someone else and you have no right to share;',
          'is obscene, pornographic, paedophilic, invasive of another’s privacy, or harassing on the basis of gender, religion, caste, ethnicity or any other ground;',
          'is defamatory, hateful, threatening, or encourages money laundering, gambling or violence;',
          'harms minors in any way;',
          'infringes any patent, trademark, copyright or other proprietary right;',
          'knowingly spreads false or misleading information, or impersonates another person;',
          'threatens the unity, integrity, defence, security or sovereignty of India, public order or friendly relations with foreign states;',
          'contains software viruses or any code designed to interrupt, destroy or limit the functioning of any computer resource;',
          'violates any law for the time being in force.',
        ],
      },
      'You must also not send spam or unsolicited bulk messages, scrape or copy data from the Platform by automated means, try to break or bypass its security, or use it to offer securities to the public.',
    ],
  },
  {
    id: 'not-advice',
    title: 'No investment advice',
    body: [
      `${PRODUCT_NAME} is a networking platform. We are not a stock exchange, a SEBI-registered intermediary, an investment adviser, a broker or a crowdfunding portal, and nothing on the Platform is an offer of securities, investment advice or a recommendation.`,
      'Any investment discussed between members is made at their own risk and must comply with applicable law, including the Companies Act, 2013, the regulations of the Securities and Exchange Board of India and the Foreign Exchange Management Act, 1999. Always do your own due diligence and take independent professional advice.',
    ],
  },
  {
    id: 'intellectual-property',
    title: 'Our intellectual property',
    body: [
      `The ${PRODUCT_NAME} name, logo, software, design and content we create belong to us or our licensors. You may use them only as needed to use the Platform, and not in any way that suggests we endorse you or your startup.`,
    ],
  },
  {
    id: 'intermediary',
    title: 'Reporting content and grievances',
    body: [
      'We act as an intermediary under Section 79 of the Information Technology Act, 2000 for content posted by members. We may remove or disable access to content that breaks these Terms or the law, and we act on lawful orders from courts and government agencies.',
      'To report content or raise a grievance, write to our Grievance Officer at legal@ideaignite.in with a link to the content and the reason for your complaint. We acknowledge complaints within 24 hours and aim to resolve them within 15 days of receipt.',
    ],
  },
  {
    id: 'fees',
    title: 'Fees',
    body: [
      'Joining the Platform and posting is free. If we introduce optional paid features in the future, we will show their prices clearly before you are charged, and you will never be charged without your explicit consent.',
    ],
  },
  {
    id: 'termination',
    title: 'Suspension and termination',
    body: [
      'You may stop using the Platform and ask us to delete your account at any time. We may suspend or close an account, or restrict features, if we reasonably believe it has broken these Terms or the law, puts other members at risk, or if we are required to do so by law. Where reasonable, we will tell you why.',
    ],
  },
  {
    id: 'disclaimers',
    title: 'Disclaimers',
    body: [
      'We work hard to keep the Platform available, secure and useful, but it is provided on an “as is” and “as available” basis. To the extent permitted by law, we do not promise that it will be uninterrupted or error-free, or that any connection will lead to a co-founder, a job or an investment.',
    ],
  },
  {
    id: 'liability',
    title: 'Limitation of liability',
    body: [
      'To the extent permitted by law, we are not liable for indirect, incidental, special or consequential losses, loss of profits or loss of data, or for the acts and content of other members. Our total liability for any claim relating to the Platform is limited to the greater of the amount you paid us in the 12 months before the claim and ₹1,000. Nothing in these Terms limits liability that cannot be limited under Indian law.',
    ],
  },
  {
    id: 'indemnity',
    title: 'Indemnity',
    body: [
      'You agree to compensate us for reasonable losses and costs, including legal fees, arising from Your Content, your breach of these Terms or your violation of anyone’s rights.',
    ],
  },
  {
    id: 'changes',
    title: 'Changes to these Terms',
    body: [
      'We may update these Terms as the Platform or the law changes. For material changes we will notify you by email or on the Platform at least 15 days before they take effect. If you keep using the Platform after that, the updated Terms apply.',
    ],
  },
  {
    id: 'law',
    title: 'Governing law and disputes',
    body: [
      'These Terms are governed by the laws of India. We encourage you to contact us first so that we can try to resolve any dispute informally. Subject to that, the courts at Bengaluru, Karnataka have exclusive jurisdiction over any dispute arising from these Terms or the Platform.',
    ],
  },
  {
    id: 'contact',
    title: 'Contact us',
    body: [
      `Questions about these Terms? Write to legal@ideaignite.in or to ${PRODUCT_NAME}, Bengaluru, Karnataka, India.`,
    ],
  },
];
