import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';

/**
 * LISTENs on `channel` with a connection of its own and calls `onNotify` for each NOTIFY (and
 * once after each reconnect, for what was missed meanwhile). Returns the stop.
 */
export async function listenFor(
  url: string,
  channel: string,
  onNotify: () => void,
  log: FastifyBaseLogger,
): Promise<() => Promise<void>> {
  let client: pg.Client | null = null;
  let closed = false;
  const retry = () => {
    if (!closed) setTimeout(() => void connect().catch(retry), 1000).unref();
  };
  const connect = async () => {
    const c = new pg.Client({ connectionString: url });
    c.on('notification', onNotify);
    c.on('error', (err) => {
      log.warn({ err, channel }, 'listener lost its connection; reconnecting');
      void c.end().catch(() => undefined);
      retry();
    });
    await c.connect();
    await c.query(`LISTEN ${channel}`);
    if (closed) return void (await c.end());
    client = c;
    onNotify();
  };
  await connect();
  return async () => {
    closed = true;
    await client?.end().catch(() => undefined);
  };
}
