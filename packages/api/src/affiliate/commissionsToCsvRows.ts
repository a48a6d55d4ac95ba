import type { CommissionEntry } from './ledgerTypes';
import { commissionStatusView } from '../format/statusView';

/** The commission history's columns, in the order the table shows them. */
export const COMMISSION_CSV_HEADER = ['Date', 'Status', 'Customer', 'Amount', 'Rate (%)', 'Commission', 'Link', 'Coupon', 'Invoice', 'Hold until', 'Paid at', 'Flags'] as const;

const date = (iso: string | null): string => (iso ? iso.slice(0, 10) : '');
const money = (n: number): string => n.toFixed(2);

/**
 * Ledger entries as CSV rows, newest first as the table lists them, under COMMISSION_CSV_HEADER:
 * dates as 'YYYY-MM-DD' (UTC), amounts in dollars with two decimals, the status as shown
 * ('On hold' for a held entry), the masked customer e-mail, flags' codes joined by '; '.
 */
export function commissionsToCsvRows(entries: readonly CommissionEntry[]): string[][] {
  const rows = entries.map((e) => [
    date(e.created_at), commissionStatusView(e.status, e.held).label, e.customer_email, money(e.amount), String(e.rate), money(e.commission),
    e.link?.name ?? '', e.coupon?.code ?? '', e.invoice_id ?? '', date(e.hold_until), date(e.paid_at), e.flags.map((f) => f.code).join('; '),
  ]);
  return [[...COMMISSION_CSV_HEADER], ...rows];
}

/** 'affiliate-commissions-2026-06-01.csv'. */
export const commissionsCsvFileName = (date: string): string => `affiliate-commissions-${date}.csv`;
