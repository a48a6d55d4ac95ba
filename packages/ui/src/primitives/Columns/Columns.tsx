import { Box, type BoxElement, type BoxProps, type LayoutProps } from '../Box';
import type { PrimitiveProps } from '../Stack';

export type ColumnCount = 1 | 2 | 3 | 4;

const alignItems = { top: 'flex-start', center: 'center', bottom: 'flex-end' } as const;
const track = (n: ColumnCount) => String(n) as '1' | '2' | '3' | '4';

export type ColumnsProps<E extends BoxElement = 'div'> = PrimitiveProps<E> & {
  /** Equal columns: a count, or one per breakpoint (`{ base: 1, md: 2 }`: one column on phones, two from the medium breakpoint). */
  columns: ColumnCount | { base?: ColumnCount; md?: ColumnCount; lg?: ColumnCount };
  /** The space between the columns and between rows: a theme space token, or one per breakpoint. */
  gap: LayoutProps['gap'];
  /** How cells of different heights line up; stretched to the row's height when omitted. */
  alignY?: keyof typeof alignItems;
};

/** Children in equal columns, filled row by row: two panels side by side on wide screens, one above the other on phones. */
export function Columns<E extends BoxElement = 'div'>({ columns, gap, alignY, ...rest }: ColumnsProps<E>) {
  const template = typeof columns === 'number'
    ? track(columns)
    : { base: columns.base && track(columns.base), md: columns.md && track(columns.md), lg: columns.lg && track(columns.lg) };
  return (
    <Box<E>
      {...(rest as BoxProps<E>)}
      display="grid"
      gridTemplateColumns={template}
      gap={gap}
      alignItems={alignY ? alignItems[alignY] : undefined}
    />
  );
}
