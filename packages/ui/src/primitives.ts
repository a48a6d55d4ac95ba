// Primitives of the kit (owned by the primitives work). Explicit named exports.
export { Button, type ButtonProps } from './components/Button';
export { Spinner, type SpinnerProps } from './components/Spinner';
export { VisuallyHidden, type VisuallyHiddenProps } from './components/VisuallyHidden';
export {
  Icon, icons, type IconName, type IconProps, type NamedIconProps, type IconComponent,
  CheckIcon, XIcon, ChevronDownIcon, MenuIcon, CopyIcon, ExternalLinkIcon, PlusIcon, RefreshIcon, LockIcon, StarIcon,
  TrendingUpIcon, ShieldIcon, BellIcon, UserIcon, LogoutIcon, InstagramIcon, XLogoIcon, TikTokIcon, AppleIcon,
  GooglePlayIcon, InfoIcon, AlertTriangleIcon, DashIcon,
} from './components/Icon';
export { Field, type FieldProps, type FieldControlProps } from './components/Field';
export { TextField, type TextFieldProps } from './components/TextField';
export { PasswordField, type PasswordFieldProps } from './components/PasswordField';
export { Textarea, type TextareaProps } from './components/Textarea';
export { Select, type SelectProps, type SelectOption } from './components/Select';
export { Card, CardTitle, type CardProps, type CardTitleProps } from './components/Card';
export { Badge, type BadgeProps, type BadgeTone } from './components/Badge';
export { Alert, type AlertProps, type AlertTone } from './components/Alert';
export { Banner, type BannerProps } from './components/Banner';
export { Tabs, type TabsProps, type TabItem } from './components/Tabs';
export { Dialog, type DialogProps } from './components/Dialog';
export {
  Menu, type MenuProps, type MenuEntry, type MenuLinkItem, type MenuActionItem, type MenuSeparatorItem, type MenuHeadingItem,
} from './components/Menu';
export { Disclosure, type DisclosureProps } from './components/Disclosure';
export { Accordion, type AccordionProps, type AccordionItem } from './components/Accordion';
export { Table, type TableProps, type TableColumn } from './components/Table';
export {
  ToastProvider, Toaster, useToast, TOAST_DURATION_MS, TOAST_REMOVE_DELAY_MS, TOAST_SWIPE_THRESHOLD_PX,
  type ToastProviderProps, type ToasterProps, type ToastOptions, type ToastApi, type ToastTone,
} from './components/Toaster';
export { Switch, type SwitchProps } from './components/Switch';
export { CheckboxGroup, type CheckboxGroupProps, type CheckboxOption } from './components/CheckboxGroup';
export { ProgressBar, type ProgressBarProps } from './components/ProgressBar';
export { StatCard, type StatCardProps, type StatCardTone } from './components/StatCard';
export {
  Tooltip, TooltipProvider, TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS, type TooltipProps, type TooltipProviderProps,
} from './components/Tooltip';
