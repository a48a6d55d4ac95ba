export {
  CsvImport, type CsvImportProps, type CsvImportField, type CsvImportStep, type CsvImportMapping, type CsvPreviewRow, type CsvImportCounts,
} from './CsvImport';
