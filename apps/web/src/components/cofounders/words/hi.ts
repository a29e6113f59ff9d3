import type { Catalogue } from '../../../lib/i18n/words.ts';
import type { en } from './en.ts';

/** Co-founder invites and connections, in Hindi. */
export default {
  receivedHeading: 'आपके लिए इनवाइट',
  sentHeading: 'आपके भेजे इनवाइट',
  connectionsHeading: 'आपके को-फ़ाउंडर कनेक्शन',
  noReceived: 'आपके जवाब का इंतज़ार करता कोई इनवाइट नहीं है।',
  noSent: 'आपने अभी तक किसी को इनवाइट नहीं किया है।',
  noConnections: 'अभी कोई को-फ़ाउंडर कनेक्शन नहीं है। कोई इनवाइट स्वीकार करें, या किसी मैच को इनवाइट करें।',
  findMatches: 'को-फ़ाउंडर मैच ढूँढें',
  accept: 'स्वीकार करें',
  decline: 'अस्वीकार करें',
  acceptFrom: (name: string) => `${name} का इनवाइट स्वीकार करें`,
  declineFrom: (name: string) => `${name} का इनवाइट अस्वीकार करें`,
  waiting: 'जवाब का इंतज़ार है',
  theirNote: 'उनका नोट',
  yourNote: 'आपका नोट',
  connectedWith: (name: string) => `आप ${name} से जुड़ गए हैं। नमस्ते कहें!`,
  declinedFrom: (name: string) => `आपने ${name} का इनवाइट अस्वीकार कर दिया।`,
  loading: 'आपके को-फ़ाउंडर इनवाइट लोड हो रहे हैं…',
  roleHustler: 'हसलर',
  roleCofounder: 'को-फ़ाउंडर',
  someone: 'एक सदस्य',
} satisfies Catalogue<typeof en>;
