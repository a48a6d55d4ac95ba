import type { ReactNode } from 'react';
import { CheckIcon, DashIcon } from '../../primitives/Icon';
import { Table, type TableColumn } from '../../primitives/Table';
import { VisuallyHidden } from '../../primitives/VisuallyHidden';
import * as styles from './PlanComparisonTable.css';

export interface ComparisonPlan {
  id: string;
  name: string;
  /** Enabled feature keys, e.g. advanced_analytics, chartgpt, api_access. */
  features: readonly string[];
}

export interface ComparisonRow {
  label: string;
  /** Feature key; rows without one are included in every plan. */
  feature?: string;
}

export interface PlanComparisonTableProps {
  plans: readonly ComparisonPlan[];
  /** The rows compared, in order (the app's list). */
  rows: readonly ComparisonRow[];
  /** The visible title inside the frame, which names the table ('Compare plans'). */
  caption?: ReactNode;
  className?: string;
}

/**
 * Which plan includes which feature: a tick or a dash, each with accessible text. The kit's Table
 * with its caption inside the frame and the ticks centred; on phones it scrolls sideways in its
 * frame with the features in view (product §10.20).
 */
export function PlanComparisonTable({ plans, rows, caption = 'Compare plans', className }: PlanComparisonTableProps) {
  const columns: readonly TableColumn<ComparisonRow>[] = [
    { key: 'feature', header: 'Feature', rowHeader: true, cell: (row) => row.label },
    ...plans.map((plan): TableColumn<ComparisonRow> => ({
      key: plan.id,
      header: plan.name,
      align: 'center',
      cell: (row) => {
        const included = row.feature === undefined || plan.features.includes(row.feature);
        return (
          <>
            {included ? <CheckIcon size={20} className={styles.yes} /> : <DashIcon size={20} className={styles.no} />}
            <VisuallyHidden>{included ? 'Included' : 'Not included'}</VisuallyHidden>
          </>
        );
      },
    })),
  ];
  return (
    <Table
      label={typeof caption === 'string' ? caption : 'Compare plans'}
      regionLabel="Plan comparison"
      caption={caption}
      columns={columns}
      rows={rows}
      rowKey={(row) => row.label}
      phone="scroll"
      minWidth={320}
      className={className}
    />
  );
}
