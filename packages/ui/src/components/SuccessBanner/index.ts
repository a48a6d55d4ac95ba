export { SuccessBanner, type SuccessBannerProps } from './SuccessBanner';
