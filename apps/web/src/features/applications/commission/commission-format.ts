import type { CommissionRow } from '@studydesk/contract';

export const currencyName = (currency: string | null) => currency ?? 'no currency';

export const intakeOf = (row: Pick<CommissionRow, 'intakeMonth' | 'intakeYear'>) =>
  row.intakeMonth && row.intakeYear ? `${row.intakeMonth} ${row.intakeYear}` : 'No intake yet';

/** The four figures, in the order the view shows them. */
export const FIGURES = [
  { key: 'expected', label: 'Expected' },
  { key: 'claimable', label: 'Claimable' },
  { key: 'invoiced', label: 'Invoiced' },
  { key: 'received', label: 'Received' },
] as const;

/** The board's list of the applications behind a row (its URL parameters are the board's). */
export function applicationsLink(row: CommissionRow): string {
  const p = new URLSearchParams({ view: 'list', owner: 'all', college: row.college });
  if (row.intakeMonth) p.set('intakeMonth', row.intakeMonth);
  if (row.intakeYear !== null) p.set('intakeYear', String(row.intakeYear));
  return `/applications?${p.toString()}`;
}

export const rowKey = (row: CommissionRow) =>
  JSON.stringify([row.intake, row.college, row.currency]);
