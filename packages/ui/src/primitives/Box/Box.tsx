import type { ComponentPropsWithRef, ElementType } from 'react';
import { cx } from '../../cx';
import { sprinkles, type Sprinkles } from '../../theme/sprinkles';

/** The elements a layout box renders as: block structure, lists and forms. */
export type BoxElement =
  | 'div' | 'span' | 'section' | 'article' | 'aside' | 'header' | 'footer' | 'nav' | 'main'
  | 'form' | 'fieldset' | 'ul' | 'ol' | 'li' | 'dl' | 'p';

/** The theme's layout and spacing utilities (`sprinkles`), as props. */
export type LayoutProps = Sprinkles;

export type BoxProps<E extends BoxElement = 'div'> = { as?: E } & LayoutProps & Omit<ComponentPropsWithRef<E>, keyof LayoutProps | 'as'>;

/** Splits a component's props into the layout utilities' values and everything else (attributes, handlers). */
export function splitLayoutProps<P extends object>(props: P): [LayoutProps, Omit<P, keyof LayoutProps>] {
  const layout: Record<string, unknown> = {};
  const rest: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(props)) (sprinkles.properties.has(key as keyof LayoutProps) ? layout : rest)[key] = value;
  return [layout as LayoutProps, rest as Omit<P, keyof LayoutProps>];
}

/**
 * The layout primitive under Stack, Inline and Columns: an element whose layout and spacing come
 * from the theme's tokens as props (`<Box as="section" paddingY="8" display="grid" gap="4">`), so
 * a page composes layout without styles of its own. Reach for Stack, Inline or Columns first.
 */
export function Box<E extends BoxElement = 'div'>({ as, className, ...props }: BoxProps<E>) {
  const [layout, rest] = splitLayoutProps(props);
  // The element's own props were typed by `as` above; here they only pass through.
  const Element: ElementType<Record<string, unknown>> = as ?? 'div';
  return <Element {...(rest as Record<string, unknown>)} className={cx(sprinkles(layout), className) || undefined} />;
}
