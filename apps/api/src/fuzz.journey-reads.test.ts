import { describe, expect, it } from 'vitest';
import { fuzzFixtures } from './test/fuzz-fixtures';
import { BAD_QUERY } from './test/hostile-typed';
import { journeyFuzz } from './test/journey-fuzz';

/*
 * Hostile input on every route of the student journey (applications,
 * stages, conditions, commission, board, export, shortlist, funnel, due) gets a 4xx, never a
 * 5xx, and stores nothing. Beyond fuzz.test.ts's generic barrage (which walks these routes
 * too), each gets the values wrong for what it holds (test/hostile-typed.ts).
 */
describe('hostile ids in the path and values in the query of the journey routes', () => {
  const f = journeyFuzz();
  const { name, urlFor, send, refused, untouched, route } = f;

  it('answers ids of another kind, or of nothing, in the path as missing (404)', async () => {
    const fixtures = fuzzFixtures(f.ids);
    for (const r of f.routes.filter((x) => /:(id|conditionId)\b/.test(x.url))) {
      const params = [...r.url.matchAll(/:(\w+)/g)].map((m) => m[1]!);
      await untouched(r, async () => {
        for (const param of params)
          for (const other of f.strangers.filter((s) => s !== f.ids.byParam(r.url, param))) {
            if (r.url.startsWith('/api/college/') && f.colleges.has(other)) continue;
            const url = urlFor(r, { [param]: other });
            await refused(r, `:${param} another kind`, url, { payload: fixtures[name(r)] }, 404);
          }
      });
    }
    for (const r of f.routes.filter((x) => x.url.includes(':key')))
      await untouched(r, () =>
        refused(
          r,
          'no such stage',
          urlFor(r, { key: 'no_such_stage' }),
          { payload: fixtures[name(r)] },
          404,
        ),
      );
  });
  it('refuses, in each query key of every journey read, the values it cannot take (400)', async () => {
    for (const r of f.routes.filter((x) => x.method === 'GET' && x.query.length > 0))
      await untouched(r, async () => {
        for (const key of r.query) {
          expect(BAD_QUERY[key], `${name(r)} ?${key} has no hostile values`).toBeDefined();
          for (const v of BAD_QUERY[key]!)
            await refused(r, `?${key}=${v.slice(0, 12)}`, `${urlFor(r)}?${key}=${v}`, {}, 400);
        }
      });
    const funnel = route('GET /api/dashboard/funnel');
    await refused(
      funnel,
      'from after to',
      '/api/dashboard/funnel?from=2031-02-01&to=2031-01-01',
      {},
      400,
    );
  });
  it('takes the first and the last day a date can name, and reads them back without a 5xx', async () => {
    const edit = route('PATCH /api/applications/:id');
    for (const day of ['0001-01-01', '9999-12-31']) {
      const dates = { acceptanceDeadline: day, depositDueDate: day, visaAppointmentDate: day };
      expect((await send(edit, urlFor(edit), { payload: dates })).statusCode).toBe(200);
      for (const r of f.routes.filter((x) => x.method === 'GET')) {
        const keys = r.query.filter((k) => ['today', 'from', 'to'].includes(k));
        const query = keys.map((k) => `${k}=${day}`).join('&');
        const res = await send(r, `${urlFor(r)}?${query}`, {});
        expect(res.statusCode, `${name(r)}?${query}: ${res.body.slice(0, 200)}`).toBe(200);
      }
    }
  });
});
