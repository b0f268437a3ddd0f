import { buildApp } from './app';
import { loadConfig } from './config';
import { drain } from './plugins/lifecycle';

const config = loadConfig();
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
const url = `http://localhost:${config.port}`;
const lines = [`StudyDesk is running at ${url}  (database: ${app.dbHandle.dialect})`];
if (app.firstAdmin) {
  lines.push(
    `First admin created. Sign in at ${url}/login with`,
    `  e-mail:   ${app.firstAdmin.email}`,
    app.firstAdmin.password
      ? `  password: ${app.firstAdmin.password}   (shown once; set ADMIN_PASSWORD to choose it)`
      : '  password: the ADMIN_PASSWORD you set',
  );
}
process.stdout.write(`\n${lines.join('\n')}\n\n`);
