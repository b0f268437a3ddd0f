import type { ReactElement } from 'react';
import { render, screen, within } from '@testing-library/react';
import { createTheme, ThemeProvider, type Theme } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { theme as appTheme } from '../../lib/theme';
import { CARD_SHADOW } from '../../lib/theme/overrides';
import ColorPage from './color-page';
import { colorGroups, labelColor, toHex } from './color-tokens';
import SamplePage from './sample-page';
import ShadowPage from './shadow-page';
import { TYPE_VARIANTS, sizeText } from './type-tokens';
import TypographyPage from './typography-page';

function renderWith(ui: ReactElement, theme: Theme = appTheme) {
  return render(<ThemeProvider theme={theme}>{ui}</ThemeProvider>);
}

/** The app's theme with some tokens changed, as a later theme edit would. */
const changed = createTheme(appTheme, {
  palette: { primary: { main: '#123456' }, grey: { 500: '#777777' }, divider: '#abcdef' },
  typography: { h1: { fontSize: '3.125rem', fontWeight: 700, letterSpacing: '-0.02em' } },
  shadows: appTheme.shadows.map((s, i) => (i === 3 ? '0px 0px 3px #333' : s)),
});

const section = (name: string) => screen.getByRole('region', { name });
const h1 = (name: string) => screen.getByRole('heading', { level: 1, name });

describe('UI-kit pages', () => {
  it.each([
    [<TypographyPage key="t" />, 'Typography'],
    [<ColorPage key="c" />, 'Color'],
    [<ShadowPage key="s" />, 'Shadow'],
    [<SamplePage key="p" />, 'Sample Page'],
  ])('has one h1 and sets the tab title (%#)', (ui, title) => {
    renderWith(ui);
    expect(h1(title)).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(document.title).toBe(`${title} · StudyDesk`);
  });
});

describe('ColorPage', () => {
  it('shows every palette colour with its name and hex, from the theme', () => {
    renderWith(<ColorPage />, changed);
    for (const group of colorGroups(changed.palette)) {
      const items = within(section(group.name)).getAllByRole('listitem');
      expect(items).toHaveLength(group.colors.length);
      group.colors.forEach(([name, color], i) => {
        expect(items[i]).toHaveTextContent(`${name}${toHex(color)}`);
      });
    }
    expect(within(section('Primary')).getByText('#123456')).toBeInTheDocument();
    expect(within(section('Grey')).getByText('#777777')).toBeInTheDocument();
    expect(within(section('Divider')).getByText('#abcdef')).toBeInTheDocument();
  });

  it('covers the main colours, the grey scale, text, background and divider', () => {
    renderWith(<ColorPage />);
    for (const name of ['Primary', 'Secondary', 'Error', 'Warning', 'Info', 'Success']) {
      const shades = within(section(name)).getAllByRole('listitem');
      expect(shades.map((li) => li.firstChild?.textContent)).toEqual([
        'light',
        'main',
        'dark',
        'contrastText',
      ]);
    }
    for (const name of ['Grey', 'Text', 'Background', 'Divider'])
      expect(section(name)).toBeVisible();
  });

  it('writes labels in whichever of black or white reads better', () => {
    const { black, white } = appTheme.palette.common;
    expect(labelColor('#faad14', '#fff', { black, white })).toBe(black);
    expect(labelColor('#0958d9', '#fff', { black, white })).toBe(white);
    // a translucent colour is judged as it shows over the paper
    expect(labelColor('rgba(0, 0, 0, 0.12)', '#fff', { black, white })).toBe(black);
    expect(toHex('rgb(18, 52, 86)')).toBe('#123456');
  });
});

describe('TypographyPage', () => {
  const row = (variant: string) => screen.getByText(variant, { selector: 'span' }).closest('li')!;

  it.each([appTheme, changed])('lists every variant with its size, weight and line height', (t) => {
    renderWith(<TypographyPage />, t);
    expect(within(section('Type scale')).getAllByRole('listitem')).toHaveLength(13);
    for (const variant of TYPE_VARIANTS) {
      const style = t.typography[variant];
      const values = within(row(variant));
      expect(
        values.getByText(sizeText(style.fontSize, t.typography.htmlFontSize)),
      ).toBeInTheDocument();
      expect(values.getByText(String(style.fontWeight))).toBeInTheDocument();
      expect(values.getByText(String(style.lineHeight))).toBeInTheDocument();
    }
  });

  it('shows letter spacing and case only where the theme sets them', () => {
    renderWith(<TypographyPage />);
    expect(within(row('overline')).getByText('uppercase')).toBeInTheDocument();
    expect(within(row('button')).getByText('none')).toBeInTheDocument();
    expect(within(row('h1')).queryByText('Letter spacing')).toBeNull();
  });

  it('follows a changed theme', () => {
    renderWith(<TypographyPage />, changed);
    expect(within(row('h1')).getByText('3.125rem (50px)')).toBeInTheDocument();
    expect(within(row('h1')).getByText('700')).toBeInTheDocument();
    expect(within(row('h1')).getByText('-0.02em')).toBeInTheDocument();
    expect(within(section('Font')).getByText(changed.typography.fontFamily!)).toBeInTheDocument();
  });
});

describe('ShadowPage', () => {
  it('shows one tile per theme shadow level, labelled with it', () => {
    renderWith(<ShadowPage />);
    const levels = within(section(`Elevation levels (${appTheme.shadows.length})`));
    expect(levels.getAllByRole('listitem')).toHaveLength(appTheme.shadows.length);
    expect(appTheme.shadows).toHaveLength(25);
    expect(levels.getByText('Level 0')).toBeInTheDocument();
    expect(levels.getByText('Level 24')).toBeInTheDocument();
  });

  it('uses the theme shadows and the card shadow the theme sets', () => {
    renderWith(<ShadowPage />, changed);
    expect(screen.getByText('Level 3').parentElement).toHaveStyle({
      boxShadow: '0px 0px 3px #333',
    });
    const custom = within(section('Component shadows'));
    expect(custom.getByText('Card')).toBeInTheDocument();
    expect(custom.getByText(CARD_SHADOW)).toBeInTheDocument();
  });
});
