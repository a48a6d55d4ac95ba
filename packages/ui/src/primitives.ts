// Generic building blocks: buttons, fields, feedback, tabs and toasts. Explicit named exports.
export { Button, type ButtonProps } from './components/Button';
export { ButtonLink, type ButtonLinkProps } from './components/ButtonLink';
export { Spinner, type SpinnerProps } from './components/Spinner';
export { VisuallyHidden, type VisuallyHiddenProps } from './components/VisuallyHidden';
export { RefreshIcon, type IconProps } from './components/Icon';
export { TextField, type TextFieldProps } from './components/TextField';
export { PasswordField, type PasswordFieldProps } from './components/PasswordField';
export { useFocusFirstError } from './components/FormShared';
export { Textarea, type TextareaProps } from './components/Textarea';
export { Select, type SelectProps, type SelectOption } from './components/Select';
export { CheckboxGroup, type CheckboxGroupProps, type CheckboxOption } from './components/CheckboxGroup';
export { Card, CardTitle, type CardProps, type CardTitleProps } from './components/Card';
export { Alert, type AlertProps, type AlertTone } from './components/Alert';
export { Tabs, type TabsProps, type TabItem } from './components/Tabs';
export { Accordion, type AccordionProps, type AccordionItem } from './components/Accordion';
export {
  ToastProvider, Toaster, useToast,
  type ToastProviderProps, type ToasterProps, type ToastOptions, type ToastApi, type ToastTone,
} from './components/Toaster';
export { onNearViewport } from './components/PerformanceChart/onNearViewport';
