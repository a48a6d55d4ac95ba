export {
  Tooltip, TooltipProvider, TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS, type TooltipProps, type TooltipProviderProps,
} from './Tooltip';
