export { FaqAccordion, type FaqAccordionProps, type FaqItem } from './FaqAccordion';
