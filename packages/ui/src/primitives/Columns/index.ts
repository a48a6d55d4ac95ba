export { Columns, type ColumnsProps, type ColumnCount } from './Columns';
