export { OfferCard, OfferGrid, type OfferCardProps, type OfferGridProps } from './OfferCard';
