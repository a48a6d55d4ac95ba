import type { PhoneCard, PhoneCardStock, Trend } from './PhoneCarousel';

// The stories' and tests' cards: made-up figures of the usual lengths, one falling card among
// rising ones. (The landing's own cards are the app's content: apps/web landingPhoneCards.ts.)
const stock = (symbol: string, name: string, price: string, change: string, trend: Trend): PhoneCardStock =>
  ({ symbol, name, price, change, trend });
const rising = [12, 15, 14, 18, 17, 21, 20, 24, 23, 27, 26, 30];
const falling = [...rising].reverse();

export const samplePhoneCards: PhoneCard[] = [
  { title: 'All accounts', value: '$98,120.40', change: '+$1,204.10 (1.24%)', trend: 'up', chart: rising,
    stocks: [stock('ABCD', 'Sample Corp.', '$120.50', '+0.80%', 'up'), stock('EFGH', 'Example Inc.', '$64.10', '+1.10%', 'up')] },
  { title: 'Tech growth', value: '$48,210.55', change: '−$612.40 (1.25%)', trend: 'down', chart: falling,
    stocks: [stock('IJKL', 'Chips Ltd.', '$310.00', '−2.00%', 'down'), stock('MNOP', 'Cars plc', '$88.40', '−1.30%', 'down')] },
  { title: 'Income', value: '$52,400.00', change: '+$96.20 (0.18%)', trend: 'up', chart: rising,
    stocks: [stock('QRST', 'Utility Co.', '$41.20', '+0.20%', 'up'), stock('UVWX', 'Drinks Co.', '$58.00', '−0.10%', 'down')] },
  { title: 'Funds', value: '$19,750.25', change: '+$640.00 (3.35%)', trend: 'up', chart: rising,
    stocks: [stock('FND1', 'World Index Fund', '$101.30', '+0.90%', 'up'), stock('FND2', 'Tech Index Fund', '$212.70', '+1.50%', 'up')] },
  { title: 'Pension', value: '$240,010.90', change: '+$310.45 (0.13%)', trend: 'up', chart: rising,
    stocks: [stock('FND3', 'Stock Market Fund', '$199.90', '+0.30%', 'up'), stock('BOND', 'Bond Fund', '$70.00', '+0.05%', 'up')] },
];
