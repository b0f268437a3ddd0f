import type { Generated } from 'kysely';
import type { Role, UserStatus } from '@studydesk/contract';
import type { AppointmentTables } from './schema-appointments';
import type { MoneyTables } from './schema-money';
import type { ClaimTables } from './schema-claims';
import type { InboxTables } from './schema-inbox';

/** Timestamps are ISO-8601 UTC strings on both dialects, so they sort and compare alike. */
type Meta = { id: string; createdAt: string; updatedAt: string };

export type UserRow = Meta & {
  fname: string;
  lname: string;
  email: string;
  mobile: string | null;
  passwordHash: string;
  userType: Role;
  status: UserStatus;
  image: string | null;
  thumbnail: string | null;
  lastLogin: string | null;
};

export type SessionRow = {
  id: string;
  tokenHash: string;
  userId: string;
  expiresAt: string;
  createdAt: string;
  lastSeenAt: string;
};

export type LoginFailureRow = { id: string; email: string; ip: string; createdAt: string };
export type KnownIpRow = { userId: string; ip: string; lastSuccessAt: string };
/** A per-IP limit's current window: `resetAt` in epoch milliseconds. */
export type RateLimitRow = { key: string; count: number | string; resetAt: number | string };

export type ServiceRow = Meta & { title: string };

export type EnquiryRow = Meta & {
  enqNo: string;
  fName: string;
  lName: string;
  email: string;
  mobile: string;
  location: string | null;
  country: string | null;
  course: string | null;
  college: string | null;
  category: string;
  preferredIntake: string | null;
  message: string | null;
  source: string;
  leadQuality: string | null;
  status: string;
  assignedTo: string | null;
  remarks: string | null;
  duplicateOf: string | null;
  /** Set when merged into another enquiry (then soft-deleted). */
  mergedInto: string | null;
  /** When staff first contacted it: set once, never moved. */
  firstContactAt: string | null;
  deletedAt: string | null;
} & PhoneKeys &
  LeadOriginColumns &
  Imported;

/** The import that inserted the record, null for any other. */
type Imported = { importId?: string | null };

/** Where an enquiry came from. */
type LeadOriginColumns = {
  pageUrl: string | null;
  referrer: string | null;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
};

/** Digits of the phone (leading zeros dropped) and those digits reversed, for search. */
type PhoneKeys = { mobileDigits: string | null; mobileRev: string | null };

/**
 * Kept counts of live enquiries by dimension (status, owner, category, country, day|status),
 * maintained by triggers (migration 015). PostgreSQL keeps signed deltas: a key's count is sum(n).
 */
export type EnquiryCountRow = { dim: string; key: string; n: number | string };

/** A person's name words and e-mail (lib/search/terms.ts), by kind of record. */
export type SearchTermRow = { kind: string; term: string; recordId: string };

/**
 * One change to an enquiry, follow-up or call request (lib/history): a field's from → to, or
 * a whole-record action (create, delete, restore, merge) with `field` null. `enquiryId` is the
 * enquiry whose timeline shows it.
 */
export type RecordChangeRow = {
  id: string;
  kind: string;
  recordId: string;
  enquiryId: string | null;
  action: string;
  field: string | null;
  from: string | null;
  to: string | null;
  by: string | null;
  at: string;
  /** The enquiry the row came from when that one was merged into `enquiryId` (migration 018). */
  mergedFrom?: string | null;
};

/** The newest enquiry a user has marked read (the bell). */
export type ReadMarkerRow = {
  userId: string;
  createdAt: string;
  enquiryId: string;
  updatedAt: string;
};

export type StatusChangeRow = {
  id: string;
  enquiryId: string;
  from: string | null;
  to: string;
  by: string | null;
  at: string;
  mergedFrom?: string | null;
};

export type FollowUpRow = Meta & {
  enquiry: string;
  followUpDetails: string;
  nextContactDate: string | null;
  status: string | null;
  remarks: string | null;
  createdBy: string | null;
  /** 'task' (the default) or 'contact'. */
  kind: string;
  outcome: string | null;
  result: string | null;
  doneAt: string | null;
  doneBy: string | null;
  /** The enquiry it came from when that one was merged into `enquiry` (migration 018). */
  mergedFrom?: string | null;
};

export type ContactRow = Meta & {
  name: string;
  email: string;
  mobile: string | null;
  message: string;
  preferredTime: string | null;
  status: string;
  assignedTo: string | null;
} & PhoneKeys &
  CallBackColumns;

