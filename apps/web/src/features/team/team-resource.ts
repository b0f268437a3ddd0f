import type { User } from '@studydesk/contract';
// the plain values only: the list loads no zod (the forms' schemas are in team-forms.ts)
import { ROLES, USER_STATUSES, usersResource } from '@studydesk/contract/plain';
import { crudMessages } from '../../lib/crud/messages';
import type { ListFilter } from '../../components/list-filters';
import type { Tone } from '../../components/tone-chip';
import type { ListParamsOptions } from '../../lib/crud/types';
import { optionsOf } from '../../lib/options';
import { teamApi, type TeamWrite } from './team-api';

export const TITLE = 'My Team';
export const NAMES = { singular: 'team member', plural: 'team members' } as const;
export const MESSAGES = crudMessages(NAMES);
export const nameOf = (u: Pick<User, 'fname' | 'lname'>) => `${u.fname} ${u.lname}`.trim();

/** The list in the URL: page, size, sort, search, status and role. */
export const TEAM_LIST: ListParamsOptions = { ...usersResource, filters: ['status', 'userType'] };
export const teamList = { api: teamApi, list: TEAM_LIST, messages: MESSAGES };

export const ROLE_OPTIONS = optionsOf(ROLES);
export const STATUS_TONE: Record<User['status'], Tone> = {
  active: 'success',
  pending: 'warning',
  blocked: 'error',
};

export const TEAM_FILTERS: readonly ListFilter[] = [
  {
    name: 'status',
    label: 'Status',
    type: 'select',
    anyLabel: 'Any status',
    options: optionsOf(USER_STATUSES),
  },
  { name: 'userType', label: 'Role', type: 'select', anyLabel: 'Any role', options: ROLE_OPTIONS },
];

export type { TeamWrite };
