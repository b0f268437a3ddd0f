import { useState, type ReactNode } from 'react';
import Stack from '@mui/material/Stack';
import { alpha } from '@mui/material/styles';

/** The dashed box a file can be dropped on; it tints while a file is dragged over it. */
export function DropZone(props: {
  invalid: boolean;
  onFile: (file?: File) => void;
  children: ReactNode;
}) {
  const [over, setOver] = useState(false);
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      onDragOver={(event) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(event) => {
        event.preventDefault();
        setOver(false);
        props.onFile(event.dataTransfer.files[0]);
      }}
      sx={(t) => {
        const edge = props.invalid ? t.palette.error.main : t.palette.grey[400];
        return {
          gap: 2,
          p: 2,
          alignItems: { sm: 'center' },
          border: `1px dashed ${over ? t.palette.primary.main : edge}`,
          borderRadius: 1,
          bgcolor: over ? alpha(t.palette.primary.main, 0.06) : 'transparent',
        };
      }}
    >
      {props.children}
    </Stack>
  );
}
