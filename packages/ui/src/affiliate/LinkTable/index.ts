export { LinkTable, type LinkTableProps, type AffiliateLinkRow } from './LinkTable';
export type { StatusFilter, FilterProps as TableFilterProps } from './FilterableTable';
