import type { AddressInfo, Socket } from 'node:net';
import hoodiecrow from 'hoodiecrow-imap';

export type TestImap = {
  url: string;
  /** Puts a raw message into INBOX, as the agency's mail server would on delivery. */
  deliver: (raw: Buffer) => void;
  /** The flags of every message in INBOX, in order. */
  flags: () => string[][];
  /** Drops every connection and stops listening (the mailbox's contents go with it). */
  drop: () => Promise<void>;
  /** Listens again on the same port, an empty mailbox (as hoodiecrow keeps nothing). */
  restart: () => Promise<void>;
};

const USER = { 'desk@agency.example': { password: 's3cret' } };

/** An IMAP server in this process (hoodiecrow, with IDLE unless told otherwise). */
export async function startTestImap(o: { idle?: boolean; port?: number } = {}): Promise<TestImap> {
  let server = hoodiecrow({ plugins: o.idle === false ? [] : ['IDLE'], users: USER });
  const sockets = new Set<Socket>();
  const listen = (port: number) =>
    new Promise<number>((resolve) => {
      server.server.on('connection', (s: Socket) => {
        sockets.add(s);
        s.on('close', () => sockets.delete(s));
      });
      server.listen(port, '127.0.0.1', () =>
        resolve((server.server.address() as AddressInfo).port),
      );
    });
  const port = await listen(o.port ?? 0);
  return {
    url: `imap://desk%40agency.example:s3cret@127.0.0.1:${port}/INBOX`,
    deliver: (raw) => server.appendMessage('INBOX', [], new Date(), raw.toString('binary')),
    flags: () => server.getMailbox('INBOX').messages.map((m) => m.flags),
    drop: async () => {
      for (const s of sockets) s.destroy();
      await new Promise((resolve) => server.server.close(resolve));
    },
    restart: async () => {
      server = hoodiecrow({ plugins: o.idle === false ? [] : ['IDLE'], users: USER });
      await listen(port);
    },
  };
}
