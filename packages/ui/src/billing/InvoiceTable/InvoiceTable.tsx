import type { ReactNode } from 'react';
import { cx } from '../../cx';
import * as s from '../../private/AppShared/styles.css';
import { Button } from '../../primitives/Button';
import { button } from '../../primitives/Button/Button.css';
import { ExternalLinkIcon } from '../../primitives/Icon';
import { StatusBadge, type StatusDisplay } from '../../primitives/StatusBadge';
import { LoadError } from '../../primitives/Panel';
import { Table, type TableColumn } from '../../primitives/Table';
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

type Column = 'number' | 'date' | 'amount' | 'status' | 'actions';

/**
 * Billing history: number, date, amount, status and a download action per invoice. On phones the
 * table scrolls sideways in its frame, the invoice number staying in view.
 */
export function InvoiceTable({ invoices, onDownload, onPay, payingId = null, loading = false, error, onRetry, className }: InvoiceTableProps) {
  if (error && !loading) return <LoadError className={className} title="Invoices unavailable" error={error} onRetry={onRetry} />;
  const columns: TableColumn<InvoiceRow, Column>[] = [
    { key: 'number', header: 'Invoice', className: s.mono, cell: (inv) => inv.number, sample: 'A1B2C3D4' },
    { key: 'date', header: 'Date', className: s.nowrap, cell: (inv) => inv.date, sample: 'Nov 22, 2026' },
    {
      key: 'amount', header: 'Amount', numeric: true, className: s.strong, sample: '$99.99',
      cell: (inv) => <>{inv.amount}{inv.detail ? <span className={cx(s.muted, detailStyle)}>{inv.detail}</span> : null}</>,
    },
    { key: 'status', header: 'Status', cell: (inv) => <StatusBadge {...inv.status} />, sample: 'Paid' },
    {
      key: 'actions', header: 'Actions', hideHeader: true, className: cx(s.num, s.nowrap), sample: 'Download',
      cell: (inv) => (
        <>
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
        </>
      ),
    },
  ];
  return (
    <Table className={className} label="Invoices" columns={columns} rows={invoices} rowKey={(inv) => inv.id} phone="scroll"
      loading={loading} loadingText="Loading invoices..."
      empty="No invoices yet" emptyDescription="Invoices appear here after your first payment." />
  );
}
