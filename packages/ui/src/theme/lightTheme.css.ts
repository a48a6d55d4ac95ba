import { createGlobalTheme } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { fontStack, palette as p } from './tokens';

// The light theme is the default, set on :root so every page and story gets it.
createGlobalTheme(':root', vars, {
  color: {
    bg: p.ink[50], surface: p.white, surfaceMuted: p.ink[100], surfaceRaised: p.white, surfaceInverse: p.ink[900],
    text: p.ink[900], textMuted: p.ink[600], textSubtle: p.ink[500], textInverse: p.white,
    border: p.ink[200], borderStrong: p.ink[300],
    primary: p.teal[700], primaryHover: p.teal[800], primaryActive: p.teal[900], onPrimary: p.white,
    primarySoft: p.teal[100], onPrimarySoft: p.teal[900],
    accent: p.amber[500], onAccent: p.ink[950], accentSoft: p.amber[100],
    success: p.green[700], successSoft: p.green[100], onSuccessSoft: p.green[700],
    danger: p.red[700], dangerHover: p.red[800], dangerSoft: p.red[100], onDangerSoft: p.red[800],
    warning: p.amber[500], warningSoft: p.amber[100], onWarningSoft: p.amber[700],
    info: p.blue[700], infoSoft: p.blue[100], onInfoSoft: p.blue[700],
    focusRing: p.teal[500], overlay: 'rgba(7, 17, 31, 0.55)',
  },
  font: { body: fontStack.body, heading: fontStack.body, mono: fontStack.mono },
  fontSize: {
    xs: '0.75rem', sm: '0.875rem', md: '1rem', lg: '1.125rem', xl: '1.25rem',
    '2xl': '1.5rem', '3xl': '1.875rem', '4xl': 'clamp(2rem, 1.5rem + 2vw, 2.5rem)', '5xl': 'clamp(2.375rem, 1.6rem + 3.4vw, 3.75rem)',
  },
  fontWeight: { regular: '400', medium: '500', semibold: '600', bold: '700', black: '800' },
  lineHeight: { tight: '1.1', snug: '1.3', normal: '1.5', relaxed: '1.7' },
  space: {
    '0': '0', '1': '0.25rem', '2': '0.5rem', '3': '0.75rem', '4': '1rem', '5': '1.25rem', '6': '1.5rem',
    '8': '2rem', '10': '2.5rem', '12': '3rem', '16': '4rem', '20': '5rem',
  },
  radius: { sm: '6px', md: '10px', lg: '14px', xl: '20px', '2xl': '28px', full: '9999px' },
  shadow: {
    sm: '0 1px 2px rgba(7, 17, 31, 0.06)',
    md: '0 4px 12px rgba(7, 17, 31, 0.08)',
    lg: '0 12px 32px rgba(7, 17, 31, 0.12)',
    xl: '0 24px 64px rgba(7, 17, 31, 0.18)',
    focus: `0 0 0 3px ${p.white}, 0 0 0 5px ${p.teal[500]}`,
  },
  duration: { fast: '120ms', base: '200ms', slow: '500ms' },
});
