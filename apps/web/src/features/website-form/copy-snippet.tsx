import { useEffect, useId, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { CheckOutlined } from '../../lib/icons/check-outlined';
import { CopyOutlined } from '../../lib/icons/copy-outlined';
import { toast } from '../../lib/toast/toast';
import { SectionCard } from '../../components/section-card';
import { VisuallyHidden } from '../../components/visually-hidden';

const COPIED_FOR_MS = 2500;

/** `copyLabel` names the button after what it copies: two buttons named "Copy" cannot be told apart. */
type Props = { title: string; description: ReactNode; code: string; copyLabel: string };

/** A snippet to paste into the agency's site, with a Copy button that says when it copied. */
export function CopySnippet({ title, description, code, copyLabel }: Props) {
  const [copied, setCopied] = useState(false);
  const codeId = useId();
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_FOR_MS);
    return () => clearTimeout(timer);
  }, [copied]);
  const copy = () =>
    navigator.clipboard.writeText(code).then(
      () => setCopied(true),
      () => toast.error('Could not copy: select the text and copy it yourself'),
    );
  const button = (
    <Button
      // Contained once copied, in the primary colour as every copy button: the success green's
      // dark text on its darker hover green read at 2.7:1 under the pointer that just clicked it.
      variant={copied ? 'contained' : 'outlined'}
      startIcon={copied ? <CheckOutlined aria-hidden /> : <CopyOutlined aria-hidden />}
      aria-describedby={codeId}
      sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
      onClick={() => void copy()}
    >
      {copied ? 'Copied' : copyLabel}
    </Button>
  );
  return (
    <SectionCard title={title} action={button}>
      <Typography component="div" color="text.secondary" sx={{ mb: 1.5 }}>
        {description}
      </Typography>
      <Box
        component="pre"
        id={codeId}
        tabIndex={0}
        aria-label={`${title} code`}
        sx={{
          m: 0,
          p: 1.5,
          bgcolor: 'grey.100',
          borderRadius: 1,
          whiteSpace: 'pre-wrap',
          overflowWrap: 'anywhere',
          fontSize: 13,
          lineHeight: 1.5,
        }}
      >
        <code>{code}</code>
      </Box>
      <span role="status">
        <VisuallyHidden>{copied ? `${title} copied to the clipboard` : ''}</VisuallyHidden>
      </span>
    </SectionCard>
  );
}
