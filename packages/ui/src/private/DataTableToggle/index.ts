export { DataTableToggle, type DataTableToggleProps } from './DataTableToggle';
