import { useEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/** The attribute the server moves a remote image's address to (modules/inbox, sanitising). */
const REMOTE_ATTR = 'data-remote-src';
const text = { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' } as const;
/** Only https images may load (the CSP's img-src): a plain-http one would be read in transit. */
const loadable = (src: string) =>
  src.startsWith('https://') ? src : src.startsWith('//') ? `https:${src}` : null;

type Props = {
  /** HTML as the server sanitised it: no scripts, styles or handlers; remote images parked */
  html: string | null;
  text: string;
  label: string;
};

/**
 * A received mail's body: the server's sanitised HTML when there is some, else its text. A
 * remote image tells the sender the mail was read, so none loads until "Show images".
 */
export function MailBody({ html, text: plain, label }: Props) {
  const ref = useRef<HTMLDivElement>(null);
  const [images, setImages] = useState(false);
  const remote = html?.includes(REMOTE_ATTR) ?? false;
  useEffect(() => {
    if (!images || !ref.current) return;
    ref.current.querySelectorAll<HTMLImageElement>(`img[${REMOTE_ATTR}]`).forEach((img) => {
      const src = loadable(img.getAttribute(REMOTE_ATTR) ?? '');
      if (src) img.src = src;
    });
  }, [images, html]);
  if (!html) return plain ? <Typography sx={text}>{plain}</Typography> : null;
  return (
    <Stack spacing={1}>
      {remote && !images && (
        <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Typography variant="body2" color="text.secondary">
            Remote images are not shown, so the sender is not told you read it.
          </Typography>
          <Button size="small" onClick={() => setImages(true)}>
            Show images
          </Button>
        </Stack>
      )}
      <Box
        ref={ref}
        role="region"
        aria-label={label}
        sx={{
          ...text,
          '& img': { maxWidth: '100%', height: 'auto' },
          '& table': { maxWidth: '100%' },
        }}
        // sanitised on the server (sanitize-html, an allowlist): safe to place as it is
        dangerouslySetInnerHTML={{ __html: html }}
      />
    </Stack>
  );
}
