import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { fakeEventStream, sseFrame, type FakeEventStream } from './fake-event-stream';
import { backoffDelay, openEventStream, type EventStream, type SseEvent } from './sse';
import { createSseParser } from './sse-parser';

describe('createSseParser', () => {
  const parse = (...chunks: string[]) => {
    const events: SseEvent[] = [];
    const parser = createSseParser((e) => events.push(e));
    chunks.forEach((c) => parser.push(c));
    return { events, parser };
  };

  it('reads id, event and data, whatever the chunks and line endings', () => {
    const { events, parser } = parse(
      'id: 7\r',
      '\nevent: newEn',
      'quiry\r\ndata: {"a"',
      ':1}\r\n\r',
      '\n',
    );
    expect(events).toEqual([{ id: '7', event: 'newEnquiry', data: '{"a":1}' }]);
    expect(parser.lastEventId).toBe('7');
  });

  it('joins data lines, defaults the type to message, and ignores comments', () => {
    const { events } = parse(': connected\n\n', 'data: one\ndata:two\n\n', ': heartbeat\n\n');
    expect(events).toEqual([{ id: '', event: 'message', data: 'one\ntwo' }]);
  });

  it('keeps the last id for later events and ignores unknown fields', () => {
    const { events } = parse('retry: 3000\nid: 3\ndata: a\n\ndata: b\n\n');
    expect(events.map((e) => e.id)).toEqual(['3', '3']);
  });

  it('forgets an event cut off before its end, id included', () => {
    const { events, parser } = parse(sseFrame(1, 'newEnquiry', 1), 'id: 2\nevent: newEnquiry\n');
    expect(events).toHaveLength(1);
    expect(parser.lastEventId).toBe('1');
    parser.reset(); // the next connection
    parser.push('data: x\n\n');
    expect(events[1]).toEqual({ id: '1', event: 'message', data: 'x' });
  });
});

describe('backoffDelay', () => {
  it('doubles from 1 s and stops at 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 10].map((n) => backoffDelay(n))).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000,
    ]);
  });
});

describe('openEventStream', () => {
  let streams: FakeEventStream[];
  let answer: () => FakeEventStream | Promise<never>;
  let fetchMock: MockInstance<(req: Request) => Promise<Response>>;
  let logged: MockInstance<typeof console.error>;
  let stream: EventStream | undefined;
  const events: SseEvent[] = [];
  const onRefused = vi.fn();
  const onReopen = vi.fn();
  let token: string | null = 'tok';

  beforeEach(() => {
    vi.useFakeTimers();
    onReopen.mockClear();
    onRefused.mockClear();
    streams = [];
    events.length = 0;
    token = 'tok';
    answer = () => fakeEventStream();
    fetchMock = vi.fn(async () => {
      const next = await answer();
      streams.push(next);
      return next.response;
    });
    vi.stubGlobal('fetch', fetchMock);
    logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    stream?.close();
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  const open = (idleMs?: number) => {
    stream = openEventStream({
      url: 'http://localhost/api/enquiries/stream',
      headers: () => (token ? { authorization: `Bearer ${token}` } : null),
      onEvent: (e) => events.push(e),
      onRefused,
      onReopen,
      idleMs,
    });
  };
  const headersOf = (call: number) => fetchMock.mock.calls[call]![0].headers;
  const tick = (ms = 0) => vi.advanceTimersByTimeAsync(ms);

  it('sends the bearer token and hands over each event', async () => {
    open();
    await tick();
    expect(new URL(fetchMock.mock.calls[0]![0].url).pathname).toBe('/api/enquiries/stream');
    expect(headersOf(0).get('authorization')).toBe('Bearer tok');
    expect(headersOf(0).get('accept')).toBe('text/event-stream');
    expect(headersOf(0).has('last-event-id')).toBe(false);
    expect(onReopen).not.toHaveBeenCalled();
    streams[0]?.send(': connected\n\n' + sseFrame(4, 'newEnquiry', { id: 'e1' }));
    await tick();
    expect(events).toEqual([{ id: '4', event: 'newEnquiry', data: '{"id":"e1"}' }]);
  });

  it('logs a broken stream, closes it and reopens after 1 s with Last-Event-ID', async () => {
    open();
    await tick();
    streams[0]?.send(sseFrame(41, 'newEnquiry', {}) + sseFrame(42, 'newEnquiry', {}));
    await tick();
    streams[0]?.fail();
    await tick();
    expect(logged).toHaveBeenCalledTimes(1);
    await tick(999);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await tick(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(headersOf(1).get('last-event-id')).toBe('42');
    expect(onReopen).toHaveBeenCalledTimes(1);
  });

  it('backs off 1, 2, 4, 8 … 30 s while the server is down, and starts over once it is up', async () => {
    answer = () => Promise.reject(new TypeError('Failed to fetch'));
    open();
    await tick();
    const waits: number[] = [];
    for (let i = 0; i < 7; i++) {
      const before = fetchMock.mock.calls.length;
      let waited = 0;
      while (fetchMock.mock.calls.length === before) {
        await tick(500);
        waited += 500;
      }
      waits.push(waited);
    }
    expect(waits).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
    answer = () => fakeEventStream();
    await tick(30_000);
    streams.at(-1)?.end();
    const before = fetchMock.mock.calls.length;
    await tick(1000);
    expect(fetchMock.mock.calls.length).toBe(before + 1);
  });

  it('reopens when the server ends the stream', async () => {
    open();
    await tick();
    streams[0]?.end();
    await tick(1000);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('takes a stream silent for too long (not even a heartbeat) for dead', async () => {
    open(60_000);
    await tick();
    for (let i = 0; i < 4; i++) {
      await tick(25_000);
      streams[0]?.send(': heartbeat\n\n');
    }
    await tick();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    streams[0]?.send(sseFrame(5, 'newEnquiry', {}));
    await tick(59_999);
    expect(logged).not.toHaveBeenCalled();
    await tick(1);
    expect(streams[0]?.cancelled).toBe(true);
    expect(logged).toHaveBeenCalledTimes(1);
    await tick(1000);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(headersOf(1).get('last-event-id')).toBe('5');
  });

  it.each([401, 403] as const)('stops for good when the server answers %i', async (status) => {
    answer = () => fakeEventStream(status);
    open();
    await tick(60_000);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(onRefused).toHaveBeenCalledWith(status);
    expect(logged).not.toHaveBeenCalled();
  });

  it('stops when the session is gone by the time it would reconnect', async () => {
    open();
    await tick();
    token = null;
    streams[0]?.end();
    await tick(60_000);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('close() cancels the open stream and any reconnect', async () => {
    open();
    await tick();
    stream?.close();
    await tick();
    expect(streams[0]?.cancelled).toBe(true);
    await tick(60_000);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(logged).not.toHaveBeenCalled();
  });
});
