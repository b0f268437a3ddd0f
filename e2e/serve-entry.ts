// One browser worker's server in a process of its own (e2e/serve-process.ts starts it): prints
// its address as one JSON line once it listens, and stops when its parent closes its stdin or
// sends SIGTERM, so a test run that ends or dies leaves no server behind.
import { serveStudyDesk } from './serve';

const served = await serveStudyDesk();
let closing: Promise<void> | undefined;
const stop = () => {
  closing ??= served.close().then(() => process.exit(0));
};
process.stdin.on('end', stop);
process.stdin.resume();
process.once('SIGTERM', stop);
process.stdout.write(`${JSON.stringify({ url: served.url })}\n`);
