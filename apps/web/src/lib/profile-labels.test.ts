import { toHindi } from '@ideaignite/contract/hi';
import { describe, expect, it } from 'vitest';
import { filled, placeLabel, ticketRangeLabel } from './profile-labels.ts';

const english = (text: string) => text;
const LAKH = 100_000;
const CRORE = 10_000_000;

describe('filled', () => {
  it('keeps text with content, trimmed, and makes empty text null', () => {
    expect(filled('  Pune ')).toBe('Pune');
    expect(filled('   ')).toBeNull();
    expect(filled('')).toBeNull();
    expect(filled(null)).toBeNull();
    expect(filled(undefined)).toBeNull();
  });
});

describe('placeLabel', () => {
  it('names the city and the state, either alone, or nothing', () => {
    expect(placeLabel('Pune', 'MH', english)).toBe('Pune, Maharashtra');
    expect(placeLabel('  Kolhapur ', null, english)).toBe('Kolhapur');
    expect(placeLabel('', 'KA', english)).toBe('Karnataka');
    expect(placeLabel(null, null, english)).toBeNull();
    expect(placeLabel('  ', undefined, english)).toBeNull();
  });

  it('names a city that is also its state once', () => {
    expect(placeLabel('Delhi', 'DL', english)).toBe('Delhi');
    expect(placeLabel('Chandigarh', 'CH', english)).toBe('Chandigarh');
  });

  it('speaks the interface language', () => {
    expect(placeLabel('Pune', 'MH', toHindi)).toBe('पुणे, महाराष्ट्र');
    expect(placeLabel('Delhi', 'DL', toHindi)).toBe('दिल्ली');
  });
});

describe('ticketRangeLabel', () => {
  it('says a range, one end, or one amount when both ends are the same', () => {
    expect(ticketRangeLabel(25 * LAKH, CRORE, 'en-IN')).toBe('₹25 lakh – ₹1 crore');
    expect(ticketRangeLabel(10 * LAKH, null, 'en-IN')).toBe('From ₹10 lakh');
    expect(ticketRangeLabel(undefined, 5 * CRORE, 'en-IN')).toBe('Up to ₹5 crore');
    expect(ticketRangeLabel(CRORE, CRORE, 'en-IN')).toBe('₹1 crore');
    expect(ticketRangeLabel(null, null, 'en-IN')).toBeNull();
  });

  it('says it in Hindi', () => {
    expect(ticketRangeLabel(25 * LAKH, CRORE, 'hi-IN')).toBe('₹25 लाख – ₹1 करोड़');
    expect(ticketRangeLabel(10 * LAKH, null, 'hi-IN')).toBe('₹10 लाख से शुरू');
    expect(ticketRangeLabel(null, 5 * CRORE, 'hi-IN')).toBe('₹5 करोड़ तक');
  });
});
