import type { FieldValues, Path } from 'react-hook-form';
import type { z } from 'zod';
import { UserCreateSchema, UserUpdateSchema, type User } from '@studydesk/contract';
import type { FormField } from '../../components/form-field';
import { ROLE_OPTIONS } from './team-resource';

// The member forms, apart from the list (team-resource.ts): their schemas bring zod, so they load
// with the form (member-offices.ts), not with the list.

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
