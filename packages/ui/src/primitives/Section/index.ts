export { Section, Container, type SectionProps, type ContainerProps } from './Section';
