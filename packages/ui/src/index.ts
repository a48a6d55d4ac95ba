// @pt/ui: the primitives of the design system (Braid's line). Domain widgets live in their area's
// entry: @pt/ui/site, @pt/ui/account, @pt/ui/billing, @pt/ui/affiliate, @pt/ui/admin,
// @pt/ui/workspace. Importing the kit applies the theme and reset (CSS side effects, compiled at
// build time). Explicit named exports.
import './theme';

// Layout: what a page composes (on the theme's space tokens), and the frames a page sits in.
export { Box, type BoxProps, type BoxElement, type LayoutProps } from './primitives/Box';
export { Stack, type StackProps, type SpacingProps } from './primitives/Stack';
export { Inline, type InlineProps } from './primitives/Inline';
export { Columns, type ColumnsProps, type ColumnCount } from './primitives/Columns';
export { PageFrame, type PageFrameProps } from './primitives/PageFrame';
export { Section, Container, type SectionProps, type ContainerProps } from './primitives/Section';
export { PageHeading, type PageHeadingProps } from './primitives/PageHeading';
export { PageSlot, type PageSlotProps } from './primitives/PageSlot';
export { VisuallyHidden, type VisuallyHiddenProps } from './primitives/VisuallyHidden';

// Text: headings in the theme's sizes at any outline level, and body text in its sizes and tones.
export { Heading, type HeadingProps, type HeadingLevel, type HeadingSize } from './primitives/Heading';
export { Text, type TextProps, type TextSize, type TextTone } from './primitives/Text';

// Actions and links: a link that looks like a button is a ButtonLink; the app's router link comes in as `renderLink`.
export { Button, type ButtonProps } from './primitives/Button';
export { ButtonLink, type ButtonLinkProps } from './primitives/ButtonLink';
export type { LinkRenderProps, RenderLink } from './primitives/SiteLink';

// Fields and inputs.
export { Field, type FieldProps, type FieldControlProps } from './primitives/Field';
export { TextField, type TextFieldProps } from './primitives/TextField';
export { PasswordField, type PasswordFieldProps } from './primitives/PasswordField';
// After a refused submit, focus moves to the first field with an error (product §5.12).
export { useFocusFirstError } from './private/FormShared';
export { Textarea, type TextareaProps } from './primitives/Textarea';
export { Select, type SelectProps, type SelectOption } from './primitives/Select';
export { CheckboxGroup, type CheckboxGroupProps, type CheckboxOption } from './primitives/CheckboxGroup';
export { Switch, type SwitchProps } from './primitives/Switch';

// Showing values and feedback.
export { Badge, type BadgeProps, type BadgeTone } from './primitives/Badge';
export { StatusBadge, type StatusBadgeProps, type StatusDisplay, type StatusTone } from './primitives/StatusBadge';
export { Alert, type AlertProps, type AlertTone } from './primitives/Alert';
export { Spinner, type SpinnerProps } from './primitives/Spinner';
export { ProgressBar, type ProgressBarProps } from './primitives/ProgressBar';
export { TextPlaceholder, type TextPlaceholderProps } from './primitives/TextPlaceholder';
export {
  Icon, type IconName, type IconProps, type NamedIconProps, type IconComponent,
  CheckIcon, XIcon, ChevronDownIcon, MenuIcon, CopyIcon, ExternalLinkIcon, PlusIcon, RefreshIcon, LockIcon, StarIcon,
  TrendingUpIcon, ShieldIcon, BellIcon, UserIcon, LogoutIcon, InfoIcon, AlertTriangleIcon, DashIcon,
} from './primitives/Icon';

// Containers and disclosure.
export { Card, CardTitle, type CardProps, type CardTitleProps } from './primitives/Card';
export { Dialog, type DialogProps } from './primitives/Dialog';
export { ConfirmDialog, type ConfirmDialogProps } from './private/PortfolioShared/ConfirmDialog';
export { Menu, type MenuProps, type MenuEntry } from './primitives/Menu';
export { Tabs, type TabsProps, type TabItem } from './primitives/Tabs';
export { Accordion, type AccordionProps, type AccordionItem } from './primitives/Accordion';
export { Disclosure, type DisclosureProps } from './primitives/Disclosure';

// Panels of loaded data (their loading, failed and empty states), tables and paging.
export { Panel, LoadError, type PanelProps, type PanelBlockProps, type LoadErrorProps } from './primitives/Panel';
export {
  Table, TableSortButton, nextTableSort,
  type TableProps, type TableColumn, type TablePaging, type TableSort, type TableSortButtonProps, type SortDirection,
} from './primitives/Table';
export { Pager, PageFooter, type PagerProps, type PageFooterProps } from './primitives/Pager';

// Toasts: one provider and toaster for the app (bottom-right, Alt+T, 'Notifications', ~4.5 s, swipe).
export {
  ToastProvider, Toaster, useToast,
  type ToastProviderProps, type ToasterProps, type ToastOptions, type ToastApi, type ToastTone,
} from './primitives/Toaster';
