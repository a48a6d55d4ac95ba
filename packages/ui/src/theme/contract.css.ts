import { createThemeContract } from '@vanilla-extract/css';

// Components read only these variables; themes fill them in.
export const vars = createThemeContract({
  color: {
    bg: null, surface: null, surfaceMuted: null, surfaceRaised: null, surfaceInverse: null,
    text: null, textMuted: null, textSubtle: null, textInverse: null,
    border: null, borderStrong: null,
    primary: null, primaryHover: null, primaryActive: null, onPrimary: null, primarySoft: null, onPrimarySoft: null,
    accent: null, onAccent: null, accentSoft: null,
    success: null, successSoft: null, onSuccessSoft: null,
    danger: null, dangerHover: null, dangerSoft: null, onDangerSoft: null,
    warning: null, warningSoft: null, onWarningSoft: null,
    info: null, infoSoft: null, onInfoSoft: null,
    focusRing: null, overlay: null,
  },
  font: { body: null, heading: null, mono: null },
  fontSize: { xs: null, sm: null, md: null, lg: null, xl: null, '2xl': null, '3xl': null, '4xl': null, '5xl': null },
  fontWeight: { regular: null, medium: null, semibold: null, bold: null, black: null },
  lineHeight: { tight: null, snug: null, normal: null, relaxed: null },
  space: { '0': null, '1': null, '2': null, '3': null, '4': null, '5': null, '6': null, '8': null, '10': null, '12': null, '16': null, '20': null },
  radius: { sm: null, md: null, lg: null, xl: null, '2xl': null, full: null },
  shadow: { sm: null, md: null, lg: null, xl: null, focus: null },
  duration: { fast: null, base: null, slow: null },
});
