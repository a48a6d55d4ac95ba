import type { FaqItem } from './FaqAccordion';

export const sampleFaq: FaqItem[] = [
  { question: 'Is my data secure?', answer: 'Yes. Data is encrypted in transit and at rest, and we never sell it.' },
  { question: 'Which brokers and markets are supported?', answer: 'You can track stocks, ETFs and funds from any broker by adding holdings manually or by import.' },
  { question: 'Is the market data real-time?', answer: 'Quotes are delayed by 15 minutes on all plans.' },
  { question: 'How does the free trial work?', answer: 'Every paid plan starts with a 14-day free trial. No card is needed.' },
  { question: 'Can I cancel anytime?', answer: 'Yes. Cancel from your settings and keep access until the end of the billing period.' },
  { question: 'What are plugins?', answer: 'Plugins add tools like risk metrics, screeners and alerts. Premium includes 5, Pro includes all.' },
];
