import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { ImageField } from '../../components/image-field';
import { withToasts } from '../../lib/with-toasts';
import { errorMessage } from '../../lib/errors';
import type { ImageValue } from '../../lib/image-upload';
import { useRemoveLogoMutation, useUploadLogoMutation } from './settings-api';

const FAILED = 'Could not save the logo';

/** The stored logo with its preview: a chosen file is sent at once, as the public pages show it. */
export function LogoField({ logo }: { logo: string | null }) {
  const [upload] = useUploadLogoMutation();
  const [remove, removing] = useRemoveLogoMutation();
  const [picked, setPicked] = useState<File>();
  const [error, setError] = useState<string>();
  const take = async (value: ImageValue) => {
    setError(undefined);
    if (!(value instanceof File)) return setPicked(undefined);
    setPicked(value);
    // The server judges the file by its content; its refusal shows on the field.
    await upload(value)
      .unwrap()
      .catch((err: unknown) => setError(errorMessage(err, FAILED)));
    setPicked(undefined);
  };
  return (
    <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
      {/* a new stored logo starts the field afresh, with it as the current image */}
      <ImageField
        key={logo ?? ''}
        label="Logo"
        value={picked ?? logo}
        onChange={(v) => void take(v)}
        error={error}
      />
      {logo && !picked && (
        <Button
          color="error"
          disabled={removing.isLoading}
          onClick={() =>
            void withToasts(() => remove().unwrap(), 'Logo removed', 'Could not remove the logo')
          }
        >
          Remove logo
        </Button>
      )}
    </Stack>
  );
}
