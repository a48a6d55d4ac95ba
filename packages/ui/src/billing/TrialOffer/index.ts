export { TrialOffer, type TrialOfferProps } from './TrialOffer';
