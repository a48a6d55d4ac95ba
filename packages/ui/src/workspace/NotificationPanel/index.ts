export { NotificationPanel, type NotificationPanelProps, type NotificationItem } from './NotificationPanel';
