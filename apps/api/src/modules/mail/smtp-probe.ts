import net from 'node:net';
import type { SmtpServer } from './mail-config';

/**
 * Why the mail server cannot be reached (refused, unknown host, silent past `timeoutMs`), or
 * null when it takes a connection. Only connects: nothing is sent, no password is tried.
 */
export function smtpUnreachable(server: SmtpServer, timeoutMs = 3000): Promise<string | null> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: server.host, port: server.port, timeout: timeoutMs });
    let settled = false;
    const done = (problem: string | null) => {
      if (settled) return;
      settled = true;
      socket.destroy();
      resolve(problem);
    };
    socket.once('connect', () => done(null));
    // A start that held the event loop past the timeout finds the timer due before the
    // connection it already has: timers run before I/O, so the verdict waits for I/O's turn.
    socket.once('timeout', () =>
      setImmediate(() => done(`no answer within ${timeoutMs / 1000} s`)),
    );
    socket.once('error', (err) => done(err.message));
  });
}
