// The theme's tones as style fragments for a recipe's variants: a soft tint with the text that
// reads on it, and a solid fill with its text. Badges, status icons and notices share them.
import { vars } from './contract.css';

export const softTone = {
  neutral: { background: vars.color.surfaceMuted, color: vars.color.textMuted },
  primary: { background: vars.color.primarySoft, color: vars.color.onPrimarySoft },
  success: { background: vars.color.successSoft, color: vars.color.onSuccessSoft },
  warning: { background: vars.color.warningSoft, color: vars.color.onWarningSoft },
  danger: { background: vars.color.dangerSoft, color: vars.color.onDangerSoft },
  info: { background: vars.color.infoSoft, color: vars.color.onInfoSoft },
  accent: { background: vars.color.accentSoft, color: vars.color.onAccent },
} as const;

export const solidTone = {
  neutral: { background: vars.color.surfaceInverse, color: vars.color.textInverse },
  primary: { background: vars.color.primary, color: vars.color.onPrimary },
  success: { background: vars.color.success, color: vars.color.onPrimary },
  warning: { background: vars.color.warning, color: vars.color.onAccent },
  danger: { background: vars.color.danger, color: vars.color.onPrimary },
  info: { background: vars.color.info, color: vars.color.onPrimary },
  accent: { background: vars.color.accent, color: vars.color.onAccent },
} as const;
