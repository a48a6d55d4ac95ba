export { HeaderSlot } from './HeaderSlot';
