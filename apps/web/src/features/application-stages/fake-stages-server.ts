import type { ApplicationStage } from '@studydesk/contract';
import { json, stubFetch } from '../../test/test-utils';

/** Test helper: the stages API in memory, with each call kept and any answer overridable. */
export function fakeStagesServer(names: [string, ApplicationStage['phase']][]) {
  const stages: ApplicationStage[] = names.map(([name, phase], i) => ({
    key: name.toLowerCase().replace(/\W+/g, '_'),
    name,
    phase,
    position: i + 1,
    requiresNote: false,
    retiredAt: null,
  }));
  const calls: { method: string; path: string; body: unknown }[] = [];
  const queued: Response[] = [];
  let held: Promise<void> | undefined;
  const find = (key: string) => stages.find((s) => s.key === key);
  const answer = (method: string, path: string, body: Record<string, unknown>): Response => {
    const [, , key, verb] = path.split('/');
    if (method === 'GET') return json({ data: stages });
    if (method === 'PUT') {
      const keys = body.keys as string[];
      stages.sort((a, b) => keys.indexOf(a.key) - keys.indexOf(b.key));
      stages.forEach((s, i) => (s.position = i + 1));
      return json({ data: stages });
    }
    if (method === 'POST' && !key) {
      const made = { ...(body as ApplicationStage), key: 'added', position: 99, retiredAt: null };
      stages.push(made);
      return json(made, 201);
    }
    const stage = key ? find(key) : undefined;
    if (!stage) return json({ message: 'No such stage' }, 404);
    if (method === 'PATCH') Object.assign(stage, body);
    if (method === 'DELETE') stage.retiredAt = '2026-11-27T10:00:00.000Z';
    if (verb === 'restore') stage.retiredAt = null;
    return json(stage);
  };
  const fetch = stubFetch(async (req) => {
    const url = new URL(req.url);
    const path = url.pathname.replace(/^\/api/, '');
    const text = req.method === 'GET' ? '' : await req.text();
    const body = (text ? JSON.parse(text) : {}) as Record<string, unknown>;
    calls.push({ method: req.method, path, body });
    if (req.method === 'GET' && held) await held;
    return queued.shift() ?? answer(req.method, path, body);
  });
  return {
    stages,
    calls,
    fetch,
    /** The next call answers this instead. */
    reply: (status: number, body: object) => void queued.push(json(body, status)),
    /** Reads wait until the returned release is called (a list refresh still on its way). */
    holdReads: () => {
      let release = () => {};
      held = new Promise((resolve) => (release = resolve));
      return () => {
        held = undefined;
        release();
      };
    },
    writes: () => calls.filter((c) => c.method !== 'GET'),
  };
}
