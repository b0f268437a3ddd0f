import { useMemo } from 'react';
import { UserCreateSchema, UserUpdateSchema, type User } from '@studydesk/contract';
import type { z } from 'zod';
import type { FieldValues, Path } from 'react-hook-form';
import { chipsField } from '../../components/form-inputs';
import type { FormField } from '../../components/form-field';
import { officeOptions, useOffices } from '../offices/use-offices';
import { createForm, editForm } from './team-forms';

type WithOffices = { offices?: string[] };

/**
 * The member forms with the offices they work in, once the agency has two or more: one office
 * shows no office UI (the server puts new people in it).
 */
export function useMemberForms() {
  const { multi, active } = useOffices();
  return useMemo(() => {
    const officesField = <V extends FieldValues>(): FormField<V>[] =>
      multi
        ? [
            chipsField<V>('offices' as Path<V>, 'Offices', {
              options: officeOptions(active),
              required: true,
              helperText: 'Where they work: they see those offices’ records and people.',
            }),
          ]
        : [];
    const first = active.find((o) => o.isDefault) ?? active[0];
    const blankOffices: WithOffices = multi && first ? { offices: [first._id] } : {};
    return {
      create: {
        ...createForm,
        fields: [...createForm.fields, ...officesField<z.input<typeof UserCreateSchema>>()],
        blank: { ...createForm.blank, ...blankOffices },
      },
      edit: {
        ...editForm,
        fields: [...editForm.fields, ...officesField<z.input<typeof UserUpdateSchema>>()],
        fromRow: (u: User) => ({
          ...editForm.fromRow(u),
          ...(multi ? { offices: u.offices } : {}),
        }),
      },
    };
  }, [multi, active]);
}
