import { describe, expect, it } from 'vitest';
import { shownValue } from './timeline-words';

/** Found from outside: "Offer type (blank) → conditional", "Deposit amount (blank) → 300000". */
describe('a changed value on the timeline', () => {
  it('reads a fixed choice as the form names it', () => {
    expect(shownValue('offerType', 'conditional')).toBe('Conditional');
    expect(shownValue('visaDecision', 'granted')).toBe('Granted');
    expect(shownValue('offerType', null)).toBe('(blank)');
  });

  it('groups an amount’s digits, keeping its decimals as written', () => {
    expect(shownValue('depositAmount', '300000')).toBe('300,000');
    expect(shownValue('tuition', '18500.50')).toBe('18,500.50');
    expect(shownValue('depositAmount', '1234567890123456789')).toBe('1,234,567,890,123,456,789');
    expect(shownValue('depositAmount', '950')).toBe('950');
  });

  it('leaves other text as it is', () => {
    expect(shownValue('remarks', 'conditional 300000')).toBe('conditional 300000');
  });
});
