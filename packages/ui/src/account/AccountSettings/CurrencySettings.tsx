import { useState, type FormEvent, type ReactNode } from 'react';
import { Alert } from '../../primitives/Alert';
import { Button } from '../../primitives/Button';
import { Inline } from '../../primitives/Inline';
import { Select, type SelectOption } from '../../primitives/Select';
import { SettingsSection } from './SettingsSection';

export interface CurrencySettingsProps {
  /** The currencies to choose from, labelled (the SDK's `currencyOptions()`). */
  options: readonly SelectOption[];
  /** The saved default. */
  value: string;
  /** Saves a choice; the shown value follows `value` once saved. */
  onSave: (code: string) => unknown;
  saving?: boolean;
  error?: ReactNode;
  /** After a save, e.g. 'Default base currency saved'. */
  saved?: ReactNode;
  /** What the default is used for. */
  description?: ReactNode;
  id?: string;
}

/** The default base currency for new portfolios: a choice of currencies and Save (enabled once another one is chosen). */
export function CurrencySettings({
  options, value, onSave, saving = false, error, saved, id,
  description = 'The currency your new portfolios start in.',
}: CurrencySettingsProps) {
  const [chosen, setChosen] = useState(value);
  const [savedValue, setSavedValue] = useState(value);
  // A new saved value (this save, or another tab's) becomes the choice shown.
  if (value !== savedValue) {
    setSavedValue(value);
    setChosen(value);
  }
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!saving && chosen !== value) void onSave(chosen);
  };
  return (
    <SettingsSection id={id} title="Base currency" description={description} busy={saving}>
      {error ? <Alert tone="danger" description={error} /> : null}
      {saved && !error && chosen === value ? <Alert tone="success" role="status" description={saved} /> : null}
      <form noValidate aria-label="Default base currency" onSubmit={submit}>
        <Inline gap="3" alignY="bottom">
          <Select label="Default base currency" name="base_currency" options={options} value={chosen} onValueChange={setChosen} />
          <Button type="submit" variant="outline" loading={saving} loadingText="Saving..." disabled={chosen === value && !saving}>Save</Button>
        </Inline>
      </form>
    </SettingsSection>
  );
}
