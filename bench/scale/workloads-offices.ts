import type { Load, Workload } from './workload';
import { workloads } from './workloads';

/** Scoped within this factor of the unscoped figures: CPU per request and throughput. */
export const OFFICE_RATIO = 1.2;
const PAIR: Load[] = [{ connections: 10 }, { connections: 50 }];

/**
 * The office scope's cost: the enquiry list, the name search, the header search and the
 * applications board asked by the head office's manager (36% of the agency's records) beside
 * the same URLs asked by an admin, who sees every office (bench/scale/office-pairs.ts).
 */
export function officeWorkloads(rows: number): Workload[] {
  const all = new Map(workloads(rows).map((w) => [w.id, w]));
  const pair = (id: string): Workload => {
    const w = all.get(id)!;
    return {
      ...w,
      id: `office-${id}`,
      title: `office scope: ${w.title}`,
      note: `${w.note}; as the head office's manager beside an admin`,
      loads: PAIR,
      as: 'manager',
    };
  };
  return ['newest', 'name', 'search', 'board'].map(pair);
}
