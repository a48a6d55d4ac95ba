import { formatCurrency, fromMinorUnits } from '../format/formatCurrency';

/** The invoice number shown: the last 8 characters of the id. */
export const invoiceNumber = (invoiceId: string): string => invoiceId.slice(-8);

/** The file name a downloaded invoice PDF is saved under: invoice-{number}.pdf. */
export const invoiceFileName = (invoiceId: string): string => `invoice-${invoiceNumber(invoiceId)}.pdf`;

/** An amount in minor units as currency: formatMinorAmount(999, 'usd') -> '$9.99'. */
export const formatMinorAmount = (minor: number, currency = 'usd'): string => formatCurrency(fromMinorUnits(minor), currency);
