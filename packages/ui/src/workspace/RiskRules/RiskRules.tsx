import { useId, type ReactNode } from 'react';
import { cx } from '../../cx';
import { Badge } from '../../primitives/Badge';
import { AlertTriangleIcon, CheckIcon } from '../../primitives/Icon';
import { Panel, type PanelBlockProps } from '../../primitives/Panel';
import * as styles from './RiskRules.css';

/** One check of the portfolio's make-up; the SDK's `RiskRule` passes as it is. */
export interface RiskRuleItem {
  id: string;
  status: 'pass' | 'warn';
  /** What is checked, e.g. 'Largest position'. */
  title: string;
  /** One sentence of why it passes or warns. */
  detail: string;
}

export interface RiskRulesProps extends PanelBlockProps {
  rules: readonly RiskRuleItem[];
  /** The status's visible word. */
  statusLabels?: { pass: string; warn: string };
  /** A line under the title, e.g. the quotes' time the rules were checked at. */
  description?: ReactNode;
}

const STATUS_LABELS = { pass: 'Pass', warn: 'Warning' } as const;

/**
 * The portfolio's risk check, in the manner of Ghostfolio's X-ray: each rule with a pass or
 * warning icon and the status in words, its title and one sentence of why. Warnings first is the
 * caller's choice: rules show in the order given.
 */
export function RiskRules({
  rules, statusLabels = STATUS_LABELS, title = 'Risk check', titleAs = 'h2', description, loading = false, error, onRetry, className,
}: RiskRulesProps) {
  const titleId = `risk-rules-${useId()}`;
  const passing = rules.filter((r) => r.status === 'pass').length;
  const RuleTitle = titleAs === 'h2' ? 'h3' : 'h4';

  return (
    <Panel
      surface="card"
      title={title}
      titleAs={titleAs}
      titleId={titleId}
      description={description}
      className={className}
      loading={loading}
      loadingText="Checking the portfolio..."
      error={error}
      onRetry={onRetry}
      empty={Boolean(error) || rules.length === 0}
      emptyTitle="Nothing to check yet"
      emptyDescription="Once a holding has a price, the portfolio's make-up is checked here."
    >
      <p className={styles.summary}>{`${passing} of ${rules.length} ${rules.length === 1 ? 'check passes' : 'checks pass'}`}</p>
      <ul className={styles.list} aria-labelledby={titleId}>
        {rules.map((rule) => (
          <li key={rule.id} className={styles.item} data-status={rule.status}>
            <span className={cx(styles.icon, styles.iconTone[rule.status])} aria-hidden="true">
              {rule.status === 'pass' ? <CheckIcon size={18} /> : <AlertTriangleIcon size={18} />}
            </span>
            <div className={styles.text}>
              <div className={styles.head}>
                <RuleTitle className={styles.ruleTitle}>{rule.title}</RuleTitle>
                <Badge size="sm" tone={rule.status === 'pass' ? 'success' : 'warning'}>{statusLabels[rule.status]}</Badge>
              </div>
              <p className={styles.detail}>{rule.detail}</p>
            </div>
          </li>
        ))}
      </ul>
    </Panel>
  );
}
