import type { Catalogue } from '../../../lib/i18n/messages.ts';
import type { en } from './en.ts';

/** The profile pages and set-up forms in Hindi. */
export default {
  // Own profile, another member's profile, the update screen
  yourProfile: 'आपकी प्रोफ़ाइल',
  profile: 'प्रोफ़ाइल',
  loadingYourProfile: 'आपकी प्रोफ़ाइल लोड हो रही है…',
  loadingProfile: 'प्रोफ़ाइल लोड हो रही है…',
  updateProfileButton: 'प्रोफ़ाइल अपडेट करें',
  settingsLink: 'सेटिंग्स',
  ownEmpty: 'आपकी प्रोफ़ाइल अभी थोड़ी ख़ाली है। एक फ़ोटो, अपनी कहानी और अपनी स्किल्स जोड़ें, ताकि सही लोग आप तक पहुँच सकें।',
  otherEmpty: (name: string) => `${name} ने अभी तक अपनी प्रोफ़ाइल नहीं भरी है।`,
  yourOwnProfile: 'आपकी अपनी प्रोफ़ाइल',
  message: 'मैसेज करें',
  updateTitle: 'प्रोफ़ाइल अपडेट करें',
  updateHeading: 'अपनी प्रोफ़ाइल अपडेट करें',
  updateIntroForRole: (role: string) =>
    `अपनी ${role} प्रोफ़ाइल ताज़ा रखें: लोग कुछ ही सेकंड में तय कर लेते हैं कि आपसे संपर्क करें या नहीं।`,
  updateIntro: 'अपनी प्रोफ़ाइल ताज़ा रखें: लोग कुछ ही सेकंड में तय कर लेते हैं कि आपसे संपर्क करें या नहीं।',
  cancel: 'रद्द करें',
  saveChanges: 'बदलाव सेव करें',
  saving: 'सेव हो रहा है…',

  // Profile header, details and status
  summaryLabel: 'प्रोफ़ाइल का सारांश',
  verified: 'वेरिफ़ाइड',
  verifiedEmail: 'वेरिफ़ाइड ईमेल',
  joined: (when: string) => `${when} से सदस्य`,
  about: 'परिचय',
  stillToAdd: 'अभी जोड़ना बाक़ी है:',
  gapsNudge: (fields: string) => `${fields}। पूरी प्रोफ़ाइल से सही लोग आपको आसानी से ढूँढ पाते हैं।`,
  errorPrefix: (message: string) => `त्रुटि: ${message}`,
  tryAgain: 'फिर से कोशिश करें',
  ok: 'ठीक है',

  // Set-up forms
  hustlerTitle: 'अपनी Hustler प्रोफ़ाइल बनाएँ',
  hustlerIntro:
    'कम्युनिटी को अपने और अपने आइडिया के बारे में बताएँ। इन्वेस्टर और को-फ़ाउंडर ये प्रोफ़ाइल देखते हैं, इसलिए ईमानदारी से लिखी कुछ पंक्तियाँ बहुत काम आती हैं।',
  cofounderTitle: 'अपनी Co-founder प्रोफ़ाइल बनाएँ',
  cofounderIntro:
    'बताएँ कि आप किस काम में माहिर हैं और क्या बनाने का सपना देखते हैं, ताकि पार्टनर ढूँढ रहे फ़ाउंडर आप तक पहुँच सकें।',
  investorTitle: 'अपनी Investor प्रोफ़ाइल बनाएँ',
  investorIntro:
    'फ़ाउंडर्स को बताएँ कि आप कैसे इन्वेस्ट करते हैं और आपको क्या आकर्षित करता है, ताकि सही स्टार्टअप आप तक पहुँच सकें।',
  jobseekerTitle: 'अपनी Job Seeker प्रोफ़ाइल बनाएँ',
  jobseekerIntro: (product: string) =>
    `शुरुआती दौर की टीमों को बताएँ कि आप कौन-सा रोल चाहते हैं और किस काम में माहिर हैं। ${product} पर स्टार्टअप हमेशा ऐसे लोगों की तलाश में रहते हैं जिन्हें कुछ नया बनाना पसंद है।`,
  homeLabel: (product: string) => `${product} होम`,
  lastStep: (role: string) => `${role} प्रोफ़ाइल · बस एक आख़िरी क़दम`,
  openRoleForm: (role: string) => `${role} फ़ॉर्म खोलें`,
  changeLater: 'आप यह सब बाद में अपनी प्रोफ़ाइल से बदल सकते हैं।',
  howWeUseDetails: 'हम आपकी जानकारी का इस्तेमाल कैसे करते हैं',
  skipForNow: 'अभी छोड़ें',
  saveProfile: 'प्रोफ़ाइल सेव करें',

  // Picture
  profilePicture: 'प्रोफ़ाइल फ़ोटो',
  previewAlt: 'आपकी नई प्रोफ़ाइल फ़ोटो की झलक',
  currentPictureAlt: 'आपकी मौजूदा प्रोफ़ाइल फ़ोटो',
  noImage: 'कोई फ़ोटो नहीं',
  changePicture: 'फ़ोटो बदलें',
  choosePicture: 'फ़ोटो चुनें',
  removeNewPicture: 'नई फ़ोटो हटाएँ',
  pictureNote: (megabytes: number) =>
    `PNG, JPEG, WebP या GIF, ${megabytes} MB तक। साफ़ और मुस्कुराती फ़ोटो से भरोसा बनता है।`,

  // Fields (labels also head the profile's details)
  userName: 'यूज़र नेम',
  phoneNumber: 'फ़ोन नंबर',
  phonePlaceholder: '+91 98765 43210',
  phoneHint: 'आपका मोबाइल नंबर; भारत के बाहर का नंबर हो तो + और कंट्री कोड से शुरू करें।',
  bio: 'बायो',
  bioHint: 'अपने बारे में कुछ पंक्तियाँ: आप कौन हैं और आपको क्या प्रेरित करता है।',
  project: 'प्रोजेक्ट',
  projectHint: 'आपकी कंपनी या आइडिया का नाम।',
  projectRequiredHint: 'ज़रूरी: आपकी कंपनी या आइडिया का नाम।',
  currentStage: 'मौजूदा स्टेज',
  currentWorkQuestion: 'आप अभी किस पर काम कर रहे हैं?',
  currentWorkHint: 'आप कौन-सी समस्या हल कर रहे हैं और अभी उसमें कहाँ तक पहुँचे हैं।',
  contributionQuestion: 'आप किस तरह योगदान देते हैं?',
  contributionHint: 'टीम में आपकी भूमिका: प्रोडक्ट, सेल्स, टेक, डिज़ाइन…',
  yourSkills: 'आपकी स्किल्स',
  yourSkillsHint: 'जो-जो आप पर सही बैठें, सब चुनें।',
  skills: 'स्किल्स',
  skillsHint: 'स्किल्स को कॉमा से अलग करें, जैसे तेज़ी से काम पूरा करना, नेटवर्किंग।',
  strengths: 'ख़ूबियाँ',
  cofounderStrengthsHint: 'अपनी स्किल्स को कॉमा से अलग करें, जैसे प्रोडक्ट डिज़ाइन, ग्रोथ मार्केटिंग, रिएक्ट।',
  vision: 'विज़न',
  visionHint: 'आपका ड्रीम प्रोजेक्ट: आप क्या बनाना चाहेंगे, और क्यों?',
  superpower: 'सुपरपावर',
  superpowerHint: 'वह एक काम जो आप ज़्यादातर लोगों से बेहतर करते हैं।',
  contactEmail: 'संपर्क ईमेल',
  contactEmailHint: 'जहाँ फ़ाउंडर आपसे संपर्क कर सकें।',
  investorType: 'इन्वेस्टर का प्रकार',
  investorTypeEmpty: 'जो आप पर सही बैठे, वह चुनें',
  interestAreas: 'रुचि के क्षेत्र',
  interestAreasHint: 'वे सभी क्षेत्र चुनें जिनके बारे में आप जानना चाहेंगे।',
  investorBioHint: 'अपने बारे में और आप कैसे इन्वेस्ट करते हैं, इस पर कुछ पंक्तियाँ।',
  excitementQuestion: 'आपको क्या उत्साहित करता है',
  excitementHint: 'किस तरह के फ़ाउंडर और आइडिया में आप पैसा लगाना पसंद करते हैं।',
  desiredRole: 'पसंदीदा रोल',
  desiredRoleHint: 'जैसे प्रोडक्ट इंटर्न, फ़्रंटएंड डेवलपर।',
  aboutMe: 'मेरे बारे में',
  aboutMeHint: 'अब तक की आपकी कहानी, और वह टीम जिसमें आप शामिल होना चाहेंगे।',
  jobseekerStrengthsHint: 'अपनी स्किल्स को कॉमा से अलग करें, जैसे फ़िग्मा, कस्टमर रिसर्च, SQL।',
  dreamProject: 'ड्रीम प्रोजेक्ट',
  dreamProjectHint: 'वह प्रोजेक्ट जिस पर आप काम करना चाहेंगे।',

  // Details only: the owner's answers, in the first person
  currentWorkFact: 'फ़िलहाल किस पर काम चल रहा है',
  contributionFact: 'मेरा योगदान',
  excitementFact: 'मुझे क्या उत्साहित करता है',
} satisfies Catalogue<typeof en>;
