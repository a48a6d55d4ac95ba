import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { softTone } from '../../theme/tones';

export const panel = style({ display: 'flex', flexDirection: 'column', minWidth: 0, minHeight: 0, flex: '1 1 auto' });
/** The bar's room and rule (Inline lays it out). */
export const head = style({
  padding: `${vars.space['3']} ${vars.space['3']} ${vars.space['2']} ${vars.space['4']}`, borderBottom: `1px solid ${vars.color.border}`,
});
export const count = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.regular, color: vars.color.textMuted });
export const alert = style({ margin: `${vars.space['3']} ${vars.space['3']} 0` });
export const scroller = style({ overflowY: 'auto', minHeight: 0, flex: '1 1 auto' });

/** Room around the list's states (loading, a failure, the empty state) inside the popover. */
export const states = style({ padding: vars.space['3'] });

export const list = style({ listStyle: 'none', padding: 0 });
export const item = style({
  display: 'grid', gridTemplateColumns: 'auto minmax(0, 1fr) auto', gap: vars.space['3'], alignItems: 'start',
  padding: `${vars.space['3']} ${vars.space['3']} ${vars.space['3']} ${vars.space['4']}`,
  borderBottom: `1px solid ${vars.color.border}`,
  selectors: { '&:last-child': { borderBottom: 'none' } },
});
export const unread = style({ background: vars.color.primarySoft });
export const kindIcon = style({
  ...softTone.neutral, display: 'grid', placeItems: 'center', width: 32, height: 32, borderRadius: vars.radius.full,
  selectors: { [`${unread} &`]: { background: vars.color.surface, color: vars.color.primary } },
});
export const text = style({ display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 });
export const itemTitle = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.semibold, color: vars.color.text, overflowWrap: 'anywhere' });
export const itemBody = style({ fontSize: vars.fontSize.sm, color: vars.color.text, lineHeight: vars.lineHeight.snug, overflowWrap: 'anywhere' });
export const time = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });
export const itemEnd = style({ display: 'flex', flexDirection: 'column', alignItems: 'flex-end', gap: vars.space['1'] });
export const dot = style({ width: 10, height: 10, borderRadius: vars.radius.full, background: vars.color.primary, marginTop: 4, marginRight: vars.space['2'] });
export const markOne = style({ whiteSpace: 'nowrap' });
export const more = style({ display: 'flex', justifyContent: 'center', padding: vars.space['3'], borderTop: `1px solid ${vars.color.border}` });
