export {
  AlertsManager, type AlertsManagerProps, type PriceAlertRow, type AlertFormValues, type AlertFormField, type AlertCondition,
} from './AlertsManager';
