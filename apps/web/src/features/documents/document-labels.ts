import type { ChecklistState, Document, DocumentStatus } from '@studydesk/contract';
import type { Tone } from '../../components/tone-chip';

/** A checklist line's state in words (never only a colour or a tick). */
export const CHECKLIST_WORDS: Record<ChecklistState, string> = {
  ok: 'Accepted',
  missing: 'Missing',
  awaiting: 'Awaiting review',
  rejected: 'Rejected',
};
export const CHECKLIST_TONES: Record<ChecklistState, Tone> = {
  ok: 'success',
  missing: 'error',
  awaiting: 'warning',
  rejected: 'error',
};

export const STATUS_WORDS: Record<DocumentStatus, string> = {
  awaiting: 'Awaiting review',
  accepted: 'Accepted',
  rejected: 'Rejected',
};
export const STATUS_TONES: Record<DocumentStatus, Tone> = {
  awaiting: 'warning',
  accepted: 'success',
  rejected: 'error',
};

/** Who sent it: the member of staff by name, or "the student" (through their link). */
export function uploaderName(d: Pick<Document, 'uploadedBy'>): string {
  const by = d.uploadedBy;
  if ('student' in by) return 'the student';
  return by.name ?? 'a former member of staff';
}

const MB = 1024 * 1024;
/** A size as people read it: "820 KB", "3.4 MB". */
export function fileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < MB) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / MB).toFixed(1).replace(/\.0$/, '')} MB`;
}

/** "Passport (version 2)" from the second version on; the name alone for the first. */
export const documentTitle = (d: Pick<Document, 'type' | 'version'>) =>
  d.version > 1 ? `${d.type.name} (version ${d.version})` : d.type.name;
