import { Box, type BoxElement, type BoxProps, type LayoutProps } from '../Box';
import type { PrimitiveProps } from '../Stack';

const justify = { start: 'flex-start', center: 'center', end: 'flex-end', spaceBetween: 'space-between' } as const;
const alignItems = { top: 'flex-start', center: 'center', bottom: 'flex-end', baseline: 'baseline' } as const;

export type InlineProps<E extends BoxElement = 'div'> = PrimitiveProps<E> & {
  /** The space between the children, across and between rows: a theme space token, or one per breakpoint. */
  gap?: LayoutProps['gap'];
  /** Where the row sits: at the start (default), centred, at the end, or spread with the space between. */
  align?: keyof typeof justify;
  /** How children of different heights line up; stretched to the row's height when omitted. */
  alignY?: keyof typeof alignItems;
  /** Children that do not fit move to the next row (default); false keeps one row. */
  wrap?: boolean;
};

/** Children side by side, `gap` apart, wrapping onto more rows on a narrow screen: buttons, badges, a heading and its action. */
export function Inline<E extends BoxElement = 'div'>({ gap, align, alignY, wrap = true, ...rest }: InlineProps<E>) {
  return (
    <Box<E>
      {...(rest as BoxProps<E>)}
      display="flex"
      gap={gap}
      justifyContent={align ? justify[align] : undefined}
      alignItems={alignY ? alignItems[alignY] : undefined}
      flexWrap={wrap ? 'wrap' : undefined}
    />
  );
}
