import { createHash, randomBytes, randomUUID } from 'node:crypto';

let lastMs = 0;
let seq = 0;

/**
 * A time-ordered UUID (version 7, RFC 9562): 48 bits of Unix milliseconds, then a 12-bit
 * sequence (random at each new millisecond, counted up within one), then 62 random bits. New
 * rows' keys then land at the end of every index on an id (enquiries, terms, history, status
 * changes), one page for a whole batch, where random (version 4) keys dirtied a page of each
 * such index per row: half of a submission's WAL pages on SQLite (docs/DECISIONS.md).
 */
export function newId(): string {
  // randomUUID draws from a cached pool of entropy (one call to the system per 128 ids); its
  // version-4 layout already carries the RFC variant bits from character 19 on.
  const random = randomUUID();
  const ms = Date.now();
  if (ms > lastMs) {
    lastMs = ms;
    seq = parseInt(random.slice(15, 18), 16) & 0x7ff; // the upper half left to count into
  } else if (++seq > 0xfff) {
    lastMs += 1; // 4,096 ids in one millisecond: borrow the next one, keeping the order
    seq = 0;
  }
  const time = lastMs.toString(16).padStart(12, '0');
  const seqHex = seq.toString(16).padStart(3, '0');
  return `${time.slice(0, 8)}-${time.slice(8)}-7${seqHex}-${random.slice(19)}`;
}
export const now = (): string => new Date().toISOString();
export const newToken = (): string => randomBytes(32).toString('base64url');
export const sha256 = (value: string): string => createHash('sha256').update(value).digest('hex');
