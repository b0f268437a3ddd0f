import type { PaletteOptions } from '@mui/material/styles';

/** Mantis-style light palette built on the Ant Design blue. */
export const GREY = {
  0: '#ffffff',
  50: '#fafafa',
  100: '#f5f5f5',
  200: '#f0f0f0',
  300: '#d9d9d9',
  400: '#bfbfbf',
  500: '#8c8c8c',
  600: '#595959',
  700: '#262626',
  800: '#141414',
  900: '#000000',
} as const;

/** Ant Design blue scale; 50 is the Mantis "lighter" used for selected menu items. */
export const BLUE = {
  50: '#e6f4ff',
  100: '#bae0ff',
  300: '#69b1ff',
  500: '#1677ff',
  600: '#0958d9',
  700: '#003eb3',
  900: '#002c8c',
} as const;

export const palette: PaletteOptions = {
  mode: 'light',
  common: { black: '#000', white: '#fff' },
  // Ant blue-6 (#1677ff) gives white text 4.1:1; blue-7 passes WCAG AA (6.2:1) and keeps the look.
  primary: { light: BLUE[300], main: BLUE[600], dark: BLUE[700], contrastText: '#fff' },
  // Text on the light mains (grey, gold, cyan, green) is dark: white reads at 1.9–3.4:1 there.
  secondary: { light: '#d9d9d9', main: '#8c8c8c', dark: '#595959', contrastText: GREY[900] },
  // Ant red-7: red-6 (#ff4d4f) reads at 3.1:1 as text on the page grey.
  error: { light: '#ffa39e', main: '#cf1322', dark: '#a8071a', contrastText: '#fff' },
  warning: { light: '#ffd666', main: '#faad14', dark: '#874d00', contrastText: GREY[700] },
  info: { light: '#5cdbd3', main: '#13c2c2', dark: '#006d75', contrastText: GREY[700] },
  success: { light: '#95de64', main: '#52c41a', dark: '#237804', contrastText: GREY[700] },
  grey: GREY,
  // Secondary text darker than Mantis' #8c8c8c (3.4:1) so it reads at 4.5:1 on the page grey.
  text: { primary: GREY[700], secondary: '#6e6e6e', disabled: GREY[400] },
  action: { disabled: GREY[300] },
  divider: GREY[200],
  background: { paper: GREY[0], default: GREY[50] },
};