/** The call-back queue: the latest attempt's next try and outcome, the enquiry made. */
export type CallBackColumns = {
  nextTryAt: string | null;
  nextTryBy: string | null;
  lastOutcome: string | null;
  attemptCount: Generated<number>;
  enquiryId: string | null;
};

/** One try at calling a call request back; `enquiryId` once it was converted. */
export type ContactAttemptRow = {
  id: string;
  contactId: string | null;
  enquiryId: string | null;
  at: string;
  by: string | null;
  outcome: string;
  note: string | null;
  nextTryAt: string | null;
  mergedFrom?: string | null;
};

/** The last user a pool's round-robin gave a new enquiry to. */
export type RoundRobinRow = { pool: string; lastUserId: string | null; updatedAt: string };

/** Booleans are stored as 0/1 and lists as JSON text (lib/crud/codec converts them). */
type Flag = number;
type JsonList = string;
type ImageColumns = { image: string | null; thumbnail: string | null };

export type CountryRow = Meta &
  ImageColumns & {
    name: string;
    code: string;
    isoCode: string;
    dialCode: string | null;
    currency: string | null;
  };

export type StateRow = Meta & {
  country: string | null;
  name: string;
  description: string | null;
  active: Flag;
  recommended: Flag;
};

export type CourseRow = Meta &
  ImageColumns & {
    title: string;
    shortDesc: string | null;
    fullDesc: string | null;
    duration: string | null;
    level: string | null;
    fees: number | null;
    currency: string | null;
    mode: string;
    domestic: Flag;
    syllabus: JsonList;
    prerequisites: JsonList;
    tags: JsonList;
    visible: Flag;
  } & Imported;

export type CollegeRow = Meta &
  ImageColumns & {
    name: string;
    email: string | null;
    phone: string | null;
    address: string | null;
    website: string | null;
    description: string | null;
    mapLink: string | null;
    country: string | null;
    state: string | null;
    courses: JsonList;
    category: JsonList;
    status: string;
    facilities: JsonList;
    services: JsonList;
    visible: Flag;
  } & Imported;

export type IntakeRow = Meta & {
  college: string;
  intakeMonth: string;
  intakeYear: number;
  deadlineDate: string;
  status: string;
  visible: Flag;
  deletedAt: string | null;
};

export type BlogRow = Meta &
  ImageColumns & {
    title: string;
    shortDesc: string | null;
    fullDesc: string | null;
    link: string;
    createdBy: string;
    updatedBy: string;
    deletedAt: string | null;
  };

export type GalleryRow = Meta &
  ImageColumns & {
    title: string;
    from: string | null;
    link: string | null;
    date: string;
    deletedAt: string | null;
  };

/** One setting an admin changed; `value` is JSON. */
export type SettingRow = {
  key: string;
  value: string;
  updatedAt: string;
  updatedBy: string | null;
};

/** A stage of the agency's application workflow. */
export type ApplicationStageRow = Meta & {
  key: string;
  name: string;
  phase: string;
  position: number;
  requiresNote: Flag;
  retiredAt: string | null;
};

/** A student's application to a course at a college for an intake. */
export type ApplicationRow = Meta & {
  enquiry: string;
  /** The student's office, kept by triggers (migration 062): the office scope's column. */
  officeId?: string | null;
  college: string;
  course: string;
  intake: string | null;
  stage: string;
  stageAt: string;
  assignedTo: string | null;
  tuition: number | null;
  currency: string | null;
  remarks: string | null;
  createdBy: string | null;
  deletedAt: string | null;
  offerType: string | null;
  acceptanceDeadline: string | null;
  depositAmount: number | null;
  depositDueDate: string | null;
  depositPaidDate: string | null;
  visaAppointmentDate: string | null;
  visaDecision: string | null;
  visaDecisionDate: string | null;
  commissionInvoicedDate: string | null;
  commissionInvoicedAmount: number | null;
  commissionReceivedDate: string | null;
  commissionReceivedAmount: number | null;
};

export type CollegeCommissionRow = {
  college: string;
  type: string;
  value: number;
  currency: string | null;
  updatedAt: string;
  updatedBy: string | null;
  /** The instalments as JSON text (migration 040); null: all of it at enrolment. */
  schedule: string | null;
  claimsContactName: string | null;
  claimsContactEmail: string | null;
};

