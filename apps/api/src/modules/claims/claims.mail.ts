import type { Claim, ClaimsContact } from '@studydesk/contract';
import type { NewMail } from '../mail/outbox';

/** The claim to the college's claims contact, its PDF attached (through the outbox). */
export const claimMail = (c: Claim, to: ClaimsContact, agency: string, pdf: Buffer): NewMail => ({
  kind: 'claim',
  to: to.email,
  subject: `Commission claim ${c.number} from ${agency}`,
  text: [
    `Dear ${to.name},`,
    '',
    `Please find attached our commission claim ${c.number} for ${c.outstanding.amount} ${c.currency}`,
    `(${c.lines.length} ${c.lines.length === 1 ? 'line' : 'lines'}: ${[...new Set(c.lines.map((l) => l.student))].join(', ')}).`,
    '',
    agency,
  ].join('\n'),
  attachments: [{ filename: `${c.number}.pdf`, contentType: 'application/pdf', content: pdf }],
});
