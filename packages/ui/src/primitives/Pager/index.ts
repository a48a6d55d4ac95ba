export { Pager, type PagerProps } from './Pager';
export { PageFooter, type PageFooterProps } from './PageFooter';
