import type { AddressInfo } from 'node:net';
import { smtpUnreachable } from './modules/mail/smtp-probe';
import { drain } from './plugins/lifecycle';
import { startBanner } from './ops/banner';
import { runCommand } from './ops/cli';
import { preflight } from './ops/preflight';

await runCommand('studydesk', async (config) => {
  // Tried while the app starts, so the banner can say a mail server does not answer.
  const smtpProblem = config.mail.smtp ? smtpUnreachable(config.mail.smtp) : null;
  // Before anything is written (database, uploads folder, first admin): a start that cannot
  // listen or write fails here, leaving nothing behind.
  await preflight(config);
  // Loaded once the settings are known good, so a bad setting is reported at once.
  const { buildApp } = await import('./app');
  const app = await buildApp(config);
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => {
      app.log.info({ signal }, 'shutting down: draining requests, then closing the database');
      drain(app, config.shutdownTimeoutMs).then(
        () => process.exit(0),
        (err: unknown) => {
          app.log.error({ err }, 'shutdown failed');
          process.exit(1);
        },
      );
    });
  }
  await app.listen({ port: config.port, host: config.host });
  const { port } = app.server.address() as AddressInfo;
  process.stdout.write(`\n${startBanner(app, config, port, await smtpProblem).join('\n')}\n\n`);
});
