// Primitives of the kit (owned by the primitives work). Explicit named exports.
export { Button, type ButtonProps } from './components/Button';
export { Spinner, type SpinnerProps } from './components/Spinner';
