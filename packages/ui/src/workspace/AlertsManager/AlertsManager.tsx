import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Alert } from '../../primitives/Alert';
import { Badge } from '../../primitives/Badge';
import { Button } from '../../primitives/Button';
import { Panel, type PanelBlockProps } from '../../primitives/Panel';
import { useFocusFirstError } from '../../private/FormShared';
import type { PortfolioFormat } from '../../private/PortfolioShared';
import { Select } from '../../primitives/Select';
import { Stack } from '../../primitives/Stack';
import { StockSearch, type StockSearchProps } from '../StockSearch';
import { TextField } from '../../primitives/TextField';
import { VisuallyHidden } from '../../primitives/VisuallyHidden';
import * as styles from './AlertsManager.css';

/** `above` / `below`: the price crosses a level in dollars; `move`: the day's change reaches a percentage either way. */
export type AlertCondition = 'above' | 'below' | 'move';
export type AlertFormField = 'symbol' | 'condition' | 'threshold';

/** An alert as listed; the SDK's `PriceAlert` with the hook's `description` ('Above $230.00') passes as it is. */
export interface PriceAlertRow {
  id: string;
  symbol: string;
  /** The condition in words, e.g. 'Above $230.00', 'Moves 5% in a day'. */
  description: string;
  /** True: waiting for its condition; false: it fired and waits until the condition has been false again. */
  armed: boolean;
  last_fired_at: string | null;
  last_fired_price: number | null;
}

/** The form as typed; the threshold stays text until the page checks it (the hook's `PriceAlertFormValues`). */
export interface AlertFormValues {
  symbol: string;
  condition: AlertCondition;
  threshold: string;
}

export interface AlertsManagerProps extends PanelBlockProps {
  alerts: readonly PriceAlertRow[];
  /** The form's values (controlled, with `onFieldChange`): the page's form state owns them. */
  values?: AlertFormValues;
  /** The first values (uncontrolled). */
  defaultValues?: Partial<AlertFormValues>;
  onFieldChange?: <K extends AlertFormField>(field: K, value: AlertFormValues[K]) => void;
  /** A field's error, e.g. from the SDK's `validatePriceAlert` or the server (an unknown symbol). */
  fieldErrors?: Partial<Record<AlertFormField, ReactNode>>;
  /** Creates the alert; the page checks the values. */
  onSubmit: (values: AlertFormValues) => unknown;
  submitting?: boolean;
  /** A refusal that belongs to no field, e.g. the 50-alert limit. */
  formError?: ReactNode;
  successMessage?: ReactNode;
  /** The symbol's search, as the page runs it. */
  search: Pick<StockSearchProps, 'results' | 'loading' | 'searchError' | 'onQueryChange'>;
  onDelete: (id: string) => unknown;
  /** The alert being deleted. */
  removingId?: string | null;
  /** The condition select's words. */
  conditionLabels?: Readonly<Record<AlertCondition, string>>;
  /** `perShare` writes the price a firing was at (`money` without it). */
  format: Pick<PortfolioFormat, 'money' | 'date' | 'perShare'>;
  /** A firing's moment, e.g. 'Nov 21, 3:45 PM'; `format.date` by default. */
  formatTime?: (iso: string) => string;
  /** A line under the title, e.g. how often the delayed quotes are checked. */
  description?: ReactNode;
}

const CONDITION_LABELS: Readonly<Record<AlertCondition, string>> = {
  above: 'Price rises above',
  below: 'Price falls below',
  move: 'Moves in a day by at least',
};
const EMPTY: AlertFormValues = { symbol: '', condition: 'above', threshold: '' };

/**
 * Price alerts: the list (symbol, condition in words, armed or triggered with the last firing,
 * Delete) and a create form (symbol through the stock search, condition, a price in dollars or a
 * daily move in percent). Errors come from props, on their fields; after a submit the first field
 * in error takes focus, and nothing typed is cleared by the component.
 */
