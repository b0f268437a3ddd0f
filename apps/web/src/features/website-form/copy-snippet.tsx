import { useEffect, useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { CheckOutlined, CopyOutlined } from '@ant-design/icons';
import { toast } from 'react-toastify';
import { SectionCard } from '../../components/section-card';
import { VisuallyHidden } from '../../components/visually-hidden';

const COPIED_FOR_MS = 2500;

type Props = { title: string; description: string; code: string };

/** A snippet to paste into the agency's site, with a Copy button that says when it copied. */
export function CopySnippet({ title, description, code }: Props) {
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
      variant={copied ? 'contained' : 'outlined'}
      color={copied ? 'success' : 'primary'}
      startIcon={copied ? <CheckOutlined aria-hidden /> : <CopyOutlined aria-hidden />}
      aria-describedby={codeId}
      onClick={() => void copy()}
    >
      {copied ? 'Copied' : 'Copy'}
    </Button>
  );
  return (
    <SectionCard title={title} action={button}>
      <Typography color="text.secondary" sx={{ mb: 1.5 }}>
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
