import {
  APPLICATION_STAGE_EVENT,
  ASSIGNED_EVENT,
  IMPORTED_EVENT,
  REPLY_EVENT,
  STUDENT_UPLOAD_EVENT,
  TRANSFERRED_EVENT,
} from '@studydesk/contract';
import type { LiveEvent } from './event-bus';

/**
 * Who a stream event is for: null for every stream; an `assigned` one only for the new owner
 * (no one else learns who got what), an `applicationStage` one only for the application's
 * owner, a `studentUpload` one only for the student's owner, an `imported` one only for the
 * import's creator, a `transferred` one only for the manager it names, a `reply` one only for
 * the student's owner, and nobody when its payload cannot be read.
 */
const ADDRESSED: ReadonlySet<string> = new Set([
  ASSIGNED_EVENT,
  APPLICATION_STAGE_EVENT,
  IMPORTED_EVENT,
  STUDENT_UPLOAD_EVENT,
  TRANSFERRED_EVENT,
  REPLY_EVENT,
]);

export function audienceOf(e: LiveEvent): string | null {
  if (!ADDRESSED.has(e.type)) return null;
  try {
    const to = (JSON.parse(e.payload) as { to?: unknown }).to;
    return typeof to === 'string' ? to : '';
  } catch {
    return '';
  }
}

/**
 * A new enquiry's office, and its payload as streams send it: the office routes the event to
 * the streams of people who work there (admins see every office) and is left out of the frame,
 * so the payload stays spec §7's. Events written before offices carry none: every stream's.
 */
export function officeRoute(e: LiveEvent): { office: string | null; payload: string } {
  if (e.type !== 'newEnquiry' || !e.payload.includes('"office"'))
    return { office: null, payload: e.payload };
  try {
    const { office, ...rest } = JSON.parse(e.payload) as Record<string, unknown>;
    return { office: typeof office === 'string' ? office : null, payload: JSON.stringify(rest) };
  } catch {
    return { office: null, payload: e.payload };
  }
}
