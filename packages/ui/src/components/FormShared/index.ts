export { useFocusFirstError } from './useFocusFirstError';
