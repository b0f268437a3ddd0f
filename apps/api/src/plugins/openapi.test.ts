import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness';

type Operation = {
  summary?: string;
  security?: unknown[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
};
type JsonSchema = { required?: string[]; anyOf?: JsonSchema[]; properties?: object };
type Doc = { security: unknown[]; paths: Record<string, Record<string, Operation>> };

describe('the OpenAPI document', () => {
  let t: TestApp;
  let doc: Doc;
  const operations = () =>
    Object.entries(doc.paths).flatMap(([p, ops]) =>
      Object.entries(ops).map(([method, op]) => ({ key: `${method.toUpperCase()} ${p}`, op })),
    );
  beforeAll(async () => {
    t = await createTestApp();
    doc = (await t.app.inject({ url: '/api/docs/json' })).json<Doc>();
  });
  afterAll(() => t.close());

  it('gives every operation a summary', () => {
    expect(operations().length).toBeGreaterThan(80);
    const without = operations().filter(({ op }) => !op.summary?.trim());
    expect(without.map((o) => o.key)).toEqual([]);
  });

  it('marks exactly the public routes public (security: []); the rest need the bearer token', () => {
    expect(doc.security).toEqual([{ bearer: [] }]);
    const publicRoutes = t.app.routeTable
      .filter((r) => r.access === 'public' && r.url.startsWith('/api/') && r.method !== 'HEAD')
      .map((r) => `${r.method} ${r.url.replaceAll(/:(\w+)/g, '{$1}')}`);
    const documentedPublic = operations()
      .filter(({ op }) => Array.isArray(op.security) && op.security.length === 0)
      .map((o) => o.key);
    expect(documentedPublic.sort()).toEqual(publicRoutes.sort());
    expect(documentedPublic).toEqual(
      expect.arrayContaining(['POST /api/users/login', 'POST /api/enquiries', 'GET /api/health']),
    );
  });

  it('lists the fields sign-in requires', () => {
    const body = doc.paths['/api/users/login']?.post?.requestBody?.content['application/json'];
    const schema = body?.schema;
    const required = schema?.required ?? schema?.anyOf?.find((s) => s.required)?.required;
    expect(required?.sort()).toEqual(['email', 'password']);
  });
});