/** Live applications kept grouped for the commission summary (migration 039). */
/** Migration 066: the reckoned commission summed per key (PostgreSQL: deltas, folded later). */
export type CommissionSumRow = {
  officeId: string;
  owner: string;
  intake: string;
  college: string;
  stage: string;
  currency: string;
  invoiced: number;
  received: number;
  n: number | string;
  priced: number | string;
  expectedMinor: number | string;
  invoicedFine: number | string;
  receivedFine: number | string;
};

/** Migration 070: the kept sums rolled up without the owner, by the stage's status. */
export type CommissionRollupRow = {
  officeId: string;
  intake: string;
  college: string;
  currency: string;
  status: string;
  n: number | string;
  priced: number | string;
  expectedMinor: number | string;
  invoicedFine: number | string;
  receivedFine: number | string;
};

export type CommissionGroupRow = {
  officeId: string;
  owner: string;
  intake: string;
  college: string;
  stage: string;
  currency: string;
  tuition: number;
  invoiced: number;
  received: number;
  n: number | string;
  invoicedFine: number | string;
  receivedFine: number | string;
};

/** Live applications per stage passed through and stage now (migration 065). */
export type StagePathRow = { passed: string; stage: string; n: number | string };

export type ApplicationConditionRow = Meta & {
  applicationId: string;
  text: string;
  dueDate: string | null;
  satisfied: number;
  satisfiedDate: string | null;
  createdBy: string | null;
};

export type ApplicationStageChangeRow = {
  id: string;
  applicationId: string;
  from: string | null;
  to: string;
  by: string | null;
  at: string;
  note: string | null;
};

/** An upload being checked, run or undone; JSON in the text columns. */
export type ImportRow = Meta & {
  resource: string;
  name: string;
  createdBy: string;
  state: string;
  headers: string;
  mapping: string;
  choices: string;
  duplicateDefault: string;
  summary: string;
  rowCount: number;
  chunkCount: number;
  nextChunk: number;
  processed: number;
  inserted: number;
  updated: number;
  skipped: number;
  failed: number;
  startedAt: string | null;
  finishedAt: string | null;
  undoneAt: string | null;
  leaseUntil: string | null;
};
export type ImportRowsRow = { importId: string; chunk: number; rows: string };
export type ImportFailureRow = { importId: string; row: number; error: string };
export type ImportUpdateRow = {
  id: string;
  importId: string;
  recordId: string;
  before: string;
  after: string;
};

/** Where a mail is in the outbox. */
export type OutboxState = 'waiting' | 'sending' | 'sent' | 'failed' | 'cancelled';

/** One mail of the outbox (migration 026); `headers` is a JSON object or null. */
export type OutboxRow = {
  id: string;
  kind: string;
  toAddress: string;
  replyTo: string | null;
  /** The name it comes from, if not MAIL_FROM's (migration 030). */
  fromName: string | null;
  subject: string;
  textBody: string;
  htmlBody: string | null;
  headers: string | null;
  /** Files sent with it (migration 036): JSON `[{ filename, contentType, content }]`, base64. */
  attachments: string | null;
  enquiryId: string | null;
  userId: string | null;
  state: OutboxState;
  attempts: number;
  nextAttemptAt: string | null;
  lastError: string | null;
  claimedBy: string | null;
  claimedUntil: string | null;
  createdAt: string;
  sentAt: string | null;
};

/** A "Forgot password?" link (migration 029): the token's SHA-256 only; single use. */
export type PasswordResetRow = {
  id: string;
  userId: string;
  tokenHash: string;
  expiresAt: string;
  usedAt: string | null;
  createdAt: string;
};

/** A mail written from an enquiry's record (migration 029); the mail itself is `outboxId`. */
export type EnquiryEmailRow = {
  id: string;
  enquiryId: string;
  outboxId: string | null;
  toAddress: string;
  subject: string;
  templateId: string | null;
  sentBy: string | null;
  createdAt: string;
  mergedFrom?: string | null;
};

/** A type of student document, admin-managed. */
export type DocumentTypeRow = Meta & { name: string; position: number; retiredAt: string | null };

