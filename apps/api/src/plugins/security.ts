import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';

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

export const securityPlugin = fp(async (app: FastifyInstance) => {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: CSP_DIRECTIVES },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
    // Only over TLS (below): over plain HTTP the header is meaningless, behind a proxy it needs
    // the proxy's word (X-Forwarded-Proto from a trusted peer) that the client used HTTPS.
    strictTransportSecurity: false,
  });
  app.addHook('onRequest', (req, reply, done) => {
    if (req.protocol === 'https') reply.header('strict-transport-security', HSTS);
    done();
  });
});
