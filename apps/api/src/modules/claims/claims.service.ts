import {
  CLAIM_MESSAGES as M,
  type ClaimCreate,
  type ClaimPaymentCreate,
  type ClaimSent,
  type ClaimUpdate,
} from '@studydesk/contract';
import type { Db } from '../../db/database';
import { conflict } from '../../lib/errors';
import { ruleOf } from '../applications/commission.rules';
import { enqueueMails } from '../mail/outbox';
import { createMoneySettings } from '../money/money.settings';
import { createSettingsStore } from '../settings/settings.store';
import { claimMail } from './claims.mail';
import { claimPdf } from './claims.pdf';
import { createClaim } from './claims.create';
import { openClaimables } from './claims.open';
import { creditLine, moveLine } from './claims.credit';
import { payClaim } from './claims.pay';
import { createClaimReads } from './claims.read';
import { moveStatus } from './claims.status';

/** What the claim routes work with: reads, making, moves, the PDF and mail, payments. */
export function createClaimService(db: Db) {
  const reads = createClaimReads(db);
  const settings = createSettingsStore(db);
  const money = createMoneySettings(db);

  async function pdf(id: string) {
    const claim = await reads.detail(id);
    const [agency, { bankDetails }, rule] = await Promise.all([
      settings.value('agencyName'),
      money.get(),
      ruleOf(db, claim.college),
    ]);
    const contact = rule?.claimsContact ?? null;
    return {
      claim,
      agency,
      contact,
      bytes: await claimPdf(claim, { agency, contact, bankDetails }),
    };
  }

  return {
    pdf,
    /**
     * Queues the claim to the college's claims contact with its PDF, and marks a draft sent, in
     * one transaction: a claim is sent exactly when its mail is queued.
     */
    async send(id: string): Promise<ClaimSent> {
      const { claim, agency, contact, bytes } = await pdf(id);
      if (!contact) throw conflict(M.noContact);
      if (claim.status === 'paid' || claim.status === 'written-off') throw conflict(M.closed);
      const mail = await db.transaction().execute(async (trx) => {
        if (claim.status === 'draft') await moveStatus(trx, id, 'draft', { status: 'sent' });
        return (await enqueueMails(trx, [claimMail(claim, contact, agency, bytes)]))[0]!;
      });
      return { mail, to: contact.email };
    },
    reads,
    claimable: (college: string) => openClaimables(db, college),
    async create(c: ClaimCreate, by: string) {
      return reads.detail(await createClaim(db, c, by));
    },
    async update(id: string, u: ClaimUpdate) {
      const cur = await reads.detail(id);
      await moveStatus(db, id, cur.status, u);
      return reads.detail(id);
    },
    /** A withdrawn student's line credited (a credit note); answers the claim. */
    async credit(id: string, line: string, reason: string, by: string) {
      await creditLine(db, await reads.detail(id), line, reason, by);
      return reads.detail(id);
    },
    /** A deferred student's line (and application) moved to the new intake; answers the claim. */
    async move(id: string, line: string, intake: string, by: string) {
      await moveLine(db, await reads.detail(id), line, intake, by);
      return reads.detail(id);
    },
    /** Records a payment from the college; answers the claim as it now stands. */
    async pay(id: string, by: string, p: ClaimPaymentCreate) {
      await payClaim(db, await reads.detail(id), by, p);
      return reads.detail(id);
    },
  };
}
export type ClaimService = ReturnType<typeof createClaimService>;
