export { Table, type TableProps, type TableColumn } from './Table';
