import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media, palette } from '../../theme/tokens';

export const root = style({
  position: 'relative', display: 'grid', justifyItems: 'center', gap: vars.space['6'], width: '100%',
  vars: { '--phone-w': '236px', '--neighbour-offset': '20px' },
  '@media': { [media.md]: { vars: { '--phone-w': '272px' } } },
});

export const stage = style({
  position: 'relative', width: '100%',
  // The phone is 2.05 times as tall as wide; leave room for the fanned neighbours.
  height: 'calc(var(--phone-w) * 2.05 + 24px)',
});

export const card = style({
  position: 'absolute', top: 12, left: '50%',
  width: 'var(--phone-w)',
  transformOrigin: '50% 85%',
  transition: 'transform 500ms cubic-bezier(.2,.7,.2,1), opacity 500ms ease, visibility 0s linear 0s',
  cursor: 'pointer',
  selectors: {
    '&[data-position="selected"]': { transform: 'translateX(-50%)', opacity: 1, zIndex: 3, cursor: 'default' },
    '&[data-position="previous"]': { transform: 'translateX(calc(-50% - var(--neighbour-offset))) rotate(-7deg) scale(0.92)', opacity: 0.5, zIndex: 2 },
    '&[data-position="next"]': { transform: 'translateX(calc(-50% + var(--neighbour-offset))) rotate(7deg) scale(0.92)', opacity: 0.5, zIndex: 2 },
    '&[data-position="hidden"]': {
      transform: 'translateX(-50%) scale(0.84)', opacity: 0, zIndex: 1, visibility: 'hidden', pointerEvents: 'none',
      transition: 'transform 500ms cubic-bezier(.2,.7,.2,1), opacity 500ms ease, visibility 0s linear 500ms',
    },
  },
  '@media': { [media.reducedMotion]: { transition: 'none' } },
});

// The device: bezel, side buttons, screen, dynamic-island notch.
export const phone = style({
  position: 'relative',
  aspectRatio: '1 / 2.05',
  borderRadius: 'calc(var(--phone-w) * 0.17)',
  padding: 'calc(var(--phone-w) * 0.035)',
  background: `linear-gradient(145deg, #2b3a52 0%, ${palette.ink[950]} 38%, #1a2740 100%)`,
  boxShadow: `0 0 0 1.5px #4a5b78 inset, 0 0 0 4px ${palette.ink[950]} inset, 0 30px 60px -18px rgba(7,17,31,.55), 0 18px 36px -18px rgba(15,107,99,.45)`,
  selectors: {
    '&::before': { // volume buttons
      content: '""', position: 'absolute', left: -3, top: '22%', width: 3, height: '14%', borderRadius: '3px 0 0 3px',
      background: '#1f2c42', boxShadow: '0 calc(var(--phone-w) * 0.22) 0 #1f2c42',
    },
    '&::after': { // power button
      content: '""', position: 'absolute', right: -3, top: '28%', width: 3, height: '18%', borderRadius: '0 3px 3px 0', background: '#1f2c42',
    },
  },
});

export const screen = style({
  position: 'relative', height: '100%', overflow: 'hidden',
  borderRadius: 'calc(var(--phone-w) * 0.135)',
  background: `linear-gradient(180deg, ${palette.teal[50]} 0%, ${palette.white} 42%)`,
  color: palette.ink[900],
  display: 'flex', flexDirection: 'column',
  padding: 'calc(var(--phone-w) * 0.055)',
  paddingTop: 'calc(var(--phone-w) * 0.04)',
  fontSize: 'calc(var(--phone-w) * 0.048)',
  lineHeight: 1.3,
});

export const island = style({
  position: 'absolute', top: 'calc(var(--phone-w) * 0.035)', left: '50%', transform: 'translateX(-50%)',
  width: '34%', height: 'calc(var(--phone-w) * 0.085)', borderRadius: 999, background: palette.ink[950],
});

export const statusBar = style({
  display: 'flex', justifyContent: 'space-between', alignItems: 'center',
  fontSize: '0.8em', fontWeight: 700, paddingInline: '0.6em', height: 'calc(var(--phone-w) * 0.09)',
});
export const statusIcons = style({ display: 'flex', gap: 4, alignItems: 'center' });

