import proxyAddr from '@fastify/proxy-addr';

/**
 * Which peers may speak for the client through X-Forwarded-*: none, the nearest N hops, or
 * the proxies at these addresses (IPs, CIDR ranges, `loopback`, `uniquelocal` …). Never "all":
 * then any client could pick its own address and walk past per-IP limits.
 */
export type TrustProxy = false | number | string[];
export type TrustFn = (addr: string, hop: number) => boolean;

const TRUST_ALL_REFUSED =
  'TRUST_PROXY=true would let any client choose its address: give the number of proxies in front (e.g. 1) or their addresses (e.g. 10.0.0.0/8,127.0.0.1)';

/** TRUST_PROXY as written: unset/false/0, a hop count, or a comma-separated address list. */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const v = value?.trim().toLowerCase();
  if (v === undefined || v === '' || v === 'false' || v === '0') return false;
  if (v === 'true') throw new Error(TRUST_ALL_REFUSED);
  if (/^\d+$/.test(v)) return Number(v);
  const list = v.split(',').map((s) => s.trim());
  proxyAddr.compile(list); // throws on an address it cannot read
  return list;
}

export function trustFn(trust: TrustProxy): TrustFn {
  if (trust === false) return () => false;
  if (typeof trust === 'number') return (_addr, hop) => hop < trust;
  return proxyAddr.compile(trust);
}
