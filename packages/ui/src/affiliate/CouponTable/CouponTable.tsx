import { CopyValueButton } from '../../private/AppShared';
import type { LedgerFormat } from '../../private/LedgerShared';
import { StatusBadge, type StatusDisplay } from '../../primitives/StatusBadge';
import { FilterableTable, type Column, type FilterProps } from '../LinkTable/FilterableTable';
import * as styles from '../LinkTable/FilterableTable.css';

export interface CouponRow {
  id: string;
  code: string;
  /** Percent. */
  commissionRate: number;
  /** Percent. */
  discountRate: number;
  uses: number;
  conversions: number;
  /** Dollars. */
  earnings: number;
  /** Active or Inactive, as shown. */
  status: StatusDisplay;
}

export interface CouponTableProps extends FilterProps {
  /** Already filtered rows. */
  coupons: readonly CouponRow[];
  /** Adds a copy button per code (Coupon Codes tab) that copies the code; false or a rejection means it was not copied. */
  onCopy?: (code: string) => boolean | void | Promise<boolean | void>;
  /** How rates, counts and earnings are written (the app's formatters, product §16.1). */
  format: Pick<LedgerFormat, 'money' | 'rate' | 'count'>;
}

/** Coupons with search by code, a status filter, an 'x of y' count and empty / no-match states. */
export function CouponTable({ coupons, onCopy, format, title = 'Your Coupons', ...filters }: CouponTableProps) {
  const columns: Column<CouponRow>[] = [
    {
      key: 'code', header: 'Code', rowHeader: true,
      cell: (r) => (
        <span className={styles.codeCell}>
          <span className={styles.code}>{r.code}</span>
          {onCopy ? <CopyValueButton value={r.code} label={`coupon code ${r.code}`} onCopy={onCopy} showText={false} /> : null}
        </span>
      ),
    },
    { key: 'commission', header: 'Commission', numeric: true, cell: (r) => format.rate(r.commissionRate) },
    { key: 'discount', header: 'Discount', numeric: true, cell: (r) => format.rate(r.discountRate) },
    { key: 'uses', header: 'Uses', numeric: true, cell: (r) => format.count(r.uses) },
    { key: 'conversions', header: 'Conversions', numeric: true, cell: (r) => format.count(r.conversions) },
    { key: 'earnings', header: 'Earnings', numeric: true, cell: (r) => format.money(r.earnings) },
    { key: 'status', header: 'Status', cell: (r) => <StatusBadge {...r.status} /> },
  ];
  return (
    <FilterableTable
      {...filters}
      title={title}
      rows={coupons}
      rowKey={(r) => r.id}
      columns={columns}
      noun={{ one: 'coupon', many: 'coupons' }}
      searchLabel="Search coupons by code"
      searchPlaceholder="Search coupons by code"
      statusLabel="Filter coupons by status"
      emptyTitle="No coupons yet"
      emptyDescription="Generate a coupon code in Coupon Codes and share it with your audience."
      tableLabel="Coupon codes"
    />
  );
}
