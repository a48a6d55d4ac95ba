export {
  ToastProvider, Toaster, useToast, TOAST_DURATION_MS, TOAST_REMOVE_DELAY_MS, TOAST_SWIPE_THRESHOLD_PX,
  type ToastProviderProps, type ToasterProps, type ToastOptions, type ToastApi, type ToastTone,
} from './Toaster';
