import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PERMISSIONS,
  ROLES,
  type ListEnvelope,
  type PermissionResource,
  type Role,
} from '@studydesk/contract';
import { bearer, createTestApp, type TestApp } from './harness';

type Body = Record<string, unknown>;

export type CrudContract = {
  /** Full path, e.g. /api/services */
  path: string;
  permission: PermissionResource;
  envelope: ListEnvelope;
  /** A valid new record; n makes it unique. */
  valid: (n: number) => Body;
  /** Bodies that must be refused, with the field the error names. */
  invalid: { body: Body; field: string }[];
  /** A valid update and a field whose new value shows in the record. */
  update: Body;
  /** Field that `q` finds (its value in valid(n) must contain n's marker). */
  searchField: string;
  sortField: string;
  /** Who the spec lets read and write, stated here independently of the permission map. */
  expect: { read: 'public' | 'session' | readonly Role[]; write: readonly Role[] };
};

const allowed = (access: unknown, role: Role) =>
  access === 'public' || access === 'session' || (Array.isArray(access) && access.includes(role));

/** The contract every resource runs (ARCHITECTURE §8): auth, roles, validation, 404, paging. */
export function describeCrudResource(c: CrudContract) {
  describe(`${c.path} CRUD contract`, () => {
    let t: TestApp;
    let admin: string;
    const perms = c.expect;
    const writer = c.expect.write[0] ?? 'admin';
    const unknownId = '00000000-0000-4000-8000-000000000000';

    const list = async (query = '') => {
      const res = await t.app.inject({ url: `${c.path}${query}`, headers: bearer(admin) });
      expect(res.statusCode).toBe(200);
      const body = res.json<Body>();
      return {
        items: body[c.envelope.items] as Body[],
        total: body[c.envelope.count] as number,
        body,
      };
    };
    const create = async (body: Body, token = admin) =>
      t.app.inject({ method: 'POST', url: c.path, payload: body, headers: bearer(token) });

    beforeAll(async () => {
      t = await createTestApp();
      admin = await t.tokenFor('admin');
    });
    afterAll(() => t.close());

    it('answers 401 without a session on every protected call', async () => {
      const calls = [
        { method: 'POST' as const, url: c.path, payload: c.valid(1) },
        { method: 'PUT' as const, url: `${c.path}/${unknownId}`, payload: c.update },
        { method: 'DELETE' as const, url: `${c.path}/${unknownId}` },
      ];
      if (perms.read !== 'public')
        calls.push(
          { method: 'GET' as const, url: c.path } as never,
          { method: 'GET' as const, url: `${c.path}/${unknownId}` } as never,
        );
      for (const call of calls) {
        const res = await t.app.inject(call);
        expect(res.statusCode, `${call.method} ${call.url}`).toBe(401);
        expect(res.json()).toMatchObject({ error: 'unauthorized' });
      }
      expect((await list()).total).toBe(0);
    });

    it('lets exactly the expected roles write; others get 403 and change nothing', async () => {
      for (const role of ROLES) {
        const token = await t.tokenFor(role);
        const res = await create(c.valid(2), token);
        if (!allowed(perms.write, role)) {
          expect(res.statusCode, role).toBe(403);
          expect(res.json()).toMatchObject({ error: 'forbidden' });
          continue;
        }
        expect(res.statusCode, role).toBe(201);
        const del = await t.app.inject({
          method: 'DELETE',
          url: `${c.path}/${res.json<Body>()._id as string}`,
          headers: bearer(token),
        });
        expect(del.statusCode, role).toBe(204);
      }
      expect((await list()).total).toBe(0);
      expect(PERMISSIONS[c.permission]).toEqual(c.expect);
    });

    it('lets a writer create, read, update and delete', async () => {
      const token = await t.tokenFor(writer);
      const created = await create({ ...c.valid(3), unknownField: 'dropped' }, token);
      expect(created.statusCode).toBe(201);
      const rec = created.json<Body>();
      expect(rec).toMatchObject({ _id: expect.any(String), createdAt: expect.any(String) });
      expect(rec).not.toHaveProperty('unknownField');
      const id = rec._id as string;
      const got = await t.app.inject({ url: `${c.path}/${id}`, headers: bearer(token) });
      expect(got.json()).toEqual(rec);
      const upd = await t.app.inject({
        method: 'PUT',
        url: `${c.path}/${id}`,
        payload: c.update,
        headers: bearer(token),
      });
      expect(upd.statusCode).toBe(200);
      expect(upd.json()).toMatchObject(c.update);
      const del = await t.app.inject({
        method: 'DELETE',
        url: `${c.path}/${id}`,
        headers: bearer(token),
      });
      expect(del.statusCode).toBe(204);
      const gone = await t.app.inject({ url: `${c.path}/${id}`, headers: bearer(token) });
      expect(gone.statusCode).toBe(404);
    });

    it('refuses bad bodies with 400 and fieldErrors, storing nothing', async () => {
      const before = (await list()).total;
      for (const { body, field } of c.invalid) {
        const res = await create(body);
        expect(res.statusCode, JSON.stringify(body)).toBe(400);
        const err = res.json<{ fieldErrors: Record<string, string>; message: string }>();
        expect(err.fieldErrors[field], JSON.stringify(err)).toEqual(expect.any(String));
      }
      expect((await list()).total).toBe(before);
    });

    it('answers 404 on unknown ids', async () => {
      for (const method of ['GET', 'PUT', 'DELETE'] as const) {
        const res = await t.app.inject({
          method,
          url: `${c.path}/${unknownId}`,
          headers: bearer(admin),
          ...(method === 'PUT' ? { payload: c.update } : {}),
        });
        expect(res.statusCode, method).toBe(404);
        expect(res.json()).toMatchObject({ error: 'not_found', message: expect.any(String) });
      }
    });

    it('a failed update leaves the record as it was', async () => {
      const rec = (await create(c.valid(4))).json<Body>();
      const bad = c.invalid.find((i) => i.body[i.field] !== undefined) ?? c.invalid[0]!;
      const res = await t.app.inject({
        method: 'PUT',
        url: `${c.path}/${String(rec._id)}`,
        payload: bad.body,
        headers: bearer(admin),
      });
      expect(res.statusCode).toBe(400);
      const after = await t.app.inject({
        url: `${c.path}/${String(rec._id)}`,
        headers: bearer(admin),
      });
      expect(after.json()).toEqual(rec);
      await t.app.inject({
        method: 'DELETE',
        url: `${c.path}/${String(rec._id)}`,
        headers: bearer(admin),
      });
    });

    it('paginates, sorts, searches and counts exactly', async () => {
      const base = (await list()).total;
      for (let n = 10; n < 17; n++) expect((await create(c.valid(n))).statusCode).toBe(201);
      const pages = await Promise.all(
        [1, 2, 3].map((p) => list(`?limit=3&page=${p}&sort=${c.sortField}&order=asc`)),
      );
      expect(pages.map((p) => p.items.length)).toEqual([3, 3, Math.min(3, base + 1)]);
      expect(pages.every((p) => p.total === base + 7)).toBe(true);
      const ids = pages.flatMap((p) => p.items.map((i) => i._id));
      expect(new Set(ids).size).toBe(ids.length);
      const sorted = pages.flatMap((p) => p.items.map((i) => String(i[c.sortField])));
      expect(sorted).toEqual([...sorted].sort());
      const marker = String(c.valid(13)[c.searchField]);
      const found = await list(`?q=${encodeURIComponent(marker)}`);
      expect(found.total).toBe(1);
      expect(found.items[0]?.[c.searchField]).toBe(marker);
      for (const q of ['?limit=101', '?page=0', '?sort=nope', '?order=sideways']) {
        const res = await t.app.inject({ url: `${c.path}${q}`, headers: bearer(admin) });
        expect(res.statusCode, q).toBe(400);
      }
    });
  });
}
