// Child process of the compression benchmark: one bare Fastify serving the same JSON body through
// @fastify/compress at each encoding and level, so only the compression differs between routes.
import zlib from 'node:zlib';
import compress from '@fastify/compress';
import Fastify from 'fastify';
import { VARIANTS } from './compression';

const body = await new Promise<string>((resolve) =>
  process.once('message', (m) => resolve(m as string)),
);
const app = Fastify();
for (const v of VARIANTS) {
  await app.register(async (scope) => {
    if (v.encoding !== 'identity')
      await scope.register(compress, {
        encodings: [v.encoding],
        threshold: 1024,
        brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: v.level } },
        zlibOptions: { level: v.level },
      });
    scope.get(v.path, (_req, reply) => reply.type('application/json; charset=utf-8').send(body));
  });
}
await app.listen({ port: 0, host: '127.0.0.1' });
process.send?.((app.server.address() as { port: number }).port);
process.on('message', () => void app.close().then(() => process.exit(0)));
