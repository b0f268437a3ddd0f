import {
  ROLES,
  USER_STATUSES,
  UserCreateSchema,
  UserUpdateSchema,
  usersResource,
  type User,
} from '@studydesk/contract';
import { crudMessages } from '../../lib/crud/messages';
import type { FormField } from '../../components/form-field';
import type { ListFilter } from '../../components/list-filters';
import type { Tone } from '../../components/tone-chip';
import type { FieldValues, Path } from 'react-hook-form';
import type { z } from 'zod';
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

type CreateIn = z.input<typeof UserCreateSchema>;
type EditIn = z.input<typeof UserUpdateSchema>;
type Shared = Pick<CreateIn & EditIn, 'fname' | 'lname' | 'mobile' | 'userType'>;

/** The fields both forms have, typed for either. */
const shared = <V extends FieldValues>(): FormField<V>[] => {
  const f = (name: keyof Shared, label: string, more: Partial<FormField<V>> = {}) => ({
    name: name as Path<V>,
    label,
    ...more,
  });
  return [
    f('fname', 'First name', { required: true }),
    f('lname', 'Last name', { required: true }),
    f('mobile', 'Mobile', { type: 'tel' }),
    f('userType', 'Role', { required: true, options: ROLE_OPTIONS }),
  ];
};

/** Adding someone: they can sign in at once with the password given here. */
export const createForm = {
  schema: UserCreateSchema,
  fields: [
    ...shared<CreateIn>(),
    { name: 'email', label: 'Email', type: 'email', required: true },
    {
      name: 'password',
      label: 'Password',
      type: 'password',
      required: true,
      autoComplete: 'new-password',
      helperText: 'At least 10 characters, mixing letters with digits, capitals or symbols',
    },
  ] satisfies FormField<CreateIn>[],
  blank: {
    fname: '',
    lname: '',
    email: '',
    mobile: '',
    userType: 'counsellor',
    password: '',
  } satisfies CreateIn,
};

/** Editing someone: name, mobile and role (status moves through Approve / Block / Reactivate). */
export const editForm = {
  schema: UserUpdateSchema,
  fields: shared<EditIn>(),
  fromRow: (u: User): EditIn => ({
    fname: u.fname,
    lname: u.lname,
    mobile: u.mobile ?? '',
    userType: u.userType,
  }),
};

export type { TeamWrite };
