export * as statusStyles from './StatusScreen.css';
