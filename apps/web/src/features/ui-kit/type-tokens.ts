import type { Theme, TypographyVariant } from '@mui/material/styles';
import type { Token } from './token-list';

/** Every text style of the theme, largest first. */
export const TYPE_VARIANTS = [
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'subtitle1',
  'subtitle2',
  'body1',
  'body2',
  'caption',
  'overline',
  'button',
] as const satisfies readonly TypographyVariant[];

const text = (value: string | number | undefined) => (value === undefined ? '–' : String(value));

/** A font size as the theme writes it, with its pixels when it is in rem. */
export function sizeText(size: string | number | undefined, htmlFontSize: number): string {
  if (typeof size === 'number') return `${size}px`;
  if (size?.endsWith('rem')) return `${size} (${+(parseFloat(size) * htmlFontSize).toFixed(2)}px)`;
  return text(size);
}

/**
 * The size, weight and line height of one variant, from the theme, and its letter spacing and
 * case when the theme sets them (MUI adds letter spacing only for its default font).
 */
export function variantTokens(
  typography: Theme['typography'],
  variant: TypographyVariant,
): Token[] {
  const style = typography[variant];
  const optional: [string, string | number | undefined][] = [
    ['Letter spacing', style.letterSpacing],
    ['Case', style.textTransform],
  ];
  return [
    { label: 'Size', value: sizeText(style.fontSize, typography.htmlFontSize) },
    { label: 'Weight', value: text(style.fontWeight) },
    { label: 'Line height', value: text(style.lineHeight) },
    ...optional.flatMap(([label, value]) =>
      value === undefined ? [] : [{ label, value: text(value) }],
    ),
  ];
}

/** The theme's font family, base size and weights. */
export function fontTokens(typography: Theme['typography']): Token[] {
  return [
    { label: 'Family', value: typography.fontFamily ?? '–' },
    { label: 'Base size', value: `${typography.fontSize}px` },
    { label: 'Root size', value: `${typography.htmlFontSize}px` },
    { label: 'Light', value: text(typography.fontWeightLight) },
    { label: 'Regular', value: text(typography.fontWeightRegular) },
    { label: 'Medium', value: text(typography.fontWeightMedium) },
    { label: 'Bold', value: text(typography.fontWeightBold) },
  ];
}
