// MUI's outlined field as the theme draws it (lib/theme/overrides.ts), for the parts drawn with
// styles only (the search field, the inline select before its code is in): a 4px corner, a
// grey-300 outline, darker on hover, primary and 2px thick with the focus inside.

export const outlinedRoot = {
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  borderRadius: '4px',
  typography: 'body1',
  lineHeight: '1.4375em',
  color: 'text.primary',
  '&:hover > fieldset': { borderColor: 'text.primary' },
  '&:focus-within > fieldset': { borderColor: 'primary.main', borderWidth: 2 },
} as const;

/** The outline: a fieldset whose legend (the caller's) breaks its top border, as in MUI. */
export const outlineBox = {
  position: 'absolute',
  inset: '-5px 0 0',
  m: 0,
  px: 1,
  py: 0,
  textAlign: 'left',
  pointerEvents: 'none',
  borderRadius: 'inherit',
  border: '1px solid',
  borderColor: 'grey.300',
  overflow: 'hidden',
  minWidth: '0%',
} as const;
