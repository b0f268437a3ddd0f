import { describe, expect, it } from 'vitest';
import { convertAt } from './rate';

describe('convertAt: minor units across currencies at a dated rate, half up once', () => {
  it('moves between currencies of 0, 2 and 3 decimals', () => {
    // 12,345 yen at 0.0053 is 65.4285 pounds: 65.43.
    expect(convertAt(12345, 'JPY', 'GBP', '0.0053')).toBe(6543);
    // 10.00 pounds at 0.38125 is 3.8125 dinars: 3.813 (half up on the fils).
    expect(convertAt(1000, 'GBP', 'KWD', '0.38125')).toBe(3813);
    // a penny at 189.5 is 1.895 yen: 2.
    expect(convertAt(1, 'GBP', 'JPY', '189.5')).toBe(2);
    expect(convertAt(1000, 'CAD', 'GBP', '1')).toBe(1000);
    expect(convertAt(0, 'CAD', 'GBP', '0.55')).toBe(0);
  });
});
