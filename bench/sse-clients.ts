import net from 'node:net';
import { median } from './lib';

/** A stream client on a raw socket: cheap enough that a thousand fit in one process. */
type Client = { socket: net.Socket; status: Promise<number> };

/**
 * Opens `path` on 127.0.0.1:`port` as a server-sent-events client; `onEvent` gets the `fName`
 * of each event's data. Resolves with the response's status once its head arrives.
 */
function open(port: number, path: string, token: string | null, onEvent: (f: string) => void) {
  const socket = net.connect(port, '127.0.0.1');
  socket.setEncoding('utf8');
  const auth = token ? `authorization: Bearer ${token}\r\n` : '';
  socket.write(`GET ${path} HTTP/1.1\r\nhost: bench\r\naccept: text/event-stream\r\n${auth}\r\n`);
  let buffer = '';
  const status = new Promise<number>((resolve, reject) => {
    socket.once('error', reject);
    socket.once('data', (head: string) => resolve(Number(/^HTTP\/1\.1 (\d+)/.exec(head)?.[1])));
  });
  socket.on('data', (chunk: string) => {
    buffer += chunk;
    let cut: number;
    while ((cut = buffer.indexOf('\n\n')) >= 0) {
      const data = buffer
        .slice(0, cut)
        .split('\n')
        .find((l) => l.startsWith('data: '));
      buffer = buffer.slice(cut + 2);
      if (data) onEvent((JSON.parse(data.slice(6)) as { fName: string }).fName);
    }
  });
  return { socket, status } satisfies Client;
}

export type StreamTarget = {
  port: number;
  stream: string;
  post: string;
  /** One token per client (StudyDesk), or none (the baseline). */
  tokens: (string | null)[];
};

/** Connects every client, a few dozen at a time (the listen backlog is finite). */
export async function connectAll(t: StreamTarget, onEvent: (fName: string) => void) {
  const clients: Client[] = [];
  for (let i = 0; i < t.tokens.length; i += 50) {
    const batch = t.tokens.slice(i, i + 50).map((token) => open(t.port, t.stream, token, onEvent));
    const statuses = await Promise.all(batch.map((c) => c.status));
    if (statuses.some((s) => s !== 200)) throw new Error(`stream answered ${statuses.join()}`);
    clients.push(...batch);
  }
  return { close: () => clients.forEach((c) => c.socket.destroy()) };
}

/**
 * Posts `posts` enquiries one after another; for each, the milliseconds from sending it to each
 * connected client receiving its event (the next is posted once all have, or after 5 s).
 */
export async function deliver(t: StreamTarget, posts: number, subscribe: Subscribe) {
  const sent = new Map<string, number>();
  const samples: number[] = [];
  let waiting: (() => void) | null = null;
  subscribe((fName) => {
    const at = sent.get(fName);
    if (at !== undefined) samples.push(performance.now() - at);
    if (samples.length % t.tokens.length === 0) waiting?.();
  });
  for (let i = 0; i < posts; i++) {
    const fName = `Live${i}x${Date.now()}`;
    const all = new Promise<void>((resolve) => (waiting = resolve));
    sent.set(fName, performance.now());
    const res = await fetch(`http://127.0.0.1:${t.port}${t.post}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        fName,
        lName: 'Bench',
        email: `live${i}-${Date.now()}@bench.example`,
        mobile: `+1 555 ${String(i).padStart(7, '0')}`,
        category: 'Graduate',
        consent: true,
      }),
    });
    if (res.status !== 201) throw new Error(`POST ${t.post} answered ${res.status}`);
    await Promise.race([all, new Promise((r) => setTimeout(r, 5000))]);
  }
  const sorted = samples.sort((a, b) => a - b);
  return {
    p50: median(sorted),
    p99: sorted[Math.floor(sorted.length * 0.99)] ?? NaN,
    received: samples.length,
    expected: t.tokens.length * posts,
  };
}
type Subscribe = (on: (fName: string) => void) => void;
