import type { ApplicationPhase, DocumentRequirement } from '@studydesk/contract';
import { PHASE_LABELS } from '../application-stages/stage-labels';

/** The rules of one destination and phase: one row of the table. */
export type RuleGroup = {
  key: string;
  /** the country's name, or null for every destination */
  country: string | null;
  phase: ApplicationPhase;
  rules: DocumentRequirement[];
};

const PHASE_ORDER = Object.keys(PHASE_LABELS) as ApplicationPhase[];

/** "every destination, visa phase" / "United Kingdom, visa phase": a rule's place, in words. */
export const ruleWhere = (g: Pick<RuleGroup, 'country' | 'phase'>) =>
  `${g.country ?? 'every destination'}, ${PHASE_LABELS[g.phase].toLowerCase()} phase`;

/**
 * The rules as the table shows them: one row per destination and phase (every destination
 * first, then countries by name; phases in the journey's order), types in the list's order.
 */
export function groupRules(rules: readonly DocumentRequirement[]): RuleGroup[] {
  const groups = new Map<string, RuleGroup>();
  for (const rule of rules) {
    const key = `${rule.country?.id ?? '*'}|${rule.phase}`;
    const group = groups.get(key) ?? {
      key,
      country: rule.country?.name ?? null,
      phase: rule.phase,
      rules: [],
    };
    group.rules.push(rule);
    groups.set(key, group);
  }
  return [...groups.values()].sort(
    (a, b) =>
      Number(a.country !== null) - Number(b.country !== null) ||
      (a.country ?? '').localeCompare(b.country ?? '') ||
      PHASE_ORDER.indexOf(a.phase) - PHASE_ORDER.indexOf(b.phase),
  );
}