export const appBar = style({ display: 'flex', justifyContent: 'space-between', alignItems: 'center', marginTop: '0.9em' });
export const appTitle = style({ fontWeight: 700, fontSize: '1.05em' });
export const avatar = style({
  width: '1.9em', height: '1.9em', borderRadius: 999,
  background: `linear-gradient(135deg, ${palette.teal[500]}, ${palette.teal[800]})`,
});

export const label = style({ marginTop: '1.1em', fontSize: '0.82em', color: palette.ink[600], fontWeight: 500 });
export const value = style({ fontSize: '1.75em', fontWeight: 800, letterSpacing: '-0.02em', fontVariantNumeric: 'tabular-nums' });

export const change = style({
  display: 'inline-flex', alignItems: 'center', gap: 4, alignSelf: 'flex-start',
  marginTop: '0.35em', padding: '0.15em 0.55em', borderRadius: 999, fontSize: '0.8em', fontWeight: 700,
});
export const up = style({ color: palette.green[700], background: palette.green[100] });
export const down = style({ color: palette.red[700], background: palette.red[100] });
export const upText = style({ color: palette.green[700] });
export const downText = style({ color: palette.red[700] });

export const chart = style({ marginTop: '0.9em', width: '100%', height: 'calc(var(--phone-w) * 0.3)' });

export const ranges = style({ display: 'flex', justifyContent: 'space-between', fontSize: '0.7em', color: palette.ink[600], fontWeight: 600, marginTop: '0.5em' });
export const rangeActive = style({ color: palette.white, background: palette.teal[700], borderRadius: 999, padding: '0 0.6em' });

export const holdingsTitle = style({ marginTop: '1em', fontSize: '0.82em', fontWeight: 700, color: palette.ink[700] });

export const stock = style({
  display: 'grid', gridTemplateColumns: 'auto 1fr auto', alignItems: 'center', gap: '0.6em',
  marginTop: '0.55em', padding: '0.55em', borderRadius: 'calc(var(--phone-w) * 0.05)',
  background: palette.white, boxShadow: '0 1px 3px rgba(7,17,31,.08), 0 0 0 1px rgba(7,17,31,.04)',
});
export const logo = style({
  width: '2.1em', height: '2.1em', borderRadius: '0.6em', display: 'grid', placeItems: 'center',
  fontSize: '0.68em', fontWeight: 800, color: palette.white, background: palette.ink[800],
});
export const stockName = style({ display: 'grid', minWidth: 0 });
export const symbol = style({ fontWeight: 700, fontSize: '0.9em' });
export const company = style({ fontSize: '0.72em', color: palette.ink[600], whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' });
export const stockPrice = style({ display: 'grid', justifyItems: 'end', fontSize: '0.85em', fontWeight: 700, fontVariantNumeric: 'tabular-nums' });
export const stockChange = style({ fontSize: '0.85em', fontWeight: 700 });

export const tabBar = style({
  marginTop: 'auto', display: 'flex', justifyContent: 'space-around', alignItems: 'center',
  paddingTop: '0.7em', borderTop: `1px solid ${palette.ink[100]}`,
});
export const tab = style({ width: '1.2em', height: '1.2em', borderRadius: '0.35em', background: palette.ink[200] });
export const tabActive = style({ background: palette.teal[700] });
export const homeIndicator = style({ width: '36%', height: 4, borderRadius: 999, background: palette.ink[900], margin: '0.6em auto 0' });

export const dots = style({ display: 'flex', gap: vars.space['1'], listStyle: 'none', padding: 0 });
export const dot = style({
  position: 'relative', width: 28, height: 28, padding: 0, border: 0, background: 'transparent', cursor: 'pointer', borderRadius: 999,
  selectors: {
    '&::after': {
      content: '""', position: 'absolute', inset: 0, margin: 'auto', width: 10, height: 10, borderRadius: 999,
      background: vars.color.borderStrong, transition: 'width 500ms ease, background-color 500ms ease',
    },
    '&:hover::after': { background: vars.color.textSubtle },
    '&[aria-current="true"]::after': { width: 24, background: vars.color.primary },
  },
});
globalStyle(`${dot}:focus-visible`, { outlineOffset: 0 });
