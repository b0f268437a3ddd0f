import Link from '@mui/material/Link';

export const MAIN_CONTENT_ID = 'main-content';

/** Lets keyboard users jump past the header and menu; visible only while focused. */
export function SkipLink() {
  return (
    <Link
      href={`#${MAIN_CONTENT_ID}`}
      sx={{
        position: 'absolute',
        left: 8,
        top: -48,
        zIndex: 2000,
        p: 1,
        bgcolor: 'background.paper',
        borderRadius: 1,
        boxShadow: 2,
        '&:focus': { top: 8 },
      }}
    >
      Skip to content
    </Link>
  );
}
