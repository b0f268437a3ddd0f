// The settings' defaults, apart from their schemas (zod-free: the bell's waiting clock reads them
// on the staff shell's first load).

/** The agency's own settings, changed by an admin in the app. */
export const SETTINGS_DEFAULTS = {
  /** Hand new public enquiries to active counsellors in turn. */
  roundRobin: false,
  /** Minutes a new enquiry may wait for its first contact before its clock turns amber. */
  responseTargetMinutes: 15,
  /** Days ahead an application's deadline shows in its owner's Due tab. */
  deadlineReminderDays: 7,
  /** Days a student's private link works after it is made. */
  studentLinkDays: 30,
  /** The agency's name, for mail ({{agencyName}}). */
  agencyName: 'StudyDesk',
  /** Where enquirers' replies to the acknowledgement go while no counsellor owns them ('': none). */
  agencyReplyTo: '',
  /** The agency's IANA time zone: the morning digest goes at 08:00 there. */
  timeZone: 'UTC',
  /** The morning digest to each counsellor with work (each may still turn theirs off). */
  digestOn: true,
} as const;

/** GET /branding (public): what the agency's public pages show of it, and nothing else. */
export const BRANDING_PATH = '/branding';
/** `logo`: the public URL of the agency's logo, null until an admin uploads one. */
export type Branding = { agencyName: string; logo: string | null };
