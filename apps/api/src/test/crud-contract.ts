import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PERMISSIONS,
  ROLES,
  type Access,
  type ListEnvelope,
  type PermissionResource,
  type Role,
} from '@studydesk/contract';
import { bearer, createTestApp, type TestApp } from './harness';
import { png } from './images';
import { sendForm, type ListStyle } from './multipart';

type Body = Record<string, unknown>;
type Method = 'PUT' | 'PATCH' | 'DELETE';

export type CrudContract<Ctx = unknown> = {
  /** Full path, e.g. /api/services */
  path: string;
  permission: PermissionResource;
  envelope: ListEnvelope;
  /** Records the resource needs first (an enquiry for follow-ups); handed to `valid`. */
  setup?: (t: TestApp, admin: string) => Promise<Ctx>;
  /** A valid new record; n makes it unique (its searchField value must contain n). */
  valid: (n: number, ctx: Ctx) => Body;
  /** Bodies that must be refused, with the field the error names. */
  invalid: { body: Body; field: string }[];
  /** A valid update, and where it goes (default PUT path/:id). */
  update: Body;
  updateUrl?: (id: string) => string;
  /** How a record is deleted (default DELETE path/:id → 204); soft deletes answer 200. */
  remove?: { method: Method; url?: (id: string) => string; status: 200 | 204 };
  /** The public form creates: POST needs no session and answers a receipt, not the record. */
  publicCreate?: boolean;
  /** The web sends it as multipart, lists named as this style (spec §3); JSON works too. */
  form?: ListStyle;
  /** It stores an `image` upload (re-encoded WebP and a thumbnail). */
  image?: boolean;
  searchField: string;
  sortField: string;
  /** Who the spec lets read and write, stated independently of the permission map. */
  expect: { read: Access; write: readonly Role[] };
};

const allowed = (access: Access, role: Role) =>
  access === 'public' || access === 'session' || access.includes(role);
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

