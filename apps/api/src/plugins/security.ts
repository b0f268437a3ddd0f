import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';

/** Two years, the HSTS preload list's minimum. */
const HSTS = 'max-age=63072000; includeSubDomains';

/**
 * Security headers on every response (ARCHITECTURE §2 delivery). Scripts come only from our own
 * files; styles may also be inline because MUI (emotion) writes its CSS into <style> tags at
 * run time (docs/DECISIONS.md). Nothing may frame the app or load plugins.
 */
export const CSP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  scriptSrcAttr: ["'none'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  // https images too: a received mail's remote images, which load only after "Show images" (the
  // sanitiser parks their address until then, and no-referrer keeps our address from them)
  imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  objectSrc: ["'none'"],
  // the documents' viewer shows a PDF in a frame of the bytes it fetched with the session
  //: blob: URLs are made only by the app's own scripts
  frameSrc: ["'self'", 'blob:'],
  frameAncestors: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  // Served over plain HTTP on a LAN this would break every asset; HSTS covers TLS deployments.
  upgradeInsecureRequests: null,
};

/** Helmet's options: the headers are the same for every response. */
const HELMET_OPTIONS = {
  contentSecurityPolicy: { useDefaults: false, directives: CSP_DIRECTIVES },
  frameguard: { action: 'deny' },
  referrerPolicy: { policy: 'no-referrer' },
  crossOriginOpenerPolicy: { policy: 'same-origin' },
  crossOriginResourcePolicy: { policy: 'same-origin' },
  // Only over TLS (below): over plain HTTP the header is meaningless, behind a proxy it needs
  // the proxy's word (X-Forwarded-Proto from a trusted peer) that the client used HTTPS.
  strictTransportSecurity: false,
} as const satisfies HelmetOptions;

/**
 * The headers helmet sets, worked out once: @fastify/helmet built helmet's middleware (and parsed
 * the policy) again for every request, a cost each request paid for the same answer.
 */
export function helmetHeaders(): [string, string][] {
  const headers: [string, string][] = [];
  const res = {
    setHeader: (name: string, value: string) => headers.push([name.toLowerCase(), value]),
    removeHeader: () => undefined,
  };
  helmet(HELMET_OPTIONS)({} as IncomingMessage, res as unknown as ServerResponse, () => undefined);
  return headers;
}

export const securityPlugin = fp((app: FastifyInstance, _opts: unknown, ready: () => void) => {
  const headers = helmetHeaders();
  // on the raw response, as helmet did: they stay on an error's answer too
  app.addHook('onRequest', (req, reply, done) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    if (req.protocol === 'https') reply.header('strict-transport-security', HSTS);
    done();
  });
  ready();
});
