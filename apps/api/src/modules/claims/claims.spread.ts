import type { Db } from '../../db/database';

/**
 * Spreads `amount` over a claim's lines in their order, each taking what it still asks for
 * (amount − paid − credited), into its `paid`. The caller has checked that the claim asks for
 * at least that much.
 */
export async function spreadOver(trx: Db, claimId: string, amount: number) {
  const lines = await trx
    .selectFrom('claim_lines')
    .select(['id', 'amount', 'paid', 'credited'])
    .where('claimId', '=', claimId)
    .orderBy('position')
    .execute();
  let left = amount;
  for (const l of lines) {
    const take = Math.min(left, Number(l.amount) - Number(l.paid) - Number(l.credited));
    if (take <= 0) continue;
    left -= take;
    await trx
      .updateTable('claim_lines')
      .set({ paid: Number(l.paid) + take })
      .where('id', '=', l.id)
      .execute();
  }
}
