import { useId, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { CheckOutlined } from '../lib/icons/check-outlined';
import { CopyOutlined } from '../lib/icons/copy-outlined';
import { useCopy } from '../lib/use-copy';
import { VisuallyHidden } from './visually-hidden';

type CopyFieldProps = {
  label: string;
  value: string;
  /** the button's words, e.g. "Copy address" */
  copyLabel: string;
  /** what the clipboard now holds, said to assistive technology */
  copiedNote: string;
  /** what the refusal asks to select by hand ("address", "link") */
  noun?: string;
  /** beside the button (when the address stops working, a second action …) */
  children?: ReactNode;
};

/** A private address just made: selectable, with a Copy button that says when it copied. */
export function CopyField(props: CopyFieldProps) {
  const { label, value, copyLabel, copiedNote, noun = 'address', children } = props;
  const id = useId();
  const { copied, copy } = useCopy(value, noun);
  return (
    <Stack spacing={1} sx={{ alignSelf: 'stretch' }}>
      <TextField
        id={id}
        label={label}
        value={value}
        multiline
        fullWidth
        size="small"
        onFocus={(e) => e.target.select()}
        slotProps={{
          htmlInput: { readOnly: true, style: { fontFamily: 'monospace', fontSize: 13 } },
        }}
      />
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
        <Button
          variant={copied ? 'contained' : 'outlined'}
          size="small"
          startIcon={copied ? <CheckOutlined aria-hidden /> : <CopyOutlined aria-hidden />}
          aria-describedby={id}
          onClick={() => void copy()}
        >
          {copied ? 'Copied' : copyLabel}
        </Button>
        {children}
      </Stack>
      <span role="status">
        <VisuallyHidden>{copied ? copiedNote : ''}</VisuallyHidden>
      </span>
    </Stack>
  );
}
