import {
  decomposeColor,
  getContrastRatio,
  hslToRgb,
  rgbToHex,
  type Palette,
} from '@mui/material/styles';

export type ColorGroup = {
  name: string;
  /** [token name, CSS colour] in the palette's order */
  colors: [string, string][];
  /** many colours: the group gets a full row */
  wide?: boolean;
};

const MAIN_COLORS = ['primary', 'secondary', 'error', 'warning', 'info', 'success'] as const;
const SHADES = ['light', 'main', 'dark', 'contrastText'] as const;

const title = (key: string) => key.charAt(0).toUpperCase() + key.slice(1);
const strings = (obj: object): [string, string][] =>
  Object.entries(obj).filter((e): e is [string, string] => typeof e[1] === 'string');

/** Every colour of the palette that the UI-kit shows, grouped as the palette is. */
export function colorGroups(palette: Palette): ColorGroup[] {
  return [
    ...MAIN_COLORS.map((key) => ({
      name: title(key),
      colors: SHADES.map((shade): [string, string] => [shade, palette[key][shade]]),
    })),
    { name: 'Grey', colors: strings(palette.grey), wide: true },
    { name: 'Text', colors: strings(palette.text) },
    { name: 'Background', colors: strings(palette.background) },
    { name: 'Divider', colors: [['divider', palette.divider]] },
  ];
}

/** [r, g, b, alpha] of any colour MUI can read (hex, rgb(a), hsl(a)); null for others. */
type Rgba = [number, number, number, number];

function channels(color: string): Rgba | null {
  try {
    const { values } = decomposeColor(color.startsWith('hsl') ? hslToRgb(color) : color);
    return [values[0], values[1], values[2], values[3] ?? 1];
  } catch {
    return null;
  }
}

/** The colour as hex (#rrggbb, or #rrggbbaa when translucent); a name MUI cannot read stays as is. */
export function toHex(color: string): string {
  if (color.startsWith('#') || !channels(color)) return color;
  return rgbToHex(color.startsWith('hsl') ? hslToRgb(color) : color);
}

/**
 * Black or white, whichever reads better on `color` as it shows over `paper` (a translucent
 * colour is mixed with it first). The better of the two is always at least 4.5:1 (WCAG AA).
 */
export function labelColor(
  color: string,
  paper: string,
  common: { black: string; white: string },
): string | undefined {
  const fg = channels(color);
  const bg = channels(paper);
  if (!fg || !bg) return undefined;
  const mix = (i: 0 | 1 | 2) => Math.round(fg[3] * fg[i] + (1 - fg[3]) * bg[i]);
  const shown = `rgb(${mix(0)}, ${mix(1)}, ${mix(2)})`;
  const onBlack = getContrastRatio(shown, common.black);
  return onBlack >= getContrastRatio(shown, common.white) ? common.black : common.white;
}
