import type { Intake, IntakeCreate } from '@studydesk/contract';
import { intakesResource } from '@studydesk/contract/plain';
import { createCrudApi } from '../../lib/crud/crud-api';
import { createRemoveAllMutation, createTrashApi } from '../../lib/crud/trash-api';

const { path } = intakesResource;

/**
 * /intake (JSON, reads need a session): `DELETE /intake/{id}` soft-deletes and answers the
 * record, which takes its row's place (spec §4); lists answer {data, count}.
 */
export const intakesApi = createCrudApi<Intake, IntakeCreate>({
  resource: intakesResource,
  removeReplacesRow: true,
});

/** Restore, and the hard delete `DELETE /intake/hard/{id}` (spec §7). */
export const intakesTrashApi = createTrashApi({
  tag: intakesApi.tag,
  path,
  purge: { method: 'DELETE', url: (id) => `${path}/hard/${id}` },
});

/** `DELETE /intake`: every intake goes; the list empties and its count is 0 (spec §4). */
export const useRemoveAllIntakes = createRemoveAllMutation(intakesApi.tag, path);
