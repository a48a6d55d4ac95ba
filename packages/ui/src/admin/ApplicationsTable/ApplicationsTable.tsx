import type { ReactNode } from 'react';
import { cx } from '../../cx';
import * as s from '../../private/AppShared/styles.css';
import { Button } from '../../primitives/Button';
import { LoadError } from '../../primitives/Panel';
import { StatusBadge, type StatusDisplay } from '../../primitives/StatusBadge';
import { Table, type TableColumn } from '../../primitives/Table';
import * as styles from './ApplicationsTable.css';

export interface AdminApplicationRow {
  id: string;
  fullName: string;
  companyName?: string | null;
  email: string;
  phone: string;
  location: string;
  /** Audience size as shown, e.g. '10K-50K'. */
  audience: string;
  status: StatusDisplay;
  /** Formatted date. */
  createdAt: string;
}

export interface ApplicationsTableProps {
  applications: readonly AdminApplicationRow[];
  onView: (id: string) => void;
  loading?: boolean;
  error?: ReactNode;
  className?: string;
}

type Column = 'applicant' | 'contact' | 'location' | 'audience' | 'status' | 'applied' | 'actions';

/** Admin list of affiliate applications with a View action per row. */
export function ApplicationsTable({ applications, onView, loading = false, error, className }: ApplicationsTableProps) {
  if (error) return <LoadError className={className} title="Applications unavailable" error={error} />;
  const columns: TableColumn<AdminApplicationRow, Column>[] = [
    {
      key: 'applicant', header: 'Applicant', rowHeader: true, sample: 'Analytical Media',
      cell: (a) => (
        <>
          <span className={cx(s.strong, styles.block)}>{a.fullName}</span>
          {a.companyName ? <span className={cx(s.muted, styles.block)}>{a.companyName}</span> : null}
        </>
      ),
    },
    {
      key: 'contact', header: 'Contact', sample: 'ada@example.com',
      cell: (a) => <><span className={styles.block}>{a.email}</span><span className={cx(s.muted, styles.block)}>{a.phone}</span></>,
    },
    { key: 'location', header: 'Location', cell: (a) => a.location, sample: 'London, UK' },
    { key: 'audience', header: 'Audience', className: s.nowrap, cell: (a) => a.audience, sample: '10K-50K' },
    { key: 'status', header: 'Status', cell: (a) => <StatusBadge {...a.status} />, sample: 'Pending Review' },
    { key: 'applied', header: 'Applied', className: s.nowrap, cell: (a) => a.createdAt, sample: 'Nov 20, 2026' },
    {
      key: 'actions', header: 'Actions', hideHeader: true, className: s.num, sample: 'View',
      cell: (a) => <Button variant="outline" size="sm" onClick={() => onView(a.id)} aria-label={`View application from ${a.fullName}`}>View</Button>,
    },
  ];
  return (
    // product §10.20: cards on phones, the status and the date applied first.
    <Table className={className} label="Affiliate applications" columns={columns} rows={applications} rowKey={(a) => a.id} phone="cards"
      keyColumns={['status', 'applied']} loading={loading} loadingText="Loading applications..." minWidth={880}
      empty="No applications yet" emptyDescription="New affiliate applications will appear here." />
  );
}
