import { ASSIGNED_EVENT } from '@studydesk/contract';
import type { LiveEvent } from './event-bus';

/**
 * Whether a user's stream carries an event: an `assigned` one goes to the new owner only (no
 * one else learns who got what); every other event to every stream.
 */
export function visibleTo(e: LiveEvent, userId: string): boolean {
  if (e.type !== ASSIGNED_EVENT) return true;
  try {
    return (JSON.parse(e.payload) as { to?: unknown }).to === userId;
  } catch {
    return false;
  }
}
