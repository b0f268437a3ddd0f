// The mail endpoints' paths without zod: the profile and the e-mail settings read them from the
// plain entry.

export const MAIL_TEMPLATES_PATH = '/mail-templates';
export const ACKNOWLEDGEMENT_PATH = '/mail/acknowledgement';
export const UNSUBSCRIBE_PATH = '/mail/unsubscribe';
export const DIGEST_PREFERENCE_PATH = '/users/me/digest';
