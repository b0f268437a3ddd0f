import { z } from 'zod';
import {
  PasswordChangeSchema,
  ProfileUpdateSchema,
  type PasswordChange,
  type Profile,
} from '@studydesk/contract';
import { imageField } from '../../components/image-field';
import { InlineForm } from '../../components/inline-form';
import { withToastsOrThrow } from '../../lib/with-toasts';
import { ImageValueSchema } from '../../lib/image-upload';
import { saveUser } from '../../lib/session';
import {
  useChangePasswordMutation,
  useUpdateProfileMutation,
  useUploadAvatarMutation,
} from './profile-api';

const DetailsSchema = ProfileUpdateSchema.extend({ image: ImageValueSchema });
type DetailsIn = z.input<typeof DetailsSchema>;

const detailsOf = (p: Profile): DetailsIn => ({
  fname: p.fname,
  lname: p.lname,
  mobile: p.mobile ?? '',
  image: p.image,
});

export function DetailsForm({ profile }: { profile: Profile }) {
  const [update] = useUpdateProfileMutation();
  const [upload] = useUploadAvatarMutation();
  /** The photo first (it is checked by content), then the rest; the form then shows the result. */
  const save = async ({ image, ...details }: z.output<typeof DetailsSchema>) => {
    if (image instanceof File) saveUser(await upload(image).unwrap());
    const saved = await update(details).unwrap();
    saveUser(saved);
    return detailsOf(saved);
  };
  return (
    <InlineForm
      label="Personal details"
      schema={DetailsSchema}
      values={detailsOf(profile)}
      fields={[
        { name: 'fname', label: 'First name', required: true, autoComplete: 'given-name' },
        { name: 'lname', label: 'Last name', required: true, autoComplete: 'family-name' },
        { name: 'mobile', label: 'Mobile', type: 'tel', autoComplete: 'tel' },
        imageField<DetailsIn>('Photo'),
      ]}
      onSubmit={(v) =>
        withToastsOrThrow(() => save(v), 'Profile saved', 'Could not save your profile')
      }
      submitLabel="Save changes"
    />
  );
}

const PasswordFormSchema = PasswordChangeSchema.extend({ confirmPassword: z.string() }).refine(
  (v) => v.newPassword === v.confirmPassword,
  { message: 'Passwords do not match', path: ['confirmPassword'] },
);
type PasswordIn = PasswordChange & { confirmPassword: string };
const NO_PASSWORDS: PasswordIn = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** Needs the current password; the server then signs out every other session. */
export function PasswordForm() {
  const [change] = useChangePasswordMutation();
  return (
    <InlineForm
      label="Change password"
      schema={PasswordFormSchema}
      values={NO_PASSWORDS}
      resetOnSave
      fields={[
        {
          name: 'currentPassword',
          label: 'Current password',
          type: 'password',
          autoComplete: 'current-password',
        },
        {
          name: 'newPassword',
          label: 'New password',
          type: 'password',
          autoComplete: 'new-password',
          helperText: 'At least 10 characters, mixing letters with digits, capitals or symbols',
        },
        {
          name: 'confirmPassword',
          label: 'Confirm new password',
          type: 'password',
          autoComplete: 'new-password',
        },
      ]}
      onSubmit={({ currentPassword, newPassword }) =>
        withToastsOrThrow(
          () => change({ currentPassword, newPassword }).unwrap(),
          'Password changed. Your other sessions were signed out.',
          'Could not change your password',
        ).then(() => undefined)
      }
      submitLabel="Change password"
    />
  );
}
