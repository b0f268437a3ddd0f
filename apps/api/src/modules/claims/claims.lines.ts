import type { ClaimLine, ClaimPayment } from '@studydesk/contract';
import type { ClaimLineRow, ClaimPaymentRow } from '../../db/schema-claims';
import { moneyOf } from '../../lib/money/money';
import { fullName } from '../../lib/names';

/** A claim's line as read with its student, course and intake. */
export type LineRead = ClaimLineRow & {
  fName: string;
  lName: string | null;
  courseTitle: string | null;
  intakeMonth: string | null;
  intakeYear: number | null;
};

export function lineOf(l: LineRead, currency: string): ClaimLine {
  const m = (minor: number | string) => moneyOf(minor, currency);
  return {
    _id: l.id,
    application: l.applicationId,
    enquiry: l.enquiryId,
    student: fullName(l.fName, l.lName) ?? '',
    course: l.courseId,
    courseTitle: l.courseTitle,
    intake: l.intakeId,
    intakeName: l.intakeMonth && l.intakeYear ? `${l.intakeMonth} ${l.intakeYear}` : null,
    instalment: l.instalment,
    share: l.share,
    tuition: l.tuition === null ? null : m(l.tuition),
    amount: m(l.amount),
    paid: m(l.paid),
    credited: m(l.credited),
    outstanding: m(Number(l.amount) - Number(l.paid) - Number(l.credited)),
    creditNote: l.creditNote,
  };
}

export const paymentOf = (p: ClaimPaymentRow, currency: string): ClaimPayment => ({
  _id: p.id,
  amount: moneyOf(p.amount, currency),
  charges: moneyOf(p.charges, currency),
  receivedAt: p.receivedAt,
  rate: p.rate,
  baseAmount: moneyOf(p.baseAmount, p.base),
  createdAt: p.createdAt,
});
