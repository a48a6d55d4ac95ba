import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/tokens';

export const toolbar = style({
  display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)', gap: vars.space['3'], alignItems: 'end',
  '@media': { [media.md]: { gridTemplateColumns: 'minmax(0, 240px) minmax(0, 180px)' } },
});

export const symbol = style({ textAlign: 'left', fontWeight: vars.fontWeight.bold, letterSpacing: '0.02em' });
/** The actions column: as narrow as its buttons on wide screens (a phone card gives them its foot). */
export const actionsCell = style({
  textAlign: 'right', whiteSpace: 'nowrap', paddingTop: vars.space['1'], paddingBottom: vars.space['1'],
  '@media': { [media.md]: { width: 1 } },
});
export const rowActions = style({ display: 'inline-flex', gap: vars.space['1'] });
export const deleteButton = style({ color: vars.color.danger });
export const pendingRow = style({ background: vars.color.bg });
export const saving = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted, fontStyle: 'italic' });
export const costs = style({ display: 'block', fontWeight: vars.fontWeight.regular });
