import {
  CLAIM_MESSAGES as M,
  type Claim,
  type ClaimListQuery,
  type ClaimStatus,
  type ClaimSummary,
} from '@studydesk/contract';
import type { Db } from '../../db/database';
import type { ClaimRow } from '../../db/schema-claims';
import { notFound } from '../../lib/errors';
import { moneyOf } from '../../lib/money/money';
import { scopeOffice } from '../../lib/scope/offices';
import { addDays } from '../due/due.deadlines';
import { createMoneySettings } from '../money/money.settings';
import { today } from './claims.create';
import { lineOf, paymentOf } from './claims.lines';

type Row = ClaimRow & { collegeName: string | null };
const n = (v: number | string) => Number(v);

/** Claims this viewer may read: admins every office's, managers their offices'. */
export const claimsOf = (db: Db) =>
  scopeOffice(
    db
      .selectFrom('claims as c')
      .leftJoin('colleges as g', 'g.id', 'c.college')
      .selectAll('c')
      .select('g.name as collegeName'),
    'c.officeId',
  );
type Query = ReturnType<typeof claimsOf>;

/**
 * Sent and not paid in full by `days` after the day it was sent: to be chased from `today`.
 * A timestamp sorts as text, so "sent before the day after the cut-off" is one comparison.
 */
export const toChase = (q: Query, day: string, days: number) =>
  q.where('c.status', 'in', ['sent', 'part-paid']).where('c.sentAt', '<', addDays(day, 1 - days));

/** The day a claim sent at `sentAt` is chased from while unpaid. */
export const chaseFrom = (sentAt: string, days: number) => addDays(sentAt.slice(0, 10), days);

export function toSummary(r: Row, chaseDays: number): ClaimSummary {
  const m = (minor: number | string) => moneyOf(minor, r.currency);
  return {
    _id: r.id,
    number: r.number,
    college: r.college,
    collegeName: r.collegeName,
    office: r.officeId,
    currency: r.currency,
    status: r.status as ClaimStatus,
    total: m(r.total),
    paid: m(r.paid),
    credited: m(r.credited),
    charges: m(r.charges),
    outstanding: m(n(r.total) - n(r.paid) - n(r.credited)),
    sentAt: r.sentAt,
    chaseFrom: r.sentAt && chaseFrom(r.sentAt, chaseDays),
    writtenOffReason: r.writtenOffReason,
    createdAt: r.createdAt,
    updatedAt: r.updatedAt,
  };
}

export function createClaimReads(db: Db) {
  const settings = createMoneySettings(db);

  async function list(query: ClaimListQuery) {
    const { claimChaseDays: days } = await settings.get();
    let q = claimsOf(db);
    if (query.college) q = q.where('c.college', '=', query.college);
    if (query.status === 'to-chase') q = toChase(q, today(), days);
    else if (query.status) q = q.where('c.status', '=', query.status);
    const [rows, counted] = await Promise.all([
      q
        .orderBy('c.createdAt', 'desc')
        .orderBy('c.id', 'desc')
        .limit(query.limit)
        .offset((query.page - 1) * query.limit)
        .execute(),
      db
        .selectFrom(q.as('x'))
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow(),
    ]);
    return { data: rows.map((r) => toSummary(r, days)), total: Number(counted.n) };
  }

  async function detail(id: string): Promise<Claim> {
    const [r, { claimChaseDays: days }] = await Promise.all([
      claimsOf(db).where('c.id', '=', id).executeTakeFirst(),
      settings.get(),
    ]);
    if (!r) throw notFound(M.notFound);
    const [lines, payments, credits, moves] = await Promise.all([
      db
        .selectFrom('claim_lines as l')
        .innerJoin('enquiries as e', 'e.id', 'l.enquiryId')
        .leftJoin('courses as k', 'k.id', 'l.courseId')
        .leftJoin('intakes as i', 'i.id', 'l.intakeId')
        .selectAll('l')
        .select(['e.fName', 'e.lName', 'k.title as courseTitle', 'i.intakeMonth', 'i.intakeYear'])
        .where('l.claimId', '=', id)
        .orderBy('l.position')
        .execute(),
      db
        .selectFrom('claim_payments')
        .selectAll()
        .where('claimId', '=', id)
        .orderBy('createdAt')
        .execute(),
      db
        .selectFrom('credit_notes')
        .selectAll()
        .where('claimId', '=', id)
        .orderBy('createdAt')
        .execute(),
      db
        .selectFrom('claim_line_moves as m')
        .leftJoin('intakes as f', 'f.id', 'm.fromIntake')
        .innerJoin('intakes as t', 't.id', 'm.toIntake')
        .select([
          'm.lineId',
          'm.createdAt',
          'f.intakeMonth as fromMonth',
          'f.intakeYear as fromYear',
        ])
        .select(['t.intakeMonth as toMonth', 't.intakeYear as toYear'])
        .where('m.claimId', '=', id)
        .orderBy('m.createdAt')
        .execute(),
    ]);
    return {
      ...toSummary(r, days),
      lines: lines.map((l) => lineOf(l, r.currency)),
      payments: payments.map((p) => paymentOf(p, r.currency)),
      creditNotes: credits.map((c) => ({
        _id: c.id,
        number: c.number,
        line: c.lineId,
        amount: moneyOf(c.amount, r.currency),
        reason: c.reason,
        createdAt: c.createdAt,
      })),
      moves: moves.map((m) => ({
        line: m.lineId,
        from: m.fromMonth && m.fromYear ? `${m.fromMonth} ${m.fromYear}` : null,
        to: `${m.toMonth} ${m.toYear}`,
        createdAt: m.createdAt,
      })),
    };
  }

  return { list, detail };
}
export type ClaimReads = ReturnType<typeof createClaimReads>;
