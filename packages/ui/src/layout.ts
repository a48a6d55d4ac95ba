// Page structure: the frames a page sits in and the areas that hold a loading part's place. Explicit named exports.
export { PageFrame, type PageFrameProps } from './components/PageFrame';
export { AuthLayout, AuthInlineAction, type AuthLayoutProps, type AuthInlineActionProps } from './components/AuthLayout';
export { Section, Container, type SectionProps, type ContainerProps } from './components/Section';
export { PageHeading, type PageHeadingProps } from './components/PageHeading';
export { PageSlot, type PageSlotProps } from './components/PageSlot';