/** A student's document: its bytes at `storageKey` in the storage's private area. */
export type DocumentRow = Meta & {
  storageKey: string;
  enquiry: string;
  application: string | null;
  typeId: string;
  fileName: string;
  contentType: string;
  size: number;
  note: string | null;
  status: string;
  reason: string | null;
  uploadedBy: string | null;
  uploadedByLink: string | null;
  reviewedBy: string | null;
  reviewedAt: string | null;
  deletedAt: string | null;
  deletedBy: string | null;
  purgedAt: string | null;
  /** The inbound mail it came with (migration 045), if it did. */
  fromMail?: string | null;
};

/** A line of the timeline about a document: who (a user or a student link) did what, when. */
export type DocumentEventRow = {
  id: string;
  documentId: string;
  enquiryId: string;
  action: string;
  by: string | null;
  linkId: string | null;
  reason: string | null;
  at: string;
};

/** A checklist rule: `typeId` required from `phase` on for `country` (null: every destination). */
export type DocumentRequirementRow = {
  id: string;
  country: string | null;
  phase: string;
  typeId: string;
  createdAt: string;
  createdBy: string | null;
};

/** A student's private link; only the token's hash is kept. */
export type StudentLinkRow = {
  id: string;
  enquiryId: string;
  tokenHash: string;
  createdBy: string | null;
  createdAt: string;
  expiresAt: string;
  revokedAt: string | null;
};

/** An admin-managed mail template (migration 027). */
export type MailTemplateRow = Meta & { name: string; subject: string; body: string };
/** A morning digest written for a person on a local day; the hash of its unsubscribe token. */
export type DigestSendRow = { userId: string; day: string; tokenHash: string; createdAt: string };

/** An office of the agency; retired ones keep their rows but take no new records. */
export type OfficeRow = Meta & {
  name: string;
  address: string | null;
  phone: string | null;
  timeZone: string;
  replyEmail: string | null;
  retiredAt: string | null;
  /** The office's own settings (migration 034); null: the agency's. roundRobin is 0/1. */
  responseTargetMinutes: number | null;
  roundRobin: number | null;
  /** Its own acknowledgement wording (migration 049); null: the agency's template's. */
  ackSubject: string | null;
  ackBody: string | null;
};
export type UserOfficeRow = { userId: string; officeId: string };

export type EventRow = { id: Generated<number>; type: string; payload: string; createdAt: string };

export type Database = {
  /** digestOff (migration 027): 1 when the person turned the morning digest off. */
  users: UserRow & { digestOff: Generated<number> };
  mail_templates: MailTemplateRow;
  digest_sends: DigestSendRow;
  sessions: SessionRow;
  login_failures: LoginFailureRow;
  login_known_ips: KnownIpRow;
  rate_limits: RateLimitRow;
  services: ServiceRow;
  counters: { name: string; value: number | string };
  /** officeId (migration 031): its default is the head office, for rows written outside the app. */
  enquiries: EnquiryRow & { officeId: Generated<string> };
  enquiry_status_changes: StatusChangeRow;
  followups: FollowUpRow;
  contacts: ContactRow & { officeId: Generated<string> };
  contact_attempts: ContactAttemptRow;
  events: EventRow;
  search_terms: SearchTermRow;
  enquiry_counts: EnquiryCountRow;
  record_changes: RecordChangeRow;
  enquiry_read_markers: ReadMarkerRow;
  countries: CountryRow;
  states: StateRow;
  courses: CourseRow;
  colleges: CollegeRow;
  intakes: IntakeRow;
  blogs: BlogRow;
  gallery: GalleryRow;
  settings: SettingRow;
  round_robin: RoundRobinRow;
  application_stages: ApplicationStageRow;
  applications: ApplicationRow;
  application_stage_changes: ApplicationStageChangeRow;
  application_conditions: ApplicationConditionRow;
  college_commissions: CollegeCommissionRow;
  commission_groups: CommissionGroupRow;
  commission_sums: CommissionSumRow;
  commission_rollup: CommissionRollupRow;
  stage_paths: StagePathRow;
  document_types: DocumentTypeRow;
  documents: DocumentRow;
  document_events: DocumentEventRow;
  document_requirements: DocumentRequirementRow;
  student_links: StudentLinkRow;
  outbox: OutboxRow;
  password_resets: PasswordResetRow;
  enquiry_emails: EnquiryEmailRow;
  imports: ImportRow;
  import_rows: ImportRowsRow;
  import_failures: ImportFailureRow;
  import_updates: ImportUpdateRow;
  offices: OfficeRow;
  user_offices: UserOfficeRow;
} & MoneyTables &
  ClaimTables &
  AppointmentTables &
  InboxTables;
