import {
  Combobox, ComboboxButton, ComboboxInput, ComboboxOption, ComboboxOptions, Description, Field as HeadlessField, Label,
} from '@headlessui/react';
import { useState, type ReactNode } from 'react';
import { cx } from '../../cx';
import * as fieldStyles from '../../primitives/Field/Field.css';
import { AlertTriangleIcon, ChevronDownIcon } from '../../primitives/Icon';
import { Spinner } from '../../primitives/Spinner';
import * as styles from './StockSearch.css';

/** One search result; the SDK's `StockSearchResult` passes as it is. */
export interface StockOption {
  symbol: string;
  name: string;
  /** 'stock', 'etf', 'fund', 'crypto', 'bond', 'cash' or 'other' (shown as 'Stock', 'ETF'...); others show as given. */
  kind: string;
  sector?: string | null;
  /** The listing's exchange (MIC, 'XLON') or 'CRYPTO', and its currency: shown under the name (product §13.3). */
  exchange?: string | null;
  currency?: string;
  /** Who knows it ('Yahoo Finance'); with `known: false` the option says it is added from there when used. */
  provider?: string;
  known?: boolean;
}

export interface StockSearchProps {
  label?: ReactNode;
  /** The chosen symbol ('' for none). */
  value: string;
  /**
   * A symbol was chosen: an option picked, or a ticker typed and left (`option` null unless it
   * matches a result), or '' when the field was emptied.
   */
  onValueChange: (symbol: string, option: StockOption | null) => void;
  /** Every change of the typed text; the page debounces and searches. */
  onQueryChange: (query: string) => void;
  /** The results of the latest search. */
  results: readonly StockOption[];
  /** A search is under way (or typing has not paused yet). */
  loading?: boolean;
  /** The search failed: what to tell the reader. */
  searchError?: ReactNode;
  /** The field's validation error, e.g. 'Symbol is required'. */
  error?: ReactNode;
  hint?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  placeholder?: string;
  /** Name of a hidden input carrying the symbol, for forms that post. */
  name?: string;
  className?: string;
}

const KIND_LABELS: Readonly<Record<string, string>> = {
  stock: 'Stock', etf: 'ETF', fund: 'Fund', crypto: 'Crypto', bond: 'Bond', cash: 'Cash', other: 'Other',
};

/** 'XLON · GBP', 'Crypto · USD', and 'from Yahoo Finance' for an instrument not yet added. */
function optionDetail(option: StockOption): string | null {
  const parts = [option.exchange === 'CRYPTO' ? null : option.exchange, option.currency].filter(Boolean);
  if (option.known === false && option.provider) parts.push(`from ${option.provider}`);
  return parts.length ? parts.join(' \u00b7 ') : null;
}

/**
 * A combobox for picking an instrument (a stock, ETF, fund, crypto asset...): type a symbol, a name
 * or an ISIN, the page searches (debounced) and passes the results, each with its exchange and
 * currency, and where a provider rather than the server knows it, which provider; arrow keys move
 * through them, Enter picks, Escape closes. A ticker typed and left without picking counts as the
 * symbol, so nothing typed is lost.
 */
export function StockSearch({
  label = 'Symbol', value, onValueChange, onQueryChange, results, loading = false, searchError, error, hint, required, disabled,
  placeholder = 'Search by symbol, name or ISIN', name, className,
}: StockSearchProps) {
  const [query, setQuery] = useState('');
  const [picked, setPicked] = useState<StockOption | null>(null);
  const selected: StockOption | null = value
    ? (picked?.symbol === value ? picked : results.find((r) => r.symbol === value) ?? { symbol: value, name: '', kind: '' })
    : null;
  const typed = query.trim();

  const choose = (option: StockOption | null) => {
    setPicked(option);
    setQuery('');
    onQueryChange('');
    onValueChange(option?.symbol ?? '', option);
  };

  // Leaving the field with a ticker typed but not picked keeps it as the symbol.
  const commitTyped = () => {
    if (!typed) return;
    const symbol = typed.toUpperCase();
    if (symbol === value) { setQuery(''); return; }
    const match = results.find((r) => r.symbol.toUpperCase() === symbol) ?? null;
    setPicked(match);
    setQuery('');
    onValueChange(match?.symbol ?? symbol, match);
  };

  let status: ReactNode = null;
  if (typed) {
    if (searchError) status = <span className={styles.statusError}>{searchError}</span>;
    else if (loading) status = <><Spinner size="sm" label={null} /><span>Searching...</span></>;
    else if (results.length === 0) status = <span>No instruments match &ldquo;{typed}&rdquo;.</span>;
    else status = <span className="sr-only">{results.length === 1 ? '1 result' : `${results.length} results`}</span>;
  }

  // Headless UI's Field wires the label and every description (hint, error, search status) to
  // the input; the kit's Field classes give it the same look as the other fields.
  return (
    <HeadlessField className={cx(fieldStyles.field, className)} disabled={disabled}>
      <Label className={fieldStyles.label}>
        {label}
        {required ? <span aria-hidden="true" className={fieldStyles.requiredMark}>*</span> : null}
      </Label>
      <Combobox<StockOption | null>
        value={selected}
        onChange={(option) => choose(option)}
        by={(a, b) => a?.symbol === b?.symbol}
        disabled={disabled}
        name={name}
      >
        <div className={styles.inputWrap}>
          <ComboboxInput<StockOption | null>
            autoComplete="off"
            spellCheck={false}
            placeholder={placeholder}
            required={required}
            aria-invalid={error ? true : undefined}
            className={cx(fieldStyles.control(), styles.input)}
            displayValue={(option) => (option ? option.symbol : query)}
            onBlur={commitTyped}
            onChange={(event) => {
              setQuery(event.target.value);
              onQueryChange(event.target.value);
              if (event.target.value === '' && value) choose(null);
            }}
          />
          <ComboboxButton className={styles.toggle} aria-label="Show results">
            <ChevronDownIcon size={18} />
          </ComboboxButton>
        </div>
        {/* Always rendered, so the open combobox points at its list (aria-controls) even when it is empty. */}
        <ComboboxOptions anchor={{ to: 'bottom start', gap: 4 }} className={styles.options} modal={false}>
          {results.map((option) => (
            <ComboboxOption key={option.symbol} value={option} className={styles.option}>
              <span className={styles.optionSymbol}>{option.symbol}</span>
              <span className={styles.optionText}>
                <span className={styles.optionName}>{option.name}</span>
                {optionDetail(option) ? <span className={styles.optionDetail}>{optionDetail(option)}</span> : null}
              </span>
              <span className={styles.optionKind}>{KIND_LABELS[option.kind] ?? option.kind}</span>
            </ComboboxOption>
          ))}
        </ComboboxOptions>
      </Combobox>
      {selected?.name ? <p className={styles.selectedName}>{selected.name}{optionDetail(selected) ? ` \u00b7 ${optionDetail(selected)}` : ''}</p> : null}
      <Description as="p" className={styles.status} aria-live="polite">{status}</Description>
      {hint ? <Description as="p" className={fieldStyles.hint}>{hint}</Description> : null}
      {error ? (
        <Description as="p" className={fieldStyles.error}>
          <AlertTriangleIcon size={16} className={fieldStyles.errorIcon} />
          <span>{error}</span>
        </Description>
      ) : null}
    </HeadlessField>
  );
}
