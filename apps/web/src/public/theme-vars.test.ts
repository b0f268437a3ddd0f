import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { withThemeVars } from '../../vite/theme-vars';
import { BLUE } from '../lib/theme/palette';
import { FONT_FAMILY } from '../lib/theme/typography';

describe("the public screens' stylesheet", () => {
  it('gets each theme token it names from the MUI theme, in a :root rule before it', () => {
    const css =
      'h1{color:var(--sd-primary-main);font:var(--sd-h3-size)/var(--sd-h3-lh) var(--sd-font)}';
    const [root, rest] = withThemeVars(css).split('\n');
    expect(root).toBe(
      `:root{--sd-primary-main:${BLUE[600]};--sd-h3-size:1.5rem;--sd-h3-lh:1.33;--sd-font:${FONT_FAMILY}}`,
    );
    expect(rest).toBe(css);
  });

  it('fails the build on a name the theme does not have', () => {
    expect(() => withThemeVars('a{color:var(--sd-primary-mian)}')).toThrow(/primary-mian/);
  });

  it('names only tokens the theme has', () => {
    const css = fs.readFileSync(path.join(import.meta.dirname, 'public.css'), 'utf8');
    expect(withThemeVars(css)).toContain('--sd-error-main:#cf1322');
  });
});