export function AlertsManager({
  alerts, values: controlled, defaultValues, onFieldChange, fieldErrors = {}, onSubmit, submitting = false, formError, successMessage,
  search, onDelete, removingId = null, conditionLabels = CONDITION_LABELS, format, formatTime, description,
  title = 'Price alerts', titleAs = 'h2', loading = false, error, onRetry, className,
}: AlertsManagerProps) {
  const id = useId();
  const titleId = `alerts-title-${id}`;
  const formTitleId = `alerts-form-${id}`;
  const [own, setOwn] = useState<AlertFormValues>({ ...EMPTY, ...defaultValues });
  const values = controlled ?? own;
  const when = formatTime ?? format.date;
  // The price a firing was at is per share: it keeps the decimals it has ($0.4831).
  const perShare = format.perShare ?? format.money;
  const SubTitle = titleAs === 'h2' ? 'h3' : 'h4';

  const { formRef, focusNextErrors } = useFocusFirstError(fieldErrors);

  const setField = <K extends AlertFormField>(field: K, value: AlertFormValues[K]) => {
    if (!controlled) setOwn((v) => ({ ...v, [field]: value }));
    onFieldChange?.(field, value);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    focusNextErrors();
    void onSubmit(values);
  };

  const list = (
    <ul className={styles.list} aria-labelledby={titleId}>
      {alerts.map((a) => {
        const fired = a.last_fired_at === null ? null
          : `${a.armed ? 'Last fired' : 'Fired'} ${when(a.last_fired_at)}${a.last_fired_price === null ? '' : ` at ${perShare(a.last_fired_price)}`}`;
        return (
          <li key={a.id} className={styles.item}>
            <span className={styles.symbol}>{a.symbol}</span>
            <div className={styles.text}>
              <span className={styles.condition}>{a.description}</span>
              <span className={styles.meta}>
                {fired ?? 'Not fired yet'}
                {a.armed ? null : '. It fires again once the condition has been false.'}
              </span>
            </div>
            <div className={styles.actions}>
              <Badge size="sm" tone={a.armed ? 'info' : 'warning'}>{a.armed ? 'Armed' : 'Triggered'}</Badge>
              <Button size="sm" variant="ghost" onClick={() => { void onDelete(a.id); }} loading={removingId === a.id} loadingText="Deleting...">
                Delete<VisuallyHidden>{` alert ${a.symbol} ${a.description}`}</VisuallyHidden>
              </Button>
            </div>
          </li>
        );
      })}
    </ul>
  );

  const move = values.condition === 'move';
  // The form stays under the list in every state: what is typed survives a reload of the list.
  const form = (
    <Stack as="form" gap="4" ref={formRef} onSubmit={submit} noValidate aria-labelledby={formTitleId} aria-busy={submitting || undefined}
      className={styles.form}>
      <SubTitle id={formTitleId} className={styles.formTitle}>New alert</SubTitle>
      {formError ? <Alert tone="danger" description={formError} /> : null}
      <div className={styles.grid}>
        <StockSearch
          value={values.symbol}
          onValueChange={(symbol) => setField('symbol', symbol)}
          onQueryChange={search.onQueryChange}
          results={search.results}
          loading={search.loading}
          searchError={search.searchError}
          error={fieldErrors.symbol}
          required
        />
        <Select
          label="Condition"
          options={(Object.keys(conditionLabels) as AlertCondition[]).map((c) => ({ value: c, label: conditionLabels[c] }))}
          value={values.condition}
          onValueChange={(c) => setField('condition', c as AlertCondition)}
          error={fieldErrors.condition}
          required
        />
        <TextField
          label={move ? 'Daily move' : 'Price'}
          inputMode="decimal"
          autoComplete="off"
          value={values.threshold}
          onValueChange={(v) => setField('threshold', v)}
          leadingAdornment={move ? undefined : '$'}
          trailingAdornment={move ? '%' : undefined}
          hint={move ? 'Either way: 5 fires on a rise or a fall of 5 % or more.' : 'In dollars, against the delayed quote.'}
          error={fieldErrors.threshold}
          required
        />
      </div>
      {successMessage ? <Alert tone="success" description={successMessage} /> : null}
      <div>
        <Button type="submit" loading={submitting} loadingText="Creating...">Create alert</Button>
      </div>
    </Stack>
  );

  return (
    <Panel
      surface="card"
      gap="5"
      title={title}
      titleAs={titleAs}
      titleId={titleId}
      description={description}
      className={className}
      loading={loading}
      loadingText="Loading your alerts..."
      error={error}
      onRetry={onRetry}
      empty={Boolean(error) || alerts.length === 0}
      emptyTitle="No price alerts yet"
      emptyDescription="Create one below: it fires once each time its condition is met, into your notifications."
      footer={form}
    >
      {list}
    </Panel>
  );
}
