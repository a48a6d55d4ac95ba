import type { ReactNode } from 'react';
import { cx } from '../../cx';
import { Alert } from '../../primitives/Alert';
import { EmptyState, LoadingState, ScrollRegion } from '../../private/AppShared';
import * as s from '../../private/AppShared/styles.css';
import { Button } from '../../primitives/Button';
import { button } from '../../primitives/Button/Button.css';
import { ExternalLinkIcon } from '../../primitives/Icon';
import { StatusBadge, type StatusDisplay } from '../../primitives/StatusBadge';
import { VisuallyHidden } from '../../primitives/VisuallyHidden';
import { detail as detailStyle } from './InvoiceTable.css';

export interface InvoiceRow {
  id: string;
  /** Display number, e.g. the last 8 characters of the id. */
  number: string;
  /** Formatted date, e.g. 'Nov 22, 2026'. */
  date: string;
  /** Formatted amount, e.g. '$9.99'. */
  amount: string;
  /** What was taken off, under the amount, e.g. 'Partner link (10% off): -$19.19' (product §11.6). */
  detail?: string | null;
  /** The invoice's status as shown (label and tone). */
  status: StatusDisplay;
  /** Link to the PDF; without it the download button calls onDownload. */
  pdfUrl?: string | null;
  /** An open invoice the member can pay now. */
  payable?: boolean;
}

export interface InvoiceTableProps {
  invoices: readonly InvoiceRow[];
  onDownload?: (id: string) => void;
  /** Pays an open invoice (rows whose `payable` is set get a Pay button). */
  onPay?: (id: string) => void;
  /** The invoice being paid. */
  payingId?: string | null;
  loading?: boolean;
  error?: ReactNode;
  /** With `error`: a Try again button that calls this (e.g. reload the invoices). */
  onRetry?: () => void;
  className?: string;
}

/** Billing history: number, date, amount, status and a download action per invoice. */
export function InvoiceTable({ invoices, onDownload, onPay, payingId = null, loading = false, error, onRetry, className }: InvoiceTableProps) {
  if (loading) return <LoadingState text="Loading invoices..." />;
  if (error) {
    return (
      <Alert tone="danger" title="Invoices unavailable" description={error}
        action={onRetry ? <Button size="sm" variant="outline" onClick={onRetry}>Try again</Button> : undefined} />
    );
  }
  if (invoices.length === 0) {
    return <EmptyState className={className} title="No invoices yet" description="Invoices appear here after your first payment." />;
  }
  return (
    <ScrollRegion className={className} label="Invoices">
      <table className={s.table}>
        <thead>
          <tr>
            <th scope="col" className={s.th}>Invoice</th>
            <th scope="col" className={s.th}>Date</th>
            <th scope="col" className={cx(s.th, s.num)}>Amount</th>
            <th scope="col" className={s.th}>Status</th>
            <th scope="col" className={cx(s.th, s.num)}><VisuallyHidden>Actions</VisuallyHidden></th>
          </tr>
        </thead>
        <tbody>
          {invoices.map((inv) => (
            <tr key={inv.id}>
              <td className={cx(s.td, s.mono)}>{inv.number}</td>
              <td className={cx(s.td, s.nowrap)}>{inv.date}</td>
              <td className={cx(s.td, s.num, s.strong)}>
                {inv.amount}
                {inv.detail ? <span className={cx(s.muted, detailStyle)}>{inv.detail}</span> : null}
              </td>
              <td className={s.td}><StatusBadge {...inv.status} /></td>
              <td className={cx(s.td, s.num, s.nowrap)}>
                {inv.payable && onPay ? (
                  <Button size="sm" onClick={() => onPay(inv.id)} loading={payingId === inv.id} loadingText="Paying..." disabled={payingId !== null && payingId !== inv.id}
                    aria-label={payingId === inv.id ? `Paying invoice ${inv.number}` : `Pay invoice ${inv.number}`}>
                    Pay
                  </Button>
                ) : null}
                {inv.pdfUrl ? (
                  <a href={inv.pdfUrl} target="_blank" rel="noopener noreferrer" className={button({ variant: 'ghost', size: 'sm' })}
                    aria-label={`Download invoice ${inv.number}`}>
                    <span>Download</span>
                    <ExternalLinkIcon size={16} />
                  </a>
                ) : (
                  <Button variant="ghost" size="sm" onClick={() => onDownload?.(inv.id)} disabled={!onDownload} aria-label={`Download invoice ${inv.number}`}>
                    Download
                  </Button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
