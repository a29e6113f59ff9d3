/**
 * Does a posting ask candidates for money? Fake internships that charge a "registration fee" are a
 * scam India's cybercrime centre warns about; a posting whose words ask for a fee, a deposit or a
 * payment (in English, Hindi or Hinglish), or give a UPI handle to pay to, waits for a moderator.
 *
 * The patterns look for asking, not for money: a posting may say what it pays ("₹15,000 a month",
 * "competitive pay", "annual pay"); it may not say what the candidate pays. The web runs the same
 * check as the poster types, so the reason is shown before anything is sent.
 */

/** Each pattern, and the reason shown to the poster when it matches (the matched words are quoted with it). */
const PATTERNS: readonly RegExp[] = [
  // A fee or deposit by name: "registration fee", "security deposit", "training charges".
  /\b(registration|registeration|regn|security|training|joining|processing|application|enrol(?:l?ment)?|onboarding|kit|refundable|interview|verification|certificate|document(?:ation)?)\s+(fees?|deposits?|charges?|amount|money)\b/i,
  // Paying by name: "pay a fee", "pay Rs 500", "pay ₹999", "pay us", "make a payment of".
  /\bpay(?:ing)?\s+(?:a|an|the)\s+(?:[\w-]+\s+){0,2}(fees?|deposit|amount|charges?)\b/i,
  /\bpay\s+(?:rs\.?|inr|₹)\s*\d[\d,]*\s*(?:\/-)?\s*(?:to|as|for|before|at|upfront|in\s+advance)\b/i,
  /\bpay\s+us\b/i,
  /\b(make|send|transfer|deposit)\s+(?:a\s+|the\s+)?(payment|money|amount|deposit)\b/i,
  /\b(candidates?|applicants?|students?|interns?|you)\s+(must|need\s+to|have\s+to|has\s+to|should|will\s+have\s+to|are\s+required\s+to)\s+(pay|deposit)\b/i,
  /\b(fees?|deposit|charges?)\s+(of|is|are)\s+(rs\.?|inr|₹)\s*\d/i,
  /\b(rs\.?|inr|₹)\s*\d[\d,]*\s*(registration|security|training|joining|processing|refundable)?\s*(fees?|deposit|charges?)\b/i,
  // A UPI handle (name@bank) or a payment app to send to.
  /\b[\w.-]{2,}@(?:upi|ybl|ibl|axl|paytm|apl|okaxis|oksbi|okhdfcbank|okicici|yapl|ikwik|jupiteraxis|fbl|pingpay|abfspay|waicici|freecharge)\b/i,
  /\bupi\s*(id|handle|number|no\.?)\b/i,
  /\b(g\s?pay|google\s+pay|phone\s?pe|paytm)\s+(to|on|at|number|no\.?)\b/i,
  // Hinglish: "fees dena hoga", "paise jama karne", "registration charge lagega".
  /\b(fees?|fee|paise|paisa|rupaye|rupees|amount|charge)\s+(dena|deni|dene|jama|bharna|bharni|lagega|lagegi|lagti|lagta)\b/i,
  // Hindi: "पंजीकरण शुल्क", "रजिस्ट्रेशन फीस", "सिक्योरिटी डिपॉजिट", "शुल्क जमा करें", "भुगतान करना होगा".
  /(पंजीकरण|रजिस्ट्रेशन|प्रशिक्षण|ट्रेनिंग|सिक्योरिटी|सुरक्षा|जॉइनिंग|ज्वाइनिंग|आवेदन|प्रोसेसिंग)\s*(शुल्क|फ़ीस|फीस|राशि|डिपॉजिट|डिपॉज़िट|जमा|चार्ज)/,
  /(शुल्क|फ़ीस|फीस|राशि|पैसे|रुपये|डिपॉजिट|डिपॉज़िट)\s*(जमा|देना|देनी|देने|भरना|भरनी|भरें|लगेगा|लगेगी|का\s+भुगतान)/,
  /भुगतान\s*(करना|करें|करने|करना\s+होगा)/,
];

/** The first words in `texts` that ask for money, or null when none do. */
export function moneyAskingIn(texts: readonly string[]): string | null {
  for (const text of texts) {
    for (const pattern of PATTERNS) {
      const found = pattern.exec(text);
      if (found) return found[0].trim().replace(/\s+/g, ' ');
    }
  }
  return null;
}
