import { Box, type BoxElement, type BoxProps, type LayoutProps } from '../Box';

/** Space around a primitive: padding on any side and margin above or below. */
export type SpacingProps = Pick<
  LayoutProps,
  'padding' | 'paddingX' | 'paddingY' | 'paddingTop' | 'paddingBottom' | 'paddingLeft' | 'paddingRight' | 'marginTop' | 'marginBottom'
>;

/** Props of a primitive that sets its own layout: its element, spacing and the element's own attributes. */
export type PrimitiveProps<E extends BoxElement> = { as?: E } & SpacingProps & Omit<BoxProps<E>, keyof LayoutProps | 'as'>;

export type StackProps<E extends BoxElement = 'div'> = PrimitiveProps<E> & {
  /** The space between the children: a theme space token, or one per breakpoint. */
  gap: LayoutProps['gap'];
};

/**
 * Children one below the other, `gap` apart, each as wide as the stack. A child never widens the
 * stack past its container: long words and wide tables wrap or scroll inside their own box.
 */
export function Stack<E extends BoxElement = 'div'>({ gap, ...rest }: StackProps<E>) {
  return <Box<E> {...(rest as BoxProps<E>)} display="grid" gridTemplateColumns="single" minWidth="0" gap={gap} />;
}
