import type { ReactNode } from 'react';
import { cx } from '../../cx';
import { ScrollRegion } from '../../private/AppShared';
import * as s from '../../private/AppShared/styles.css';
import { CheckIcon, DashIcon } from '../../primitives/Icon';
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
  caption?: ReactNode;
  className?: string;
}

/** Which plan includes which feature: a tick or a dash, each with accessible text. */
export function PlanComparisonTable({ plans, rows, caption = 'Compare plans', className }: PlanComparisonTableProps) {
  return (
    <ScrollRegion className={className} label="Plan comparison">
      <table className={cx(s.table, styles.table)}>
        <caption className={styles.caption}>{caption}</caption>
        <thead>
          <tr>
            <th scope="col" className={s.th}>Feature</th>
            {plans.map((plan) => <th key={plan.id} scope="col" className={cx(s.th, s.center)}>{plan.name}</th>)}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.label}>
              <th scope="row" className={cx(s.td, styles.rowHeader)}>{row.label}</th>
              {plans.map((plan) => {
                const included = row.feature === undefined || plan.features.includes(row.feature);
                return (
                  <td key={plan.id} className={cx(s.td, s.center)}>
                    {included
                      ? <CheckIcon size={20} className={styles.yes} />
                      : <DashIcon size={20} className={styles.no} />}
                    <VisuallyHidden>{included ? 'Included' : 'Not included'}</VisuallyHidden>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
