export { Hero, heroHighlightClass, type HeroProps, type StoreBadge } from './Hero';
