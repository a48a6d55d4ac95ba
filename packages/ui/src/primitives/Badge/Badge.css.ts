import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { softTone, solidTone } from '../../theme/tones';

const soft = softTone;
const solid = solidTone;

type Tone = keyof typeof soft;
const tones = Object.keys(soft) as Tone[];

export const badge = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space['1'],
    borderRadius: vars.radius.full,
    fontWeight: vars.fontWeight.semibold,
    lineHeight: 1.2,
    whiteSpace: 'nowrap',
    verticalAlign: 'middle',
  },
  variants: {
    tone: Object.fromEntries(tones.map((tone) => [tone, {}])) as Record<Tone, object>,
    variant: { soft: {}, solid: {} },
    size: {
      sm: { fontSize: vars.fontSize.xs, padding: `2px ${vars.space['2']}` },
      md: { fontSize: vars.fontSize.sm, padding: `${vars.space['1']} ${vars.space['3']}` },
    },
  },
  // Colours depend on tone and variant together.
  compoundVariants: tones.flatMap((tone) => [
    { variants: { tone, variant: 'soft' as const }, style: soft[tone] },
    { variants: { tone, variant: 'solid' as const }, style: solid[tone] },
  ]),
  defaultVariants: { tone: 'neutral', variant: 'soft', size: 'md' },
});
