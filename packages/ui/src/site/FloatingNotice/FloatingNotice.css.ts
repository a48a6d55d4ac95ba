import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/tokens';

const enter = keyframes({ from: { opacity: 0, transform: 'translate(-50%, -8px)' }, to: { opacity: 1, transform: 'translate(-50%, 0)' } });

export const notice = style({
  position: 'fixed', top: '5rem', left: '50%', transform: 'translate(-50%, 0)', zIndex: 60,
  width: 'min(560px, calc(100vw - 2rem))', display: 'flex', alignItems: 'flex-start', gap: vars.space['3'],
  padding: `${vars.space['3']} ${vars.space['4']}`, borderRadius: vars.radius.lg,
  background: vars.color.successSoft, color: vars.color.onSuccessSoft, border: `1px solid ${vars.color.success}`,
  boxShadow: vars.shadow.lg, fontWeight: vars.fontWeight.medium,
  animation: `${enter} 200ms ease-out`,
  '@media': { [media.reducedMotion]: { animation: 'none' } },
});
export const text = style({ flex: 1, margin: 0 });
export const close = style({
  border: 0, background: 'transparent', color: 'inherit', cursor: 'pointer', padding: 4, borderRadius: vars.radius.sm, lineHeight: 0,
  selectors: { '&:focus-visible': { outline: 'none', boxShadow: vars.shadow.focus } },
});
