import type { EventType } from '@studydesk/contract';
import { api } from '../../lib/api';

/**
 * The bell's Due tab's cache tag, apart from its endpoint (and zod): the stream's hints reload
 * it from the shell, which loads the tab itself only when the popup opens.
 */
export const DUE_TAG = { type: 'due', id: 'LIST' } as const;
export const dueTagged = api.enhanceEndpoints({ addTagTypes: [DUE_TAG.type] });
/** Makes an open Due tab ask again (a hint on the stream, a stream that came back). */
export const reloadDue = () => dueTagged.util.invalidateTags([DUE_TAG]);

/**
 * Stream events after which the Due tab asks again (they carry nothing else; a stage someone
 * else moved may have met an application's deadline).
 */
export const DUE_HINTS: ReadonlySet<string> = new Set<EventType>([
  'followUpChanged',
  'callBackChanged',
  'applicationStage',
]);
