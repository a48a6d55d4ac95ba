import type { PricingCardProps } from './PricingCard';

type SamplePlan = Omit<PricingCardProps, 'onCta'> & { id: string };

/** The plans of spec 9, for stories and demos. */
export const samplePlans: SamplePlan[] = [
  { id: 'free', name: 'Free', price: '$0', period: 'forever', description: 'For getting started with a single portfolio.', features: ['Up to 5 holdings', 'Web and mobile apps', 'Market data delayed 15 minutes'], ctaLabel: 'Get Started' },
  { id: 'premium', name: 'Premium', price: '$9.99', period: '/month', description: 'For active investors who want the full picture.', features: ['Unlimited holdings', '5 premium plugins', 'Real-time sync across devices', 'Performance analytics'], ctaLabel: 'Start Free Trial', highlighted: true },
  { id: 'pro', name: 'Pro', price: '$19.99', period: '/month', description: 'For professionals and serious portfolios.', features: ['Everything in Premium', 'All plugins', 'Advanced risk metrics', 'Custom alerts', 'Portfolio sharing'], ctaLabel: 'Contact Sales' },
];
