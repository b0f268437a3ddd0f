import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../test/harness';
import { filesIn, png } from '../../test/images';
import { sendForm } from '../../test/multipart';

type Post = { _id: string; link: string; fullDesc: string; deletedAt: string | null };

describe('blog', () => {
  let t: TestApp;
  let admin: string;
  let editor: string;
  const call = (method: 'GET' | 'PATCH' | 'DELETE' | 'POST', url: string, token = admin) =>
    t.app.inject({ method, url: `/api${url}`, headers: bearer(token) });
  // Spec §5: creation sends '' for every text field left blank.
  const blanks = { shortDesc: '', fullDesc: '', link: '', createdBy: '', updatedBy: '' };
  const post = (fields: Record<string, unknown>) =>
    sendForm(t.app, { method: 'POST', url: '/api/blog', token: admin }, { ...blanks, ...fields });
  const ids = async (url: string, token?: string) =>
    (await t.app.inject({ url: `/api${url}`, headers: token ? bearer(token) : {} }))
      .json<{ data: Post[] }>()
      .data.map((p) => p._id);

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.tokenFor('admin');
    editor = await t.tokenFor('editor');
  });
  afterAll(() => t.close());

  it('fills blanks as the spec says: link from the title, authors "admin" (spec §5, §9)', async () => {
    const res = await post({ title: 'Études in Zürich: a guide!' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      link: 'etudes-in-zurich-a-guide',
      createdBy: 'admin',
      updatedBy: 'admin',
      shortDesc: '',
    });
    const dup = await post({ title: 'Another', link: 'Etudes in Zurich - a guide' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toMatchObject({ fieldErrors: { link: expect.any(String) } });
  });

  it('sanitises the rich text on the server', async () => {
    const html =
      '<h2>Visas</h2><p onclick="steal()">Apply <a href="javascript:alert(1)">here</a> or ' +
      '<a href="https://gov.example" target="_blank">there</a></p><script>alert(1)</script>' +
      '<style>body{}</style><img src="x" onerror="alert(1)"><img src="https://cdn.example/a.png" alt="a">' +
      '<iframe src="https://evil.example"></iframe><ul><li><strong>Fees</strong></li></ul>';
    const rec = (await post({ title: 'Visa guide', fullDesc: html })).json<Post>();
    expect(rec.fullDesc).toBe(
      '<h2>Visas</h2><p>Apply <a>here</a> or ' +
        '<a href="https://gov.example" target="_blank" rel="noopener noreferrer">there</a></p>' +
        '<img src="x" /><img src="https://cdn.example/a.png" alt="a" /><ul><li><strong>Fees</strong></li></ul>',
    );
  });

  it('PATCH soft-deletes into the trash, restore brings it back, DELETE purges it', async () => {
    const res = await post({ title: 'Trash me', image: { file: await png() } });
    const rec = res.json<Post>();
    const soft = await call('PATCH', `/blog/${rec._id}`);
    expect(soft.json()).toMatchObject({ _id: rec._id, deletedAt: expect.any(String) });
    expect(await ids('/blog/')).not.toContain(rec._id);
    expect(await ids('/blog?deleted=true', editor)).toEqual([rec._id]);
    expect(
      (await call('GET', '/blog?deleted=true', await t.tokenFor('counsellor'))).statusCode,
    ).toBe(403);
    expect((await t.app.inject({ url: '/api/blog?deleted=true' })).statusCode).toBe(401);

    expect((await call('POST', `/blog/${rec._id}/restore`)).json()).toMatchObject({
      deletedAt: null,
    });
    expect(await ids('/blog')).toContain(rec._id);
    await call('PATCH', `/blog/${rec._id}`);
    expect(filesIn(t.uploadsDir)).toHaveLength(2);
    expect((await call('DELETE', `/blog/${rec._id}`, editor)).statusCode).toBe(204);
    expect(await ids('/blog?deleted=true', editor)).toEqual([]);
    expect(filesIn(t.uploadsDir)).toEqual([]);
    expect((await call('POST', `/blog/${rec._id}/restore`)).statusCode).toBe(404);
  });

  it('answers GET /blog/ (spec §7 spelling) with {data, total}', async () => {
    const res = await t.app.inject({ url: '/api/blog/' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ data: expect.any(Array), total: expect.any(Number) });
  });
});
