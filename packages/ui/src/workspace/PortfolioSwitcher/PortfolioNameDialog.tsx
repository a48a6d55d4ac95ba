import { useRef, useState, type FormEvent } from 'react';
import { Button } from '../../primitives/Button';
import { Dialog } from '../../primitives/Dialog';
import { rejectionMessage } from '../../private/PortfolioShared';
import { Select } from '../../primitives/Select';
import { Stack } from '../../primitives/Stack';
import { TextField } from '../../primitives/TextField';
import * as styles from './PortfolioSwitcher.css';

export interface PortfolioNameDialogProps {
  open: boolean;
  title: string;
  submitLabel: string;
  initialName: string;
  /** An error for the name before it is sent (e.g. empty); null when it may be sent. */
  validate: (name: string) => string | null;
  /** Saves; the dialog closes when it resolves and shows the error under the name when it rejects. */
  onSubmit: (name: string, currency: string | undefined) => unknown;
  onClose: () => void;
  /** The base currencies a portfolio may be kept in; with them the dialog asks for one (product §10.22). */
  currencies?: readonly string[];
  initialCurrency?: string;
  /** A line under the currency, e.g. that changing it converts every figure. */
  currencyHint?: string;
}

/** The name of a new or renamed portfolio: the field keeps what was typed through any error. */
export function PortfolioNameDialog({
  open, title, submitLabel, initialName, validate, onSubmit, onClose, currencies, initialCurrency, currencyHint,
}: PortfolioNameDialogProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [name, setName] = useState(initialName);
  const [currency, setCurrency] = useState(initialCurrency ?? currencies?.[0] ?? '');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const close = () => {
    if (!pending) onClose();
  };
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const invalid = validate(name);
    if (invalid) {
      setError(invalid);
      inputRef.current?.focus();
      return;
    }
    setPending(true);
    setError(null);
    try {
      await onSubmit(name.trim(), currencies?.length ? currency : undefined);
      setPending(false);
      onClose();
    } catch (reason) {
      setPending(false);
      setError(rejectionMessage(reason, 'The portfolio could not be saved. Please try again.'));
      inputRef.current?.focus();
    }
  };

  return (
    <Dialog open={open} onClose={close} title={title} size="sm" initialFocus={inputRef} hideCloseButton={pending}>
      <Stack as="form" gap="5" onSubmit={(event) => { void submit(event); }} noValidate>
        <TextField
          ref={inputRef}
          label="Name"
          value={name}
          onValueChange={(value) => { setName(value); if (error) setError(null); }}
          error={error}
          maxLength={100}
          autoComplete="off"
          required
        />
        {currencies?.length ? (
          <Select
            label="Base currency"
            options={currencies.map((c) => ({ value: c, label: c }))}
            value={currency}
            onValueChange={setCurrency}
            hint={currencyHint}
          />
        ) : null}
        <div className={styles.dialogActions}>
          <Button variant="ghost" onClick={close} disabled={pending}>Cancel</Button>
          <Button type="submit" loading={pending} loadingText="Saving...">{submitLabel}</Button>
        </div>
      </Stack>
    </Dialog>
  );
}
