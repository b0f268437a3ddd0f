/*
 * Commission claims to colleges (migration 041). Amounts are whole minor units of the claim's
 * currency (`bigint`, read through Number(), as the invoices' are).
 */
type Meta = { id: string; createdAt: string; updatedAt: string };
type Minor = number | string;

export type ClaimRow = Meta & {
  number: string;
  college: string;
  officeId: string;
  currency: string;
  status: string;
  total: Minor;
  paid: Minor;
  credited: Minor;
  charges: Minor;
  sentAt: string | null;
  writtenOffReason: string | null;
  createdBy: string | null;
};
export type ClaimLineRow = Meta & {
  claimId: string;
  position: number;
  applicationId: string;
  enquiryId: string;
  courseId: string | null;
  intakeId: string | null;
  instalment: number;
  share: string;
  tuition: Minor | null;
  amount: Minor;
  paid: Minor;
  credited: Minor;
  creditNote: string | null;
};
export type ClaimPaymentRow = Meta & {
  claimId: string;
  amount: Minor;
  charges: Minor;
  receivedAt: string;
  rate: string;
  base: string;
  baseAmount: Minor;
  createdBy: string | null;
};
export type CreditNoteRow = Meta & {
  number: string;
  claimId: string;
  lineId: string;
  amount: Minor;
  reason: string;
  createdBy: string | null;
};

/** Migration 073: a line moved to another intake, for the claim's history. */
export type ClaimLineMoveRow = Meta & {
  claimId: string;
  lineId: string;
  fromIntake: string | null;
  toIntake: string;
  createdBy: string | null;
};

export type ClaimTables = {
  claims: ClaimRow;
  claim_lines: ClaimLineRow;
  claim_payments: ClaimPaymentRow;
  credit_notes: CreditNoteRow;
  claim_line_moves: ClaimLineMoveRow;
};
