import {
  APPLICATION_STAGE_EVENT,
  ASSIGNED_EVENT,
  IMPORTED_EVENT,
  STUDENT_UPLOAD_EVENT,
  TRANSFERRED_EVENT,
} from '@studydesk/contract';
import type { LiveEvent } from './event-bus';

/**
 * Who a stream event is for: null for every stream; an `assigned` one only for the new owner
 * (no one else learns who got what), an `applicationStage` one only for the application's
 * owner, a `studentUpload` one only for the student's owner, an `imported` one only for the
 * import's creator, a `transferred` one only for the manager it names, and nobody when its payload cannot be read.
 */
const ADDRESSED: ReadonlySet<string> = new Set([
  ASSIGNED_EVENT,
  APPLICATION_STAGE_EVENT,
  IMPORTED_EVENT,
  STUDENT_UPLOAD_EVENT,
  TRANSFERRED_EVENT,
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
