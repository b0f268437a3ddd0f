import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { smtpUnreachable } from './smtp-probe';

describe('the SMTP probe at start', () => {
  it('takes a connection made while the event loop was held past its timeout', async () => {
    const smtp = net.createServer((socket) => socket.end());
    await new Promise<void>((r) => smtp.listen(0, '127.0.0.1', r));
    const { port } = smtp.address() as net.AddressInfo;
    try {
      const verdict = smtpUnreachable(
        { host: '127.0.0.1', port, secure: false, auth: undefined },
        50,
      );
      // a busy start (migrations, a loaded machine) holds the loop longer than the timeout
      const until = Date.now() + 300;
      while (Date.now() < until);
      expect(await verdict).toBeNull();
    } finally {
      smtp.close();
    }
  });
});
