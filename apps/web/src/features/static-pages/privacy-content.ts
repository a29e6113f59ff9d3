import { PRODUCT_NAME } from '@ideaignite/contract';
import type { LegalSection } from './legal-document.tsx';

export const PRIVACY_INTRO = `This Privacy Policy explains what personal data ${PRODUCT_NAME} collects, why, how long we keep it and the rights you have under India’s Digital Personal Data Protection Act, 2023 (the “DPDP Act”) and the Information Technology Act, 2000.`;

export const PRIVACY_SECTIONS: LegalSection[] = [
  {
    id: 'who-we-are',
    title: 'Who we are',
    body: [
      `${PRODUCT_NAME}, based in Bengaluru, Karnataka, India, is the Data Fiduciary for the personal data processed through the ${PRODUCT_NAME} website and services (the “Platform”). This means we decide why and how your personal data is processed, and we are responsible for protecting it.`,
    ],
  },
  {
    id: 'data-we-collect',
    title: 'Personal data we collect',
    body: [
      {
        list: [
          'Account data: your email address, your password (stored only as a strong one-way hash, never in readable form) and the role you choose.',
          'Profile data you choose to add: name, profile picture, phone number, bio, contact email, project and stage, skills, interests, investor type, desired role and similar details.',
          'Content: videos, blogs, talks, comments and likes you post, and the messages you send to other members.',
          'Activity data: connection requests (Ignites), notifications, and the dates and times of your actions.',
          'Contact form data: your name, email address and message when you write to us.',
          'Technical data: IP address, browser and device type, pages visited, and server logs needed to keep the Platform secure and working.',
        ],
      },
    ],
  },
  {
    id: 'how-we-use',
    title: 'Why we use your data',
    body: [
      'We process personal data only for clear, lawful purposes, based on the consent you give when you sign up and use a feature, or for legitimate uses permitted by Section 7 of the DPDP Act:',
      {
        list: [
          'to create and secure your account and keep you signed in;',
          'to show your profile and content to other members and help them discover you;',
          'to deliver messages, connection requests and notifications;',
          'to answer your questions and support requests;',
          'to detect and prevent fraud, spam, abuse and security incidents;',
          'to understand, in aggregate, how the Platform is used so that we can improve it;',
          'to comply with our legal obligations and lawful requests from authorities.',
        ],
      },
      'We do not sell your personal data, and we do not use it for advertising by third parties.',
    ],
  },
  {
    id: 'visibility',
    title: 'What other members can see',
    body: [
      'Your profile, the role you chose and the content you post are visible to signed-in members. Your account email address is not shown on your profile; a contact email appears only if you add one. Messages are visible only to the people in the conversation. Please think before you post your phone number or other personal details publicly.',
    ],
  },
  {
    id: 'sharing',
    title: 'Who we share data with',
    body: [
      {
        list: [
          'Service providers who act as our Data Processors, such as cloud hosting, file storage, email delivery and product analytics. They process data only on our instructions, under a written contract and with appropriate security.',
          'Authorities, courts or regulators where Indian law requires it, or to protect the rights, safety and security of our members and the public.',
          'A successor entity in a merger, acquisition or restructuring, which must keep protecting your data as this Policy describes.',
        ],
      },
    ],
  },
  {
    id: 'storage',
    title: 'Where your data is stored',
    body: [
      'Your data may be processed on servers located in India or abroad. Any transfer outside India follows Section 16 of the DPDP Act and never goes to a country or territory restricted by the Government of India.',
    ],
  },
  {
    id: 'retention',
    title: 'How long we keep it',
    body: [
      'We keep your personal data while your account is active. When you delete your account, we delete or anonymise your personal data within 90 days, except where we must keep it longer by law. For example, security logs are retained for 180 days as required by CERT-In directions, and records may be kept longer to resolve disputes or meet legal obligations.',
    ],
  },
  {
    id: 'security',
    title: 'How we protect it',
    body: [
      'We follow reasonable security practices as required by Section 43A of the Information Technology Act, 2000 and the rules made under it. These include encryption in transit, hashed passwords, access controls, the least access needed for our staff, and monitoring for abuse. If a personal data breach occurs, we will inform the Data Protection Board of India and affected members as the DPDP Act requires.',
    ],
  },
  {
    id: 'your-rights',
    title: 'Your rights',
    body: [
      'Under the DPDP Act you have the right to:',
      {
        list: [
          'obtain a summary of the personal data we process about you and of the processing activities;',
          'correct, complete or update inaccurate or incomplete data, most of which you can do yourself from your profile;',
          'erase your personal data when it is no longer needed for the purpose it was collected for, including by deleting your account;',
          'withdraw your consent at any time, as easily as you gave it, without affecting processing carried out before withdrawal;',
          'nominate another person to exercise your rights in the event of your death or incapacity;',
          'have your grievances redressed by us, and then by the Data Protection Board of India if you are not satisfied with our response.',
        ],
      },
      'To exercise any of these rights, email privacy@ideaignite.in from the address linked to your account. We will respond within 30 days.',
    ],
  },
  {
    id: 'children',
    title: 'Children',
    body: [
      'The Platform is meant for adults aged 18 or over. We do not knowingly process the personal data of children. If you believe a child has created an account, please write to privacy@ideaignite.in and we will delete it.',
    ],
  },
  {
    id: 'storage-on-device',
    title: 'Cookies and local storage',
    body: [
      'We store a sign-in token and your user ID in your browser’s local storage so that you stay signed in. We also use a product analytics tool to count page views and key actions, such as sign-up and sign-in attempts. You can clear this data at any time from your browser settings, which will sign you out.',
    ],
  },
  {
    id: 'changes',
    title: 'Changes to this Policy',
    body: [
      'We may update this Policy as the Platform or the law changes. For material changes we will notify you by email or on the Platform before they take effect, and we will ask for fresh consent where the law requires it.',
    ],
  },
  {
    id: 'grievance-officer',
    title: 'Contact and Grievance Officer',
    body: [
      `For any question, request or complaint about your personal data, contact our Grievance Officer at privacy@ideaignite.in or write to ${PRODUCT_NAME}, Bengaluru, Karnataka, India. We acknowledge complaints within 24 hours.`,
    ],
  },
];
