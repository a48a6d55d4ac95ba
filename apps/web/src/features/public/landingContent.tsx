// The landing page's copy: features, FAQ and contact details (product §1 and §2).
import { brand } from '@pt/api';
import type { AccordionItem } from '@pt/ui';
import type { FeatureItem } from '@pt/ui/site';

export const features: FeatureItem[] = [
  { icon: 'devices', title: 'Cross-platform tracking', text: 'Your portfolio on iPhone, Android and the web, always in sync.' },
  { icon: 'chart', title: 'Performance analytics', text: 'Returns, allocation, dividends and risk, per holding and for the whole portfolio.' },
  { icon: 'plugin', title: 'Plugin marketplace', text: 'Add screeners, tax reports and risk tools from our marketplace when you need them.' },
  { icon: 'clock', title: 'Market data, 15-minute delay', text: 'Quotes for stocks, ETFs and funds, delayed by 15 minutes, with daily moves at a glance.' },
  { icon: 'briefcase', title: 'Portfolio management', text: 'Record buys, sells and dividends across brokers and accounts in one place.' },
  { icon: 'insight', title: 'Market intelligence', text: 'News and an AI chart assistant that explains what moved your holdings and why.' },
];

export const faqItems: AccordionItem[] = [
  { id: 'what', title: `What is ${brand.name}?`, content: `${brand.name} is a mobile and web app that brings the holdings from all your brokers and accounts together, so you can see your whole portfolio, its performance and its risk in one place.` },
  { id: 'trial', title: 'How does the free trial work?', content: 'Every paid plan starts with a 14-day free trial and no card is needed. At the end of the trial you choose a plan or stay on Free.' },
  { id: 'data', title: 'How current is the market data?', content: 'Prices are delayed by 15 minutes. That is ideal for tracking and analysing a long-term portfolio; it is not meant for intraday trading.' },
  { id: 'broker', title: 'Can you trade or move money in my accounts?', content: `No. ${brand.name} only tracks what you record or import. It never places orders and never holds your money.` },
  { id: 'cancel', title: 'Can I change or cancel my plan?', content: 'Yes, at any time from the app. When you cancel, you keep access until the end of the period you paid for.' },
  { id: 'security', title: 'Is my data safe?', content: 'Your data is encrypted in transit and at rest, we never sell it, and you can export or delete it whenever you like. See our Privacy Policy for details.' },
];

export const contactInfo = [
  { title: 'Email support', text: <>Write to <a href={`mailto:${brand.supportEmail}`}>{brand.supportEmail}</a>. We answer within 24 hours.</> },
  { title: 'Live chat', text: 'In the app, Mon-Fri 9AM-6PM EST.' },
  { title: 'Partnerships', text: <>For sales and teams: <a href={`mailto:${brand.salesEmail}`}>{brand.salesEmail}</a>.</> },
];

export const contactSubmittedNotice = (
  <>Thanks! This form is not connected to our inbox yet, so your message has not been sent. Nothing you typed is lost: please copy it into an e-mail to <a href={`mailto:${brand.supportEmail}`}>{brand.supportEmail}</a> and we will reply within 24 hours.</>
);
