export { Heading, type HeadingProps, type HeadingLevel, type HeadingSize } from './Heading';
