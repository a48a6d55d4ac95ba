export { LocalCardFields, type LocalCardFieldsProps, type LocalCardField } from './LocalCardFields';
