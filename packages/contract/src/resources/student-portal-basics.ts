// The student's private page, apart from its schemas: zod-free, so the light public
// bundle (apps/web/src/public/student) can import its values.
import type { ApplicationPhase } from './application-stages';

/** The student's page: `/s/<token>` (the token is the only thing that opens it). */
export const STUDENT_PAGE_PATH = '/s';
/** The page's API, under the API base: `GET /student/<token>`, `POST /student/<token>/documents`. */
export const STUDENT_API_PATH = '/student';
/** The page and its API are private: search engines keep and follow nothing of them. */
export const STUDENT_ROBOTS = 'noindex, nofollow';

/** A link's random part: 32 bytes (256 bits), base64url without padding (43 characters). */
export const STUDENT_TOKEN_BYTES = 32;

/**
 * Each phase in the student's words: what they see instead of the agency's stage names, which
 * are staff jargon (and may be renamed at will).
 */
export const PHASE_PLAIN: Record<ApplicationPhase, string> = {
  shortlist: 'Choosing courses',
  applied: 'Application in progress',
  offer: 'Offer received',
  accepted: 'Offer accepted',
  visa: 'Visa in progress',
  enrolled: 'Enrolled',
  closed: 'Closed',
};

/** What the student's page and its API say. */
export const STUDENT_PORTAL_MESSAGES = {
  /** A wrong, malformed, expired or revoked link: one answer, which reveals nothing. */
  invalidLink: 'This link is not valid',
  invalidLinkHelp:
    'It may have expired or been replaced by a newer one. Ask your counsellor to send you a new link.',
  typeNotOffered: 'Choose one of the documents listed on this page',
  /** A link's uploads in a day are capped (a leaked link cannot fill the agency's storage). */
  dailyLimit:
    'This link has sent as many files as it may today. Try again tomorrow, or ask your counsellor.',
} as const;

/** The student's checklist line states (the staff's ✓ reads "accepted" to them). */
export const STUDENT_CHECKLIST_STATES = ['missing', 'awaiting', 'accepted', 'rejected'] as const;
export type StudentChecklistState = (typeof STUDENT_CHECKLIST_STATES)[number];

/** Photos are resized in the browser before upload: their longest side at most this. */
export const STUDENT_PHOTO_MAX_SIDE = 2000;
/** What the page's file picker offers: photos and PDFs. */
export const STUDENT_UPLOAD_ACCEPT = 'image/*,application/pdf,.pdf';
