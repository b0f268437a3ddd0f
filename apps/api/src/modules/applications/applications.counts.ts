import type { DbHandle } from '../../db/database';
import { createEnquiryCounts } from '../enquiries/enquiry-counts';

/*
 * Kept counts of live applications by stage and owner (migration 024: dim 'app', key
 * 'stage|owner', '' unassigned), kept by triggers in every writing transaction. They answer the
 * board's column counts and the list's exact total when the only narrowing is by owner (the
 * counsellor's scope, Mine, Unassigned) and stage or phase; any other filter counts its rows.
 */
type Query = Record<string, unknown>;
/** Which owners' applications are counted ('' unassigned). */
export type Owners = (owner: string) => boolean;

// Query keys that never narrow the rows counted, or narrow them by owner only (read below).
const NEUTRAL = new Set(['page', 'limit', 'sort', 'order', 'owner', 'ownerId', 'viewer']);

/**
 * The owners a list of `q` counts, as the repository's filter narrows them (`viewer`: theirs
 * and unassigned; `owner` me/none), or null when `q` has a filter no count is kept for.
 */
export function keptOwners(q: Query): Owners | null {
  for (const [k, v] of Object.entries(q)) if (v !== undefined && !NEUTRAL.has(k)) return null;
  const { viewer, owner, ownerId } = q;
  return (o) =>
    (typeof viewer !== 'string' || o === viewer || o === '') &&
    (owner !== 'none' || o === '') &&
    (owner !== 'me' || typeof ownerId !== 'string' || o === ownerId);
}

export function createApplicationCounts(handle: DbHandle) {
  const counts = createEnquiryCounts(handle);
  const stagesOf = async (phase: string) =>
    (
      await handle.db
        .selectFrom('application_stages')
        .select('key')
        .where('phase', '=', phase)
        .execute()
    ).map((s) => s.key);

  /** Live applications per stage key of the owners taken (stages with none left out). */
  async function byStage(owners: Owners): Promise<Map<string, number>> {
    const out = new Map<string, number>();
    for (const [key, n] of await counts.byKey('app')) {
      const at = key.lastIndexOf('|'); // stage keys are letters, digits and _: owners follow
      const stage = key.slice(0, at);
      if (owners(key.slice(at + 1))) out.set(stage, (out.get(stage) ?? 0) + n);
    }
    return out;
  }

  return {
    byStage,
    /** The list's exact total from the kept counts (its `keptCount`), or null to count rows. */
    total(q: Query): Promise<number> | null {
      const { stage, phase, ...rest } = q;
      const owners = keptOwners(rest);
      if (!owners) return null;
      return (async () => {
        const by = await byStage(owners);
        const keys =
          typeof stage === 'string' ? [stage] : typeof phase === 'string' ? null : [...by.keys()];
        const within = keys ?? (await stagesOf(String(phase)));
        // stage and phase together: the stage, when it is of the phase
        const phaseKeys = typeof phase === 'string' && keys ? await stagesOf(phase) : null;
        return within
          .filter((k) => !phaseKeys || phaseKeys.includes(k))
          .reduce((sum, k) => sum + (by.get(k) ?? 0), 0);
      })();
    },
  };
}
export type ApplicationCounts = ReturnType<typeof createApplicationCounts>;
