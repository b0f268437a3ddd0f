import { describe, expect, it } from 'vitest';
import { StageMissingSchema } from '@studydesk/contract';
import { stageMissingOf } from './stage-missing';

describe('a stage move’s refusal', () => {
  it('is read as the contract’s schema reads it', () => {
    const refusal = { message: 'Things are still missing', error: 'Conflict' };
    const bodies = [
      { ...refusal, missing: ['Passport', 'The offer is still conditional'] },
      { ...refusal, missing: [] },
      { ...refusal, missing: ['Passport', 3] },
      { ...refusal, missing: 'Passport' },
      { ...refusal, current: 'submitted' },
      null,
      'Conflict',
    ];
    for (const body of bodies)
      expect(stageMissingOf(body), JSON.stringify(body)).toEqual(
        StageMissingSchema.safeParse(body).data?.missing,
      );
  });
});
