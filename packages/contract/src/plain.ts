// `@studydesk/contract/plain`: the contract's constants, without zod. The web's first load (the
// staff shell, the dashboard) imports its values from here so that it carries no schema code;
// types still come from the main entry (`import type` costs nothing at run time). Each file here
// is zod-free, and plain.test.ts keeps it so.
export * from './constants';
export * from './common/money-digits';
export * from './common/phone-basics';
export * from './messages';
export * from './events';
export * from './auth-basics';
export * from './resources/enquiry-basics';
export * from './resources/follow-up-basics';
export * from './resources/contact-basics';
export * from './resources/ownership-basics';
export * from './resources/settings-basics';
export * from './resources/user-basics';
export * from './resources/office-basics';
export * from './resources/password-reset-basics';
export * from './resources/documents-to-review-basics';
export * from './common/image-basics';
export * from './resources/catalogue-basics';
export * from './resources/money-basics';
export * from './resources/appointment-basics';
export * from './resources/import-basics';
export * from './resources/funnel-basics';
export * from './resources/mail-basics';
export * from './resources/shortlist-basics';
export * from './resources/application-basics';
export * from './resources/document-basics';
export * from './resources/document-messages';
export * from './common/time-zone-names';
