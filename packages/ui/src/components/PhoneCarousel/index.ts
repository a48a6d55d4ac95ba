export {
  PhoneCarousel, type PhoneCarouselProps, type PhoneCard, type PhoneCardStock, type CardPosition, type Trend,
} from './PhoneCarousel';
export { samplePhoneCards } from './samplePhoneCards';
