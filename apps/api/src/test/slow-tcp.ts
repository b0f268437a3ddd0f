import net from 'node:net';
import type { AddressInfo } from 'node:net';

/**
 * A TCP relay on loopback that hands each chunk on `delayMs` later, both ways, in order: a
 * database across a network, so a process's writes lag behind what it does meanwhile on other
 * sockets (mail it sends). A chunk still waiting when its sender's socket closes is dropped, as
 * a killed process's last packets may be. For PostgreSQL: the URL with host and port swapped.
 */
export async function slowRelay(url: string, delayMs = 0) {
  let delay = delayMs;
  const target = new URL(url);
  const sockets = new Set<net.Socket>();
  const later = (to: net.Socket) => (chunk: Buffer) =>
    setTimeout(() => to.destroyed || to.write(chunk), delay);
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    for (const s of [client, upstream]) {
      sockets.add(s);
      s.on('error', () => undefined);
      s.on('close', () => {
        sockets.delete(s);
        client.destroy();
        upstream.destroy();
      });
    }
    client.on('data', later(upstream));
    upstream.on('data', later(client));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const relayed = new URL(url);
  relayed.hostname = '127.0.0.1';
  relayed.port = String((server.address() as AddressInfo).port);
  return {
    url: relayed.toString(),
    /** From now on, each chunk waits this long (a process starts faster without it). */
    setDelay: (ms: number) => void (delay = ms),
    close: () =>
      new Promise<void>((resolve) => {
        sockets.forEach((s) => s.destroy());
        server.close(() => resolve());
      }),
  };
}
