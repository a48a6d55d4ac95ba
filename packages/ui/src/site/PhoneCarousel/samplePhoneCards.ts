import type { PhoneCard } from './PhoneCarousel';

/** Hard-coded sample cards for the landing carousel (not real market data). */
export const samplePhoneCards: PhoneCard[] = [
  {
    title: 'Total portfolio', value: '$124,563.89', change: '+$2,341.22 (1.92%)', trend: 'up',
    chart: [18, 22, 20, 27, 25, 31, 29, 36, 34, 41, 39, 46],
    stocks: [
      { symbol: 'AAPL', name: 'Apple Inc.', price: '$189.84', change: '+1.24%', trend: 'up' },
      { symbol: 'MSFT', name: 'Microsoft', price: '$378.85', change: '+0.86%', trend: 'up' },
    ],
  },
  {
    title: 'Tech growth', value: '$48,210.55', change: '−$612.40 (1.25%)', trend: 'down',
    chart: [44, 41, 43, 38, 39, 35, 36, 31, 33, 28, 29, 26],
    stocks: [
      { symbol: 'NVDA', name: 'NVIDIA', price: '$495.22', change: '−2.10%', trend: 'down' },
      { symbol: 'TSLA', name: 'Tesla', price: '$242.68', change: '−1.35%', trend: 'down' },
    ],
  },
  {
    title: 'Dividend income', value: '$86,930.12', change: '+$418.75 (0.48%)', trend: 'up',
    chart: [24, 25, 23, 26, 27, 26, 29, 28, 30, 31, 30, 33],
    stocks: [
      { symbol: 'JNJ', name: 'Johnson & Johnson', price: '$156.74', change: '+0.52%', trend: 'up' },
      { symbol: 'KO', name: 'Coca-Cola', price: '$59.21', change: '−0.18%', trend: 'down' },
    ],
  },
  {
    title: 'Index & ETFs', value: '$23,480.00', change: '+$1,102.30 (4.93%)', trend: 'up',
    chart: [10, 14, 12, 19, 24, 21, 28, 33, 30, 38, 43, 47],
    stocks: [
      { symbol: 'VOO', name: 'Vanguard S&P 500', price: '$438.10', change: '+1.02%', trend: 'up' },
      { symbol: 'QQQ', name: 'Invesco QQQ', price: '$389.47', change: '+1.61%', trend: 'up' },
    ],
  },
  {
    title: 'Retirement', value: '$312,905.64', change: '−$1,240.18 (0.39%)', trend: 'down',
    chart: [36, 38, 37, 39, 36, 37, 34, 35, 33, 34, 31, 32],
    stocks: [
      { symbol: 'VTI', name: 'Total Stock Market', price: '$228.36', change: '−0.41%', trend: 'down' },
      { symbol: 'BND', name: 'Total Bond Market', price: '$72.05', change: '+0.07%', trend: 'up' },
    ],
  },
];
