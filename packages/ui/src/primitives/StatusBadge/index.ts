export { StatusBadge, type StatusBadgeProps, type StatusDisplay, type StatusTone } from './StatusBadge';
