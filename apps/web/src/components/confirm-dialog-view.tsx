import { useId, useRef, useState } from 'react';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { ConfirmDialogProps } from './confirm-dialog-types';
import { TextInput } from './text-input';

type BodyProps = Omit<ConfirmDialogProps, 'open' | 'title'> & {
  id: string;
  /** takes the element that gets the focus when the dialog shows */
  focusTarget: (el: HTMLElement | null) => void;
};

/** The box where the confirming word is typed; Enter confirms once it matches. */
function TypedConfirmation(props: {
  word: string;
  value: string;
  onChange: (value: string) => void;
  onEnter: () => void;
  disabled: boolean;
  inputRef: (el: HTMLElement | null) => void;
}) {
  return (
    <TextInput
      inputRef={props.inputRef}
      label={`Type ${props.word} to confirm`}
      value={props.value}
      onChange={(event) => props.onChange(event.target.value)}
      onKeyDown={(event) => event.key === 'Enter' && props.onEnter()}
      autoComplete="off"
      disabled={props.disabled}
      fullWidth
      sx={{ mt: 2.5 }}
    />
  );
}

/** Mounted while the dialog is open, so a typed confirmation starts empty every time. */
function ConfirmBody({
  id,
  focusTarget,
  requireText,
  busy = false,
  tone = 'error',
  dismissLabel = 'Cancel',
  ...props
}: BodyProps) {
  const [typed, setTyped] = useState('');
  const ready = requireText === undefined || typed === requireText;
  const confirm = () => ready && !busy && props.onConfirm();
  return (
    <>
      <DialogContent>
        <DialogContentText id={`${id}-message`}>{props.message}</DialogContentText>
        {requireText !== undefined && (
          <TypedConfirmation
            word={requireText}
            value={typed}
            onChange={setTyped}
            onEnter={confirm}
            disabled={busy}
            inputRef={focusTarget}
          />
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button
          ref={requireText === undefined ? focusTarget : undefined}
          onClick={props.onClose}
          disabled={busy}
        >
          {dismissLabel}
        </Button>
        <Button
          variant="contained"
          color={tone}
          onClick={confirm}
          disabled={busy || !ready}
          startIcon={busy ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          {props.confirmLabel}
        </Button>
      </DialogActions>
    </>
  );
}

/** The confirmation's dialog (ConfirmDialog loads it when it first opens). */
export default function ConfirmDialogView({
  open,
  title,
  message = 'This cannot be undone.',
  confirmLabel = 'Delete',
  busy = false,
  onClose,
  ...rest
}: ConfirmDialogProps) {
  const id = useId();
  const focusRef = useRef<HTMLElement>(null);
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-message`}
      slotProps={{
        paper: { role: 'alertdialog' },
        // autoFocus loses to the dialog's focus trap in the browser; focus once it is showing.
        transition: { onEntering: () => focusRef.current?.focus() },
      }}
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id={`${id}-title`}>{title}</DialogTitle>
      <ConfirmBody
        {...rest}
        id={id}
        focusTarget={(el) => {
          focusRef.current = el;
        }}
        message={message}
        confirmLabel={confirmLabel}
        busy={busy}
        onClose={onClose}
      />
    </Dialog>
  );
}
