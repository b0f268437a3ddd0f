import type { Fee, FeeCreate, FeeUpdate } from '@studydesk/contract';
import { createSettingsList } from '../../lib/crud/settings-list';

// the contract's FEES_PATH would bring zod with the page; the form brings it when it opens
const FEES_PATH = '/fees';
const at = (id: string) => `${FEES_PATH}/${id}`;

/** The price list (Settings → Price list): the live services; `retired: true` lists all. */
export const fees = createSettingsList<Fee, FeeCreate, FeeUpdate, 'retire' | 'restore'>({
  name: 'fees',
  tag: { type: 'Fee', id: 'list' },
  path: FEES_PATH,
  key: (f) => f._id,
  withRetired: { active: 'all' },
  update: { method: 'PATCH', url: at },
  retire: { method: 'PATCH', url: at, body: { active: false } },
  restore: { method: 'PATCH', url: at, body: { active: true } },
});
