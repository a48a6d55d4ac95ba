export { IntroHero, type IntroHeroProps, type IntroHeroStore } from './IntroHero';
