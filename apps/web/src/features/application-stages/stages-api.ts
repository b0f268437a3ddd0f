import type { ApplicationStage, StageCreate } from '@studydesk/contract';
import { createSettingsList } from '../../lib/crud/settings-list';
import { APPLICATION_LIST, STAGE_LIST } from '../applications/application-tags';

const PATH = '/application-stages';
const at = (key: string) => `${PATH}/${encodeURIComponent(key)}`;
type StageChange = { name?: string; requiresNote?: boolean };

/**
 * Settings → Application stages: every stage, retired ones too, and the admin's changes. Each
 * write refreshes every list of stages (the board's columns follow them); a rename also the
 * applications, which show their stage's name.
 */
export const stageSettings = createSettingsList<
  ApplicationStage,
  StageCreate,
  StageChange,
  'retire' | 'restore' | 'reorder'
>({
  name: 'stageSettings',
  tag: STAGE_LIST,
  path: PATH,
  key: (s) => s.key,
  update: { method: 'PATCH', url: at },
  retire: { method: 'DELETE', url: at },
  restore: { method: 'POST', url: (key) => `${at(key)}/restore` },
  reorder: { method: 'PUT', url: `${PATH}/order` },
  alsoInvalidates: (op, change) => (op === 'update' && change?.name ? [APPLICATION_LIST] : []),
});
