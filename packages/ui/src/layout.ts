// Layout: the primitives a page composes (Box, Stack, Inline, Columns, on the theme's space tokens),
// the frames a page sits in and the area that holds a loading page's place. Explicit named exports.
export { Box, type BoxProps, type BoxElement, type LayoutProps } from './components/Box';
export { Stack, type StackProps, type SpacingProps } from './components/Stack';
export { Inline, type InlineProps } from './components/Inline';
export { Columns, type ColumnsProps, type ColumnCount } from './components/Columns';
export { PageFrame, type PageFrameProps } from './components/PageFrame';
export { AuthLayout, AuthInlineAction, type AuthLayoutProps, type AuthInlineActionProps } from './components/AuthLayout';
export { Section, Container, type SectionProps, type ContainerProps } from './components/Section';
export { PageHeading, type PageHeadingProps } from './components/PageHeading';
export { PageSlot, type PageSlotProps } from './components/PageSlot';
