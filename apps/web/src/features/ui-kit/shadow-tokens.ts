import type { Theme } from '@mui/material/styles';

export type NamedShadow = { name: string; shadow: string };

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

/**
 * Shadows the theme gives components beyond `theme.shadows` (e.g. the card's own soft shadow):
 * every `styleOverrides.root.boxShadow` written as a string.
 */
export function componentShadows(theme: Theme): NamedShadow[] {
  return Object.entries(theme.components ?? {}).flatMap(([key, config]: [string, unknown]) => {
    const root = isRecord(config) && isRecord(config.styleOverrides) && config.styleOverrides.root;
    const shadow = isRecord(root) ? root.boxShadow : undefined;
    return typeof shadow === 'string' ? [{ name: key.replace(/^Mui/, ''), shadow }] : [];
  });
}
