// @pt/api/format: how the product writes money, percentages, rates, dates, moments and plan names
// (product §16.1). One module per function and no work when a module loads, so a consumer that
// imports one formatter carries that one (`.size-limit.js` checks it). The main entry re-exports
// this list; the app and the server import from here.
export { formatCurrency, fromMinorUnits } from './formatCurrency';
export { formatPerShare } from './formatPerShare';
export { formatPercent, type PercentOptions } from './formatPercent';
export { formatRate } from './formatRate';
export { formatCount } from './formatCount';
export { formatDate, toDate, INVALID_DATE } from './formatDate';
export { formatDateTime } from './formatDateTime';
export { formatTimeOfDay, type TimeOfDayOptions } from './formatTimeOfDay';
export { formatShortMoment } from './formatShortMoment';
export { formatRelativeTime } from './formatRelativeTime';
export { formatIsoDate } from '../investing/isoDate';
export { formatMinorAmount } from '../payments/invoiceDisplay';
export { formatMoney, formatPrice } from './formatMoney';
export { planName } from './planName';
