export { TextField, type TextFieldProps } from './TextField';
export { numberFromText } from './numberFromText';
