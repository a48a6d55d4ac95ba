import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/tokens';

export const addForm = style({
  display: 'flex', flexDirection: 'column', gap: vars.space['3'],
  '@media': { [media.md]: { flexDirection: 'row', alignItems: 'flex-start' } },
});
export const addField = style({ flex: '1 1 auto', minWidth: 0, maxWidth: 520 });
/** Beside the input from md: lined up below the field's label. */
export const addButton = style({ alignSelf: 'flex-start', '@media': { [media.md]: { marginTop: 28 } } });

export const ownId = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space['2'], fontSize: vars.fontSize.sm, color: vars.color.textMuted });
export const ownIdLabel = style({ fontWeight: vars.fontWeight.medium });
export const ownIdValue = style({
  fontFamily: vars.font.mono, fontSize: vars.fontSize.sm, color: vars.color.text, overflowWrap: 'anywhere',
  padding: `2px ${vars.space['2']}`, borderRadius: vars.radius.sm, background: vars.color.surfaceMuted,
});

export const rows = style({ listStyle: 'none', padding: 0, display: 'flex', flexDirection: 'column' });
export const friend = style({
  display: 'flex', flexDirection: 'column', gap: vars.space['2'], padding: `${vars.space['3']} 0`, borderTop: `1px solid ${vars.color.border}`,
  selectors: { '&:first-child': { borderTop: 'none', paddingTop: 0 }, '&:last-child': { paddingBottom: 0 } },
});
export const row = style({
  display: 'grid', gridTemplateColumns: 'auto minmax(0, 1fr)', gridTemplateAreas: '"avatar who" "actions actions"',
  alignItems: 'center', columnGap: vars.space['3'], rowGap: vars.space['2'], padding: `${vars.space['2']} 0`,
  '@media': { [media.md]: { gridTemplateColumns: 'auto minmax(0, 1fr) auto', gridTemplateAreas: '"avatar who actions"' } },
  selectors: { [`${friend} > &`]: { padding: 0 } },
});
export const avatar = style({
  gridArea: 'avatar', width: 36, height: 36, borderRadius: vars.radius.full, display: 'grid', placeItems: 'center',
  background: vars.color.primarySoft, color: vars.color.onPrimarySoft, fontWeight: vars.fontWeight.bold, textTransform: 'uppercase',
});
export const who = style({ gridArea: 'who', display: 'flex', flexDirection: 'column', minWidth: 0 });
export const name = style({ fontWeight: vars.fontWeight.semibold, overflowWrap: 'anywhere' });
export const meta = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted, overflowWrap: 'anywhere' });
export const actions = style({ gridArea: 'actions', display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space['2'] });
export const count = style({ color: vars.color.textMuted, fontWeight: vars.fontWeight.regular });

/** Under the friend's name, in line with it. */
export const shared = style({ paddingLeft: `calc(36px + ${vars.space['3']})` });
export const sharedList = style({ listStyle: 'none', padding: 0, display: 'flex', flexWrap: 'wrap', gap: vars.space['2'] });
export const sharedLink = style({
  display: 'inline-flex', alignItems: 'center', minHeight: 32, padding: `0 ${vars.space['3']}`, borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.border}`, color: vars.color.primary, fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  selectors: {
    '&:hover': { borderColor: vars.color.primary, background: vars.color.primarySoft },
    '&:focus-visible': { outline: 'none', boxShadow: vars.shadow.focus },
  },
});
export const sharedNote = style({ display: 'flex', alignItems: 'center', gap: vars.space['2'], fontSize: vars.fontSize.sm, color: vars.color.textMuted });
export const sharedError = style({ fontSize: vars.fontSize.sm, color: vars.color.danger });
