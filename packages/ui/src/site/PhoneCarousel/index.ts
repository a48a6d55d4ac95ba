export {
  PhoneCarousel, type PhoneCarouselProps, type PhoneCard, type PhoneCardStock, type CardPosition, type Trend,
} from './PhoneCarousel';
