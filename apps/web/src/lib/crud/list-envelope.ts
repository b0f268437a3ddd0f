import type { ListEnvelope } from '@studydesk/contract';

/** Every list, whatever its wire envelope, as the web sees it. */
export type ListResult<T> = { items: T[]; total: number };

export const DEFAULT_ENVELOPE: ListEnvelope = { items: 'data', count: 'total' };

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** A usable count: a finite number (or numeric string), never negative. */
function toCount(v: unknown): number | undefined {
  const n = typeof v === 'string' && v.trim() !== '' ? Number(v) : v;
  return typeof n === 'number' && Number.isFinite(n) ? Math.max(0, Math.trunc(n)) : undefined;
}

/**
 * Spec §7 spells list responses per resource ({data,total}, {enquiries,count},
 * {colleges,total,totalPages,currentPage}) and blog/gallery may answer a plain array whose
 * count falls back to its length (spec §3). Returns null when the answer is not a list at all.
 */
export function normaliseList<T>(
  raw: unknown,
  envelope: ListEnvelope = DEFAULT_ENVELOPE,
): ListResult<T> | null {
  if (Array.isArray(raw)) return { items: raw as T[], total: raw.length };
  if (!isRecord(raw)) return null;
  const items = raw[envelope.items];
  if (!Array.isArray(items)) return null;
  return { items: items as T[], total: toCount(raw[envelope.count]) ?? items.length };
}
