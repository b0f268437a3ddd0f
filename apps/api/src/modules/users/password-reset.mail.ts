import { RESET_LINK_MINUTES, RESET_PASSWORD_PATH } from '@studydesk/contract';
import type { NewMail } from '../mail/outbox';
import { textToHtml } from '../mail/merge';

/** The reset link: the app's public address, never the request's Host (anyone can forge it). */
export const resetLink = (baseUrl: string, token: string) =>
  `${baseUrl}${RESET_PASSWORD_PATH}?token=${encodeURIComponent(token)}`;

/** The "Forgot password?" mail: the link, how long it works, and what to do if unasked. */
export function passwordResetMail(
  user: { id: string; fname: string; email: string },
  link: string,
): NewMail {
  const text = [
    `Hello ${user.fname},`,
    `Someone, we hope you, asked to reset the password of your StudyDesk account (${user.email}). Open this link to choose a new one. It works once, within ${RESET_LINK_MINUTES} minutes:`,
    link,
    'Choosing a new password signs your account out on every device.',
    'If you did not ask for this, ignore this mail: your password stays as it is.',
  ].join('\n\n');
  return {
    kind: 'password-reset',
    to: user.email,
    subject: 'Reset your StudyDesk password',
    text,
    html: textToHtml(text),
    userId: user.id,
  };
}
