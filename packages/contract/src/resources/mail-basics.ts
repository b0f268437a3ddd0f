// The mail endpoints' paths without zod: the profile and the e-mail settings read them from the
// plain entry.

export const MAIL_TEMPLATES_PATH = '/mail-templates';
export const ACKNOWLEDGEMENT_PATH = '/mail/acknowledgement';
export const UNSUBSCRIBE_PATH = '/mail/unsubscribe';
export const DIGEST_PREFERENCE_PATH = '/users/me/digest';

/** What "E-mail" on an enquiry's record says (the server's refusals and the sent note). */
export const ENQUIRY_MAIL_MESSAGES = {
  noEmail: 'This student has no e-mail address: add one to write to them.',
  sent: (subject: string) => `E-mail sent: ${subject}`,
  unknownTemplate: 'That template no longer exists: choose another',
  unknownReply: 'That mail is not on this record',
} as const;
