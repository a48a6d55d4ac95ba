// Raw design tokens. Themes map them onto the contract; layout code uses the breakpoints.

/** The least height of a page's area: a short page (or one still loading) keeps the footer low. */
export const pageMinHeight = '60vh';

/** product §9: the mobile cut is the medium breakpoint. */
export const breakpoints = { md: 768, lg: 1024, xl: 1280 } as const;

export const media = {
  md: `screen and (min-width: ${breakpoints.md}px)`,
  lg: `screen and (min-width: ${breakpoints.lg}px)`,
  xl: `screen and (min-width: ${breakpoints.xl}px)`,
  belowMd: `screen and (max-width: ${breakpoints.md - 0.02}px)`,
  reducedMotion: '(prefers-reduced-motion: reduce)',
} as const;

export const palette = {
  ink: { 950: '#07111f', 900: '#0b1a2e', 800: '#13263f', 700: '#23395a', 600: '#3b5275', 500: '#5b6f8e', 400: '#8695ad', 300: '#b4bfd0', 200: '#d9e0ea', 100: '#edf1f6', 50: '#f6f8fb' },
  teal: { 900: '#0a3d3a', 800: '#0d4f4a', 700: '#0f6b63', 600: '#12857b', 500: '#14a394', 200: '#a7eee3', 100: '#d5f7f1', 50: '#eefcf9' },
  amber: { 700: '#8a4b06', 500: '#f0a020', 200: '#fde3b0', 100: '#fff3d9' },
  green: { 700: '#146c34', 100: '#dcf5e4' },
  red: { 700: '#b42318', 800: '#912018', 100: '#fde7e5' },
  blue: { 700: '#1d4fb8', 100: '#e2ebfd' },
  white: '#ffffff',
} as const;

export const fontStack = {
  body: '"Inter Variable", Inter, ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
} as const;
