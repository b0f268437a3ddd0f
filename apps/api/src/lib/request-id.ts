import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { trustFn, type TrustProxy } from './trust';

/** Short and plain: it goes into every log line and back out in a header. */
const WELL_FORMED = /^[A-Za-z0-9._:-]{1,64}$/;

/**
 * Request ids are ours: a random UUID, unless a trusted proxy (TRUST_PROXY) passed one in
 * `x-request-id` that is short and well-formed, so one id follows a request through both.
 */
export function requestIds(trust: TrustProxy) {
  const trusted = trustFn(trust);
  return (raw: IncomingMessage): string => {
    const given = raw.headers['x-request-id'];
    const peer = raw.socket.remoteAddress ?? '';
    if (typeof given === 'string' && WELL_FORMED.test(given) && trusted(peer, 0)) return given;
    return randomUUID();
  };
}
