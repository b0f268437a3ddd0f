import type { ClaimStatus, ClaimUpdate } from '@studydesk/contract';
import type { Db } from '../../db/database';
import { conflict } from '../../lib/errors';
import { now } from '../../lib/ids';

/*
 * A claim's life: draft → sent → part-paid → paid, or written off (with a reason) before it is
 * paid. Part-paid and paid follow the payments recorded, never a PATCH; a sent claim does not
 * go back to draft (the college has it).
 */
const MOVES: Record<ClaimStatus, readonly ClaimStatus[]> = {
  draft: ['sent', 'written-off'],
  sent: ['written-off'],
  'part-paid': ['written-off'],
  paid: [],
  'written-off': [],
};

function refusal(from: ClaimStatus, to: ClaimStatus): string {
  if (to === 'part-paid' || to === 'paid')
    return `A claim becomes ${to} by the payments recorded against it`;
  return `A ${from} claim cannot become ${to}`;
}

/**
 * Moves a claim from `from` to `to` if that is a legal move and it is still `from` (one
 * conditional UPDATE, so two moves at once cannot both apply); 409 otherwise.
 */
export async function moveStatus(
  db: Db,
  id: string,
  from: ClaimStatus,
  { status: to, reason }: ClaimUpdate,
): Promise<void> {
  if (from === to) return;
  if (!MOVES[from].includes(to)) throw conflict(refusal(from, to));
  const t = now();
  const moved = await db
    .updateTable('claims')
    .set({
      status: to,
      updatedAt: t,
      ...(to === 'sent' && { sentAt: t }),
      ...(to === 'written-off' && { writtenOffReason: reason ?? null }),
    })
    .where('id', '=', id)
    .where('status', '=', from)
    .executeTakeFirst();
  if (Number(moved.numUpdatedRows) === 0) throw conflict('The claim changed meanwhile: reload it');
}

/** What money received or credited makes of a claim's status. */
export function statusAfter(cur: ClaimStatus, left: number, paid: number): ClaimStatus {
  if (left <= 0) return 'paid';
  return paid > 0 ? 'part-paid' : cur;
}
