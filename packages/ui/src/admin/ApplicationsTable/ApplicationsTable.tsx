import type { ReactNode } from 'react';
import { cx } from '../../cx';
import { Alert } from '../../primitives/Alert';
import { EmptyState, LoadingState, ScrollRegion } from '../../private/AppShared';
import * as s from '../../private/AppShared/styles.css';
import { Button } from '../../primitives/Button';
import { StatusBadge, type StatusDisplay } from '../../primitives/StatusBadge';
import { VisuallyHidden } from '../../primitives/VisuallyHidden';
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

/** Admin list of affiliate applications with a View action per row. */
export function ApplicationsTable({ applications, onView, loading = false, error, className }: ApplicationsTableProps) {
  if (loading) return <LoadingState text="Loading applications..." />;
  if (error) return <Alert tone="danger" title="Applications unavailable" description={error} />;
  if (applications.length === 0) {
    return <EmptyState className={className} title="No applications yet" description="New affiliate applications will appear here." />;
  }
  return (
    <ScrollRegion className={className} label="Affiliate applications">
      <table className={cx(s.table, s.cards, styles.table)}>
        <thead>
          <tr>
            <th scope="col" className={s.th}>Applicant</th>
            <th scope="col" className={s.th}>Contact</th>
            <th scope="col" className={s.th}>Location</th>
            <th scope="col" className={s.th}>Audience</th>
            <th scope="col" className={s.th}>Status</th>
            <th scope="col" className={s.th}>Applied</th>
            <th scope="col" className={cx(s.th, s.num)}><VisuallyHidden>Actions</VisuallyHidden></th>
          </tr>
        </thead>
        <tbody>
          {applications.map((a) => (
            <tr key={a.id}>
              <th scope="row" className={cx(s.td)} style={{ textAlign: 'left' }}>
                <span className={s.strong}>{a.fullName}</span>
                {a.companyName ? <><br /><span className={s.muted}>{a.companyName}</span></> : null}
              </th>
              <td data-label="Contact" className={s.td}>
                <span>{a.email}</span><br /><span className={s.muted}>{a.phone}</span>
              </td>
              <td data-label="Location" className={s.td}>{a.location}</td>
              <td data-label="Audience" className={cx(s.td, s.nowrap)}>{a.audience}</td>
              <td data-label="Status" data-key="" className={s.td}><StatusBadge {...a.status} /></td>
              <td data-label="Applied" data-key="" className={cx(s.td, s.nowrap)}>{a.createdAt}</td>
              <td className={cx(s.td, s.num)}>
                <Button variant="outline" size="sm" onClick={() => onView(a.id)} aria-label={`View application from ${a.fullName}`}>View</Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
