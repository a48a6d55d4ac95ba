import { useMemo } from 'react';
import type { LedgerFormat } from '../../private/LedgerShared';
import { StatusBadge, type StatusDisplay } from '../../primitives/StatusBadge';
import { FilterableTable, type Column, type FilterProps } from './FilterableTable';

export interface AffiliateLinkRow {
  id: string;
  name: string;
  /** Percent. */
  commissionRate: number;
  /** Percent. */
  discountRate: number;
  clicks: number;
  conversions: number;
  /** Dollars. */
  earnings: number;
  /** Active or Inactive, as shown. */
  status: StatusDisplay;
}

export interface LinkTableProps extends FilterProps {
  /** Already filtered rows. */
  links: readonly AffiliateLinkRow[];
  /** How rates, counts and earnings are written (the app's formatters, product §16.1). */
  format: Pick<LedgerFormat, 'money' | 'rate' | 'count'>;
}

const linkColumns = (format: LinkTableProps['format']): readonly Column<AffiliateLinkRow>[] => [
  { key: 'name', header: 'Name', rowHeader: true, cell: (r) => r.name },
  { key: 'commission', header: 'Commission', numeric: true, cell: (r) => format.rate(r.commissionRate) },
  { key: 'discount', header: 'Discount', numeric: true, cell: (r) => format.rate(r.discountRate) },
  { key: 'clicks', header: 'Clicks', numeric: true, cell: (r) => format.count(r.clicks) },
  { key: 'conversions', header: 'Conversions', numeric: true, cell: (r) => format.count(r.conversions) },
  { key: 'earnings', header: 'Earnings', numeric: true, cell: (r) => format.money(r.earnings) },
  { key: 'status', header: 'Status', cell: (r) => <StatusBadge {...r.status} /> },
];

/** Affiliate links with search by name, a status filter, an 'x of y' count and empty / no-match states. */
export function LinkTable({ links, format, title = 'Your Links', ...filters }: LinkTableProps) {
  const columns = useMemo(() => linkColumns(format), [format]);
  return (
    <FilterableTable
      {...filters}
      title={title}
      rows={links}
      rowKey={(r) => r.id}
      columns={columns}
      noun={{ one: 'link', many: 'links' }}
      searchLabel="Search links by name"
      searchPlaceholder="Search links by name"
      statusLabel="Filter links by status"
      emptyTitle="No links yet"
      emptyDescription="Create your first affiliate link in Manage Links to start earning."
      tableLabel="Affiliate links"
    />
  );
}