/** The contract every resource runs (ARCHITECTURE §8): auth, roles, validation, 404, paging. */
export function describeCrudResource<Ctx>(c: CrudContract<Ctx>) {
  describe(`${c.path} CRUD contract`, () => {
    let t: TestApp;
    let admin: string;
    let ctx: Ctx;
    const updateUrl = c.updateUrl ?? ((id: string) => `${c.path}/${id}`);
    const rm = {
      method: 'DELETE' as Method,
      url: (id: string) => `${c.path}/${id}`,
      ...c.remove,
      status: c.remove?.status ?? 204,
    };
    const valid = (n: number) => c.valid(n, ctx);

    const list = async (query = '', token = admin) => {
      const res = await t.app.inject({ url: `${c.path}${query}`, headers: bearer(token) });
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json<Body>();
      return { items: body[c.envelope.items] as Body[], total: body[c.envelope.count] as number };
    };
    const post = (body: Body, token?: string) =>
      t.app.inject({
        method: 'POST',
        url: c.path,
        payload: body,
        headers: token ? bearer(token) : {},
      });
    const get = (id: string) => t.app.inject({ url: `${c.path}/${id}`, headers: bearer(admin) });
    const put = (id: string, body: Body, token = admin) =>
      t.app.inject({ method: 'PUT', url: updateUrl(id), payload: body, headers: bearer(token) });
    /** Creates through the API; returns the stored record (found by its search value for public forms). */
    const create = async (n: number, token = admin): Promise<Body> => {
      const res = await post(valid(n), c.publicCreate ? undefined : token);
      expect(res.statusCode, res.body).toBe(201);
      if (!c.publicCreate) return res.json<Body>();
      const marker = String(valid(n)[c.searchField]);
      const found = await list(`?q=${encodeURIComponent(marker)}`);
      expect(found.total).toBe(1);
      return found.items[0]!;
    };

    beforeAll(async () => {
      t = await createTestApp();
      admin = await t.tokenFor('admin');
      ctx = (await c.setup?.(t, admin)) as Ctx;
    });
    afterAll(() => t.close());

    it('states the permissions the spec gives', () => {
      expect(PERMISSIONS[c.permission]).toEqual(c.expect);
    });

    it('answers 401 without a session on every protected call', async () => {
      const calls: { method: 'GET' | 'POST' | Method; url: string; payload?: Body }[] = [
        { method: 'PUT', url: updateUrl(UNKNOWN), payload: c.update },
        { method: rm.method, url: rm.url(UNKNOWN) },
      ];
      if (!c.publicCreate) calls.push({ method: 'POST', url: c.path, payload: valid(1) });
      if (c.expect.read !== 'public')
        calls.push({ method: 'GET', url: c.path }, { method: 'GET', url: `${c.path}/${UNKNOWN}` });
      for (const call of calls) {
        const res = await t.app.inject(call);
        expect(res.statusCode, `${call.method} ${call.url}`).toBe(401);
        expect(res.json()).toMatchObject({ error: 'unauthorized' });
      }
      expect((await list()).total).toBe(0);
    });

    it('lets exactly the expected roles read and write; others get 403 and change nothing', async () => {
      const rec = await create(2);
      for (const [i, role] of ROLES.entries()) {
        const token = await t.tokenFor(role);
        const read = await t.app.inject({ url: c.path, headers: bearer(token) });
        expect(read.statusCode, `${role} reads`).toBe(allowed(c.expect.read, role) ? 200 : 403);
        const res = await put(String(rec._id), c.update, token);
        expect(res.statusCode, `${role} writes`).toBe(c.expect.write.includes(role) ? 200 : 403);
        if (!c.publicCreate)
          expect((await post(valid(40 + i), token)).statusCode, `${role} creates`).toBe(
            c.expect.write.includes(role) ? 201 : 403,
          );
      }
      await t.app.inject({
        method: rm.method,
        url: rm.url(String(rec._id)),
        headers: bearer(admin),
      });
    });

    it('creates, reads, updates and deletes, dropping unknown fields', async () => {
      const res = await post(
        { ...valid(4), unknownField: 'dropped' },
        c.publicCreate ? undefined : admin,
      );
      expect(res.statusCode).toBe(201);
      const rec = c.publicCreate
        ? (await list(`?q=${encodeURIComponent(String(valid(4)[c.searchField]))}`)).items[0]!
        : res.json<Body>();
      expect(rec).toMatchObject({
        _id: expect.any(String),
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
      });
      expect(rec).not.toHaveProperty('unknownField');
      const id = String(rec._id);
      expect((await get(id)).json()).toEqual(rec);
      const upd = await put(id, c.update);
      expect(upd.statusCode, upd.body).toBe(200);
      expect(upd.json()).toMatchObject(c.update);
      const del = await t.app.inject({
        method: rm.method,
        url: rm.url(id),
        headers: bearer(admin),
      });
      expect(del.statusCode).toBe(rm.status);
      expect((await get(id)).statusCode).toBe(404);
    });

    it('refuses bad bodies with 400 and fieldErrors, storing nothing', async () => {
      const before = (await list()).total;
      for (const { body, field } of c.invalid) {
        const res = await post(body, admin);
        expect(res.statusCode, JSON.stringify(body)).toBe(400);
        const err = res.json<{ fieldErrors: Record<string, string> }>();
        expect(err.fieldErrors[field], JSON.stringify(err)).toEqual(expect.any(String));
      }
      expect((await list()).total).toBe(before);
    });

    it('answers 404 on unknown ids', async () => {
      const calls = [
        { method: 'GET' as const, url: `${c.path}/${UNKNOWN}` },
        { method: 'PUT' as const, url: updateUrl(UNKNOWN), payload: c.update },
        { method: rm.method, url: rm.url(UNKNOWN) },
      ];
      for (const call of calls) {
        const res = await t.app.inject({ ...call, headers: bearer(admin) });
        expect(res.statusCode, call.method).toBe(404);
        expect(res.json()).toMatchObject({ error: 'not_found', message: expect.any(String) });
      }
    });

    it('a failed update leaves the record as it was', async () => {
      const rec = await create(5);
      const bad = c.invalid.find((i) => i.field in c.update && i.body[i.field] !== undefined);
      const res = await put(
        String(rec._id),
        bad ? bad.body : { [Object.keys(c.update)[0]!]: { not: 'valid' } },
      );
      expect(res.statusCode).toBe(400);
      expect((await get(String(rec._id))).json()).toEqual(rec);
      await t.app.inject({
        method: rm.method,
        url: rm.url(String(rec._id)),
        headers: bearer(admin),
      });
    });

    it.runIf(c.form)('accepts the record as multipart form data, as the web sends it', async () => {
      const body = valid(30);
      const file = c.image ? { image: { file: await png(), filename: 'a.png' } } : {};
      const form = { token: admin, lists: c.form };
      const res = await sendForm(
        t.app,
        { ...form, method: 'POST', url: c.path },
        { ...body, ...file },
      );
      expect(res.statusCode, res.body).toBe(201);
      const rec = res.json<Body>();
      expect(rec).toMatchObject(body);
      if (c.image)
        expect(rec).toMatchObject({
          image: expect.stringMatching(/^\/uploads\/[\w-]+\.webp$/),
          thumbnail: expect.stringMatching(/^\/uploads\/[\w.-]+\.webp$/),
        });
      const upd = await sendForm(
        t.app,
        { ...form, method: 'PUT', url: updateUrl(String(rec._id)) },
        c.update,
      );
      expect(upd.statusCode, upd.body).toBe(200);
      // Replacing fields keeps the image: only a new upload replaces it.
      expect(upd.json()).toMatchObject({ ...c.update, ...(c.image ? { image: rec.image } : {}) });
      expect((await get(String(rec._id))).json()).toEqual(upd.json());
      await t.app.inject({
        method: rm.method,
        url: rm.url(String(rec._id)),
        headers: bearer(admin),
      });
    });

    it('paginates, sorts, searches and counts exactly', async () => {
      const base = (await list()).total;
      for (let n = 10; n < 17; n++) await create(n);
      const pages = await Promise.all(
        [1, 2, 3].map((p) => list(`?limit=3&page=${p}&sort=${c.sortField}&order=asc`)),
      );
      expect(pages.map((p) => p.items.length)).toEqual([3, 3, Math.min(3, base + 1)]);
      expect(pages.every((p) => p.total === base + 7)).toBe(true);
      const ids = pages.flatMap((p) => p.items.map((i) => i._id));
      expect(new Set(ids).size).toBe(ids.length);
      const sorted = pages.flatMap((p) => p.items.map((i) => String(i[c.sortField])));
      expect(sorted).toEqual([...sorted].sort());
      const marker = String(valid(13)[c.searchField]);
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
