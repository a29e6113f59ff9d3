/**
 * The Privacy Policy and the Terms in English (the source; words/hi.ts mirrors it). A catalogue
 * of its own so that only the two legal pages download this much prose.
 */
export const en = {
  privacyIntro: (product: string) =>
    `This Privacy Policy explains what personal data ${product} collects, why, how long we keep it and the rights you have under India’s Digital Personal Data Protection Act, 2023 (the “DPDP Act”) and the Information Technology Act, 2000.`,
  privacyWhoTitle: 'Who we are',
  privacyWho: (product: string) =>
    `${product}, based in Bengaluru, Karnataka, India, is the Data Fiduciary for the personal data processed through the ${product} website and services (the “Platform”). This means we decide why and how your personal data is processed, and we are responsible for protecting it.`,
  privacyCollectTitle: 'Personal data we collect',
  privacyCollectAccount:
    'Account data: your email address, your password (stored only as a strong one-way hash, never in readable form) and the role you choose.',
  privacyCollectProfile:
    'Profile data you choose to add: name, profile picture, phone number, bio, contact email, project and stage, skills, interests, investor type, desired role and similar details.',
  privacyCollectContent:
    'Content: videos, blogs, talks, comments and likes you post, and the messages you send to other members.',
  privacyCollectActivity:
    'Activity data: connection requests (Ignites), notifications, and the dates and times of your actions.',
  privacyCollectContact: 'Contact form data: your name, email address and message when you write to us.',
  privacyCollectTechnical:
    'Technical data: IP address, browser and device type, pages visited, and server logs needed to keep the Platform secure and working.',
  privacyUseTitle: 'Why we use your data',
  privacyUseIntro:
    'We process personal data only for clear, lawful purposes, based on the consent you give when you sign up and use a feature, or for legitimate uses permitted by Section 7 of the DPDP Act:',
  privacyUseAccount: 'to create and secure your account and keep you signed in;',
  privacyUseProfile: 'to show your profile and content to other members and help them discover you;',
  privacyUseDeliver: 'to deliver messages, connection requests and notifications;',
  privacyUseSupport: 'to answer your questions and support requests;',
  privacyUseAbuse: 'to detect and prevent fraud, spam, abuse and security incidents;',
  privacyUseImprove: 'to understand, in aggregate, how the Platform is used so that we can improve it;',
  privacyUseLaw: 'to comply with our legal obligations and lawful requests from authorities.',
  privacyUseNoSale:
    'We do not sell your personal data, and we do not use it for advertising by third parties.',
  privacyVisibilityTitle: 'What other members can see',
  privacyVisibility:
    'Your profile, the role you chose and the content you post are visible to signed-in members. Your account email address is not shown on your profile; a contact email appears only if you add one. Messages are visible only to the people in the conversation. Please think before you post your phone number or other personal details publicly.',
  privacySharingTitle: 'Who we share data with',
  privacySharingProcessors:
    'Service providers who act as our Data Processors, such as cloud hosting, file storage, email delivery and product analytics. They process data only on our instructions, under a written contract and with appropriate security.',
  privacySharingAuthorities:
    'Authorities, courts or regulators where Indian law requires it, or to protect the rights, safety and security of our members and the public.',
  privacySharingSuccessor:
    'A successor entity in a merger, acquisition or restructuring, which must keep protecting your data as this Policy describes.',
  privacyStorageTitle: 'Where your data is stored',
  privacyStorage:
    'Your data may be processed on servers located in India or abroad. Any transfer outside India follows Section 16 of the DPDP Act and never goes to a country or territory restricted by the Government of India.',
  privacyRetentionTitle: 'How long we keep it',
  privacyRetention:
    'We keep your personal data while your account is active. When you delete your account, we delete or anonymise your personal data within 90 days, except where we must keep it longer by law. For example, security logs are retained for 180 days as required by CERT-In directions, and records may be kept longer to resolve disputes or meet legal obligations.',
  privacySecurityTitle: 'How we protect it',
  privacySecurity:
    'We follow reasonable security practices as required by Section 43A of the Information Technology Act, 2000 and the rules made under it. These include encryption in transit, hashed passwords, access controls, the least access needed for our staff, and monitoring for abuse. If a personal data breach occurs, we will inform the Data Protection Board of India and affected members as the DPDP Act requires.',
  privacyRightsTitle: 'Your rights',
  privacyRightsIntro: 'Under the DPDP Act you have the right to:',
  privacyRightsSummary:
    'obtain a summary of the personal data we process about you and of the processing activities;',
  privacyRightsCorrect:
    'correct, complete or update inaccurate or incomplete data, most of which you can do yourself from your profile;',
  privacyRightsErase:
    'erase your personal data when it is no longer needed for the purpose it was collected for, including by deleting your account;',
  privacyRightsWithdraw:
    'withdraw your consent at any time, as easily as you gave it, without affecting processing carried out before withdrawal;',
  privacyRightsNominate:
    'nominate another person to exercise your rights in the event of your death or incapacity;',
  privacyRightsRedress:
    'have your grievances redressed by us, and then by the Data Protection Board of India if you are not satisfied with our response.',
  privacyRightsExercise:
    'To exercise any of these rights, email privacy@ideaignite.in from the address linked to your account. We will respond within 30 days.',
  privacyChildrenTitle: 'Children',
  privacyChildren:
    'The Platform is meant for adults aged 18 or over. We do not knowingly process the personal data of children. If you believe a child has created an account, please write to privacy@ideaignite.in and we will delete it.',
  privacyDeviceTitle: 'Cookies and local storage',
  privacyDevice:
    'We store a sign-in token and your user ID in your browser’s local storage so that you stay signed in. We also use a product analytics tool to count page views and key actions, such as sign-up and sign-in attempts. You can clear this data at any time from your browser settings, which will sign you out.',
  privacyChangesTitle: 'Changes to this Policy',
  privacyChanges:
    'We may update this Policy as the Platform or the law changes. For material changes we will notify you by email or on the Platform before they take effect, and we will ask for fresh consent where the law requires it.',
  privacyGrievanceTitle: 'Contact and Grievance Officer',
  privacyGrievance: (product: string) =>
    `For any question, request or complaint about your personal data, contact our Grievance Officer at privacy@ideaignite.in or write to ${product}, Bengaluru, Karnataka, India. We acknowledge complaints within 24 hours.`,

  termsIntro: (product: string) =>
    `These Terms and Conditions govern your use of the ${product} website and services. Please read them carefully: by creating an account or using ${product}, you agree to them.`,
  termsAboutTitle: 'About these Terms',
  termsAboutPlatform: (product: string) =>
    `${product} (“${product}”, “we”, “us”, “our”) operates an online community where people share startup ideas and where founders, co-founders, job seekers and investors discover and contact each other (the “Platform”).`,
  termsAboutAgreement:
    'These Terms form a binding agreement between you and us. They are an electronic record under the Information Technology Act, 2000 and the rules made under it, and do not need a physical or digital signature. If you do not agree to these Terms, please do not use the Platform.',
  termsEligibilityTitle: 'Who can use the Platform',
  termsEligibility:
    'You may use the Platform only if you are at least 18 years old and able to enter into a binding contract under the Indian Contract Act, 1872. If you use the Platform on behalf of a company or other organisation, you confirm that you are authorised to accept these Terms on its behalf.',
  termsAccountTitle: 'Your account',
  termsAccountAccurate: 'Give accurate information when you sign up and keep it up to date.',
  termsAccountPassword:
    'Keep your password confidential. You are responsible for everything done through your account.',
  termsAccountMisuse:
    'Tell us at once at legal@ideaignite.in if you believe your account has been used without your permission.',
  termsAccountOne:
    'Do not create an account for someone else, or more than one account for yourself, without our permission.',
  termsAccountBadge:
    'A verified badge means only that the member has confirmed their email address. It is not an endorsement, and it does not confirm a person’s identity, qualifications or funds.',
  termsRolesTitle: 'Roles and member interactions',
  termsRolesChoose:
    'When you sign up you choose a role: Hustler, Investor, Co-founder or Job Seeker. Roles describe how you intend to use the Platform. We do not check the claims members make about themselves, their startups or their investments.',
  termsRolesDeals:
    'Connections, conversations, agreements and deals between members are solely between those members. Please take the same care you would take offline before sharing sensitive information, signing anything or transferring money.',
  termsContentTitle: 'Content you post',
  termsContentOwnership:
    'You keep ownership of the videos, blogs, talks, comments, messages and profile information you post (“Your Content”).',
  termsContentLicence:
    'You grant us a non-exclusive, royalty-free, worldwide licence to host, store, reproduce, display, adapt for technical purposes (such as transcoding or resizing) and distribute Your Content, only to operate, promote and improve the Platform. This licence ends when you delete Your Content or your account, except for copies kept as described in our Privacy Policy or shared by other members before deletion.',
  termsContentPublic:
    'Ideas you post publicly can be seen by other members. We do not sign non-disclosure agreements and cannot prevent others from developing similar ideas, so please do not post information you wish to keep confidential.',
  termsContentRights:
    'You confirm that you have all the rights needed to post Your Content and that it does not infringe anyone’s intellectual property, privacy or other rights.',
  termsUseTitle: 'Acceptable use',
  termsUseIntro:
    'In line with the Information Technology (Intermediary Guidelines and Digital Media Ethics Code) Rules, 2021, you must not post, share or send anything that:',
  termsUseOthers: 'belongs to someone else and you have no right to share;',
  termsUseObscene:
    'is obscene, pornographic, paedophilic, invasive of another’s privacy, or harassing on the basis of gender, religion, caste, ethnicity or any other ground;',
  termsUseHateful:
    'is defamatory, hateful, threatening, or encourages money laundering, gambling or violence;',
  termsUseMinors: 'harms minors in any way;',
  termsUseInfringes: 'infringes any patent, trademark, copyright or other proprietary right;',
  termsUseFalse: 'knowingly spreads false or misleading information, or impersonates another person;',
  termsUseSovereignty:
    'threatens the unity, integrity, defence, security or sovereignty of India, public order or friendly relations with foreign states;',
  termsUseViruses:
    'contains software viruses or any code designed to interrupt, destroy or limit the functioning of any computer resource;',
  termsUseLaw: 'violates any law for the time being in force.',
  termsUseSpam:
    'You must also not send spam or unsolicited bulk messages, scrape or copy data from the Platform by automated means, try to break or bypass its security, or use it to offer securities to the public.',
  termsAdviceTitle: 'No investment advice',
  termsAdviceNetworking: (product: string) =>
    `${product} is a networking platform. We are not a stock exchange, a SEBI-registered intermediary, an investment adviser, a broker or a crowdfunding portal, and nothing on the Platform is an offer of securities, investment advice or a recommendation.`,
  termsAdviceRisk:
    'Any investment discussed between members is made at their own risk and must comply with applicable law, including the Companies Act, 2013, the regulations of the Securities and Exchange Board of India and the Foreign Exchange Management Act, 1999. Always do your own due diligence and take independent professional advice.',
  termsPropertyTitle: 'Our intellectual property',
  termsProperty: (product: string) =>
    `The ${product} name, logo, software, design and content we create belong to us or our licensors. You may use them only as needed to use the Platform, and not in any way that suggests we endorse you or your startup.`,
  termsIntermediaryTitle: 'Reporting content and grievances',
  termsIntermediary:
    'We act as an intermediary under Section 79 of the Information Technology Act, 2000 for content posted by members. We may remove or disable access to content that breaks these Terms or the law, and we act on lawful orders from courts and government agencies.',
  termsGrievance:
    'To report content or raise a grievance, write to our Grievance Officer at legal@ideaignite.in with a link to the content and the reason for your complaint. We acknowledge complaints within 24 hours and aim to resolve them within 15 days of receipt.',
  termsFeesTitle: 'Fees',
  termsFees:
    'Joining the Platform and posting is free. If we introduce optional paid features in the future, we will show their prices clearly before you are charged, and you will never be charged without your explicit consent.',
  termsTerminationTitle: 'Suspension and termination',
  termsTermination:
    'You may stop using the Platform and ask us to delete your account at any time. We may suspend or close an account, or restrict features, if we reasonably believe it has broken these Terms or the law, puts other members at risk, or if we are required to do so by law. Where reasonable, we will tell you why.',
  termsDisclaimersTitle: 'Disclaimers',
  termsDisclaimers:
    'We work hard to keep the Platform available, secure and useful, but it is provided on an “as is” and “as available” basis. To the extent permitted by law, we do not promise that it will be uninterrupted or error-free, or that any connection will lead to a co-founder, a job or an investment.',
  termsLiabilityTitle: 'Limitation of liability',
  termsLiability:
    'To the extent permitted by law, we are not liable for indirect, incidental, special or consequential losses, loss of profits or loss of data, or for the acts and content of other members. Our total liability for any claim relating to the Platform is limited to the greater of the amount you paid us in the 12 months before the claim and ₹1,000. Nothing in these Terms limits liability that cannot be limited under Indian law.',
  termsIndemnityTitle: 'Indemnity',
  termsIndemnity:
    'You agree to compensate us for reasonable losses and costs, including legal fees, arising from Your Content, your breach of these Terms or your violation of anyone’s rights.',
  termsChangesTitle: 'Changes to these Terms',
  termsChanges:
    'We may update these Terms as the Platform or the law changes. For material changes we will notify you by email or on the Platform at least 15 days before they take effect. If you keep using the Platform after that, the updated Terms apply.',
  termsLawTitle: 'Governing law and disputes',
  termsLaw:
    'These Terms are governed by the laws of India. We encourage you to contact us first so that we can try to resolve any dispute informally. Subject to that, the courts at Bengaluru, Karnataka have exclusive jurisdiction over any dispute arising from these Terms or the Platform.',
  termsContactTitle: 'Contact us',
  termsContact: (product: string) =>
    `Questions about these Terms? Write to legal@ideaignite.in or to ${product}, Bengaluru, Karnataka, India.`,
};
