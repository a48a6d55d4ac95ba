export * as statusStyles from './StatusLayout.css';
