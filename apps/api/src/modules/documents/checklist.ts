import {
  APPLICATION_PHASES,
  type ApplicationPhase,
  type ChecklistItem,
  type ChecklistState,
  type RequirementPhase,
} from '@studydesk/contract';

/** Where one open application of a student has got to: its college's country and its phase. */
export type Reached = { enquiry: string; country: string | null; phase: ApplicationPhase };
/** A requirement as the checklist reads it (its type's name and order, its country's name). */
export type Rule = {
  country: string | null;
  countryName: string | null;
  phase: RequirementPhase;
  typeId: string;
  typeName: string;
  position: number;
};
/** What a student's documents of one type say: the state and the document deciding it. */
export type TypeState = { state: Exclude<ChecklistState, 'missing'>; document: string | null };

const rank = (p: ApplicationPhase) => APPLICATION_PHASES.indexOf(p);

/**
 * Whether a rule applies to a student with these open applications: one of them is bound for
 * the rule's country (any, for a rule of every destination) and has reached the rule's phase.
 * Every student is at least shortlisting, so a rule of every destination for the shortlist
 * phase applies to students with no application yet (a passport is asked for from the start).
 */
const applies = (r: Rule, reached: Reached[]) =>
  (r.country === null && r.phase === 'shortlist') ||
  reached.some(
    (a) => (r.country === null || r.country === a.country) && rank(a.phase) >= rank(r.phase),
  );

/**
 * A student's checklist: the union of the rules for the countries of their open
 * applications and the phases those reached, one line per document type in the types' order;
 * ✓ when a document of the type was accepted, else the newest one's state (awaiting or
 * rejected), else missing.
 */
export function checklistOf(
  rules: Rule[],
  reached: Reached[],
  states: Map<string, TypeState>,
): ChecklistItem[] {
  const lines = new Map<string, ChecklistItem & { position: number; everywhere: boolean }>();
  for (const r of rules) {
    if (!applies(r, reached)) continue;
    const line = lines.get(r.typeId) ?? {
      type: { id: r.typeId, name: r.typeName },
      phases: [],
      countries: [],
      position: r.position,
      everywhere: false,
      ...(states.get(r.typeId) ?? { state: 'missing' as const, document: null }),
    };
    if (!line.phases.includes(r.phase)) line.phases.push(r.phase);
    if (r.country === null) line.everywhere = true;
    else if (!line.countries.some((c) => c.id === r.country))
      line.countries.push({ id: r.country, name: r.countryName ?? r.country });
    lines.set(r.typeId, line);
  }
  return [...lines.values()]
    .sort((a, b) => a.position - b.position || a.type.name.localeCompare(b.type.name))
    .map(({ position: _p, everywhere, ...line }) => ({
      ...line,
      phases: line.phases.sort((a, b) => rank(a) - rank(b)),
      countries: everywhere ? [] : line.countries,
    }));
}

/** Documents of one type, newest first, as their states: what `checklistOf` reads. */
export function typeStateOf(docs: { _id: string; status: string }[]): TypeState | undefined {
  const accepted = docs.find((d) => d.status === 'accepted');
  if (accepted) return { state: 'ok', document: accepted._id };
  const newest = docs[0];
  if (!newest) return undefined;
  return { state: newest.status === 'rejected' ? 'rejected' : 'awaiting', document: newest._id };
}
