export { IntroHero, introHeroAccent, type IntroHeroProps, type IntroHeroStore } from './IntroHero';
