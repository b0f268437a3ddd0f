import { describe, expect, it } from 'vitest';
import { fuzzFixtures } from './test/fuzz-fixtures';
import { FIELD_KINDS, hostileJson } from './test/hostile-typed';
import { journeyFuzz } from './test/journey-fuzz';
import { JOURNEY_ROUTES } from './test/journey-routes';

/*
 * Hostile input on every route of the student journey (applications,
 * stages, conditions, commission, board, export, shortlist, funnel, due) gets a 4xx, never a
 * 5xx, and stores nothing. Beyond fuzz.test.ts's generic barrage (which walks these routes
 * too), each gets the values wrong for what it holds (test/hostile-typed.ts).
 */
describe('hostile values in each field of the journey bodies, by what the field holds', () => {
  const f = journeyFuzz();
  const { name, urlFor, refused, untouched, route } = f;

  it('names a kind for every field of every journey body, and reaches every journey route', () => {
    const fixtures = fuzzFixtures(f.ids);
    const fields = f.routes.flatMap((r) => Object.keys(fixtures[name(r)] ?? {}));
    expect(fields.filter((f) => !FIELD_KINDS[f])).toEqual([]);
    expect(f.routes.map(name).sort()).toEqual([...JOURNEY_ROUTES].sort());
  });
  it('refuses, in each field, the values wrong for what it holds', async () => {
    const fixtures = fuzzFixtures(f.ids);
    for (const r of f.routes.filter((x) => fixtures[name(x)])) {
      const base = fixtures[name(r)]!;
      await untouched(r, async () => {
        for (const field of Object.keys(base))
          for (const value of f.bad[FIELD_KINDS[field]!].filter((v) => v !== base[field]))
            await refused(
              r,
              `${field}=${String(value).slice(0, 30)}`,
              urlFor(r),
              hostileJson(base, field, value),
            );
      });
    }
  });
  it('refuses a closed outcome without its note, on a move and on opening', async () => {
    const move = route('PATCH /api/applications/:id/stage');
    const open = route('POST /api/applications');
    const { note, ...base } = fuzzFixtures(f.ids)['POST /api/applications']!;
    expect(note).toEqual(expect.any(String));
    await untouched(move, async () => {
      await refused(
        move,
        'Rejected, no note',
        urlFor(move),
        { payload: { stage: 'Rejected' } },
        400,
      );
      await refused(
        open,
        'Rejected, no note',
        urlFor(open),
        { payload: { ...base, stage: 'rejected' } },
        400,
      );
    });
  });
});
