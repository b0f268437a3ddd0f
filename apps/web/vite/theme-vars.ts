import type { Plugin } from 'vite';
import { BLUE, GREY, palette } from '../src/lib/theme/palette';
import { FONT_FAMILY, typography } from '../src/lib/theme/typography';

/** The MUI theme's tokens by CSS name: `grey-300`, `primary-main`, `text-secondary`, `h3-size`… */
export function themeTokens(): Map<string, string | number> {
  const tokens = new Map<string, string | number>([['font', FONT_FAMILY]]);
  const add = (prefix: string, values: object) => {
    for (const [k, v] of Object.entries(values))
      if (typeof v === 'string' || typeof v === 'number') tokens.set(`${prefix}-${k}`, v);
  };
  add('grey', GREY);
  add('blue', BLUE);
  for (const [name, values] of Object.entries(palette) as [string, unknown][])
    if (typeof values === 'object' && values !== null && name !== 'grey') add(name, values);
  for (const [name, style] of Object.entries(typography)) {
    if (typeof style !== 'object' || style === null || !('fontSize' in style)) continue;
    const { fontSize, fontWeight, lineHeight } = style as Record<string, string | number>;
    add(name, { size: fontSize, weight: fontWeight ?? 400, lh: lineHeight });
  }
  return tokens;
}

/**
 * Puts the theme tokens a stylesheet names (`var(--sd-primary-main)`) in front of it as a
 * `:root` rule, so the public screens' plain CSS and the MUI theme share one source; a name
 * the theme does not have fails the build.
 */
export function withThemeVars(css: string): string {
  const tokens = themeTokens();
  const used = [...new Set([...css.matchAll(/var\(--sd-([\w-]+)/g)].map((m) => m[1]!))];
  const unknown = used.filter((name) => !tokens.has(name));
  if (unknown.length) throw new Error(`not theme tokens: ${unknown.join(', ')}`);
  return `:root{${used.map((name) => `--sd-${name}:${tokens.get(name)}`).join(';')}}\n${css}`;
}

/** Applies withThemeVars to the stylesheets `files` matches. */
export function themeVars(files: RegExp): Plugin {
  return {
    name: 'studydesk:theme-vars',
    enforce: 'pre',
    transform: (code, id) => (files.test(id) ? withThemeVars(code) : undefined),
  };
}
