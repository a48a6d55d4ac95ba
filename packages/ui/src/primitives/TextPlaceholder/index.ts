export { TextPlaceholder, type TextPlaceholderProps } from './TextPlaceholder';
