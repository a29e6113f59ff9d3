import { describe, expect, it } from 'vitest';
import { en } from '../words/en.ts';
import hi from '../words/hi.ts';
import { payLabel } from './pay.ts';

const none = { stipend: null, payLpa: null, esopPercent: null };

describe('payLabel', () => {
  it('writes every stipend kind in ₹ a month with Indian grouping', () => {
    expect(payLabel({ ...none, stipend: { kind: 'fixed', amount: 15000 } }, en, 'en-IN')).toBe(
      '₹15,000/month',
    );
    expect(payLabel({ ...none, stipend: { kind: 'range', min: 10000, max: 15000 } }, en, 'en-IN')).toBe(
      '₹10,000–15,000/month',
    );
    expect(payLabel({ ...none, stipend: { kind: 'fixed', amount: 150000 } }, en, 'en-IN')).toBe(
      '₹1,50,000/month',
    );
    expect(payLabel({ ...none, stipend: { kind: 'unpaid' } }, en, 'en-IN')).toBe('Unpaid');
  });

  it('writes a job’s annual pay in LPA, one figure or a range, with ESOPs when offered', () => {
    expect(payLabel({ ...none, payLpa: { min: 8, max: 12 } }, en, 'en-IN')).toBe('₹8–12 LPA');
    expect(payLabel({ ...none, payLpa: { min: 6.5, max: 6.5 } }, en, 'en-IN')).toBe('₹6.5 LPA');
    expect(
      payLabel({ ...none, payLpa: { min: 8, max: 12 }, esopPercent: { min: 0.1, max: 0.5 } }, en, 'en-IN'),
    ).toBe('₹8–12 LPA + ESOPs');
  });

  it('says nothing when a posting names no pay', () => {
    expect(payLabel(none, en, 'en-IN')).toBeNull();
  });

  it('reads in Hindi with the same figures and grouping', () => {
    expect(payLabel({ ...none, stipend: { kind: 'fixed', amount: 15000 } }, hi, 'hi-IN')).toBe(
      '₹15,000/महीना',
    );
    expect(payLabel({ ...none, stipend: { kind: 'range', min: 10000, max: 15000 } }, hi, 'hi-IN')).toBe(
      '₹10,000–15,000/महीना',
    );
    expect(payLabel({ ...none, stipend: { kind: 'unpaid' } }, hi, 'hi-IN')).toBe('बिना स्टाइपेंड');
    expect(
      payLabel({ ...none, payLpa: { min: 8, max: 12 }, esopPercent: { min: 1, max: 2 } }, hi, 'hi-IN'),
      // The abbreviation, as Hindi writes one (no English plural s).
    ).toBe('₹8–12 LPA + ESOP');
  });
});
