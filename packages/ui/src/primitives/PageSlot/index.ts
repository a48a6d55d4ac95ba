export { PageSlot, type PageSlotProps } from './PageSlot';
