import { describe, expect, it } from 'vitest';
import { moneyAskingIn } from './money-asking.ts';

describe('moneyAskingIn', () => {
  const asking = [
    ['Selected candidates pay a registration fee of ₹999 to confirm the seat.', 'registration fee'],
    ['A refundable security deposit of Rs. 2,000 is collected on joining.', 'security deposit'],
    ['Training charges apply for the first month.', 'Training charges'],
    ['You must pay ₹500 before the interview.', 'pay ₹500 before'],
    ['Candidates need to pay for the starter kit.', 'Candidates need to pay'],
    ['Send the amount to intern.hiring@ybl and share a screenshot.', 'Send the amount'],
    ['Our UPI for the kit: intern.hiring@ybl', 'intern.hiring@ybl'],
    ['Fees of INR 1500 for the certificate.', 'Fees of INR 1'],
    ['Share your UPI ID after selection.', 'UPI ID'],
    ['Joining ke liye fees dena hoga.', 'fees dena'],
    ['चयन के बाद पंजीकरण शुल्क जमा करें।', 'पंजीकरण शुल्क'],
    ['इंटर्नशिप के लिए ₹499 फीस जमा करनी होगी।', 'फीस जमा'],
    ['ट्रेनिंग से पहले भुगतान करना होगा।', 'भुगतान करना'],
  ] as const;
  for (const [text, words] of asking) {
    it(`holds "${text}"`, () => {
      expect(moneyAskingIn(['A fine title', text])?.toLowerCase()).toContain(words.toLowerCase());
    });
  }

  const fair = [
    'Stipend: ₹15,000 per month, paid on the 1st.',
    'Competitive pay and ESOPs for early team members.',
    'We pay for your travel to the Pune office.',
    'Annual pay ₹8–12 LPA with a yearly review.',
    'Build our UPI payments flow in React Native.',
    'You will write the payment reminders our customers receive.',
    'हर महीने ₹12,000 स्टाइपेंड मिलेगा।',
    'Candidates will never be asked to pay.',
    'Email careers@solarbox.in with questions.',
  ];
  for (const text of fair) {
    it(`lets "${text}" through`, () => {
      expect(moneyAskingIn([text])).toBeNull();
    });
  }
});
