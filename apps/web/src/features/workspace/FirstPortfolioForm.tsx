// The first-run state of an account without portfolios: name one and create it; then add a
// transaction or import a CSV (the next steps are named so the way on is clear from the start).
import { useState, type FormEvent } from 'react';
import { BASE_CURRENCIES, type Portfolio, type PortfolioInput } from '@pt/api';
import type { MutationResult } from '@pt/react';
import { Button, Card, CardTitle, Select, Stack, TextField } from '@pt/ui';

export interface FirstPortfolioFormProps {
  /** usePortfolios().create: selects the new portfolio once it exists. */
  create: MutationResult<Portfolio, PortfolioInput>;
}

export function FirstPortfolioForm({ create }: FirstPortfolioFormProps) {
  const [name, setName] = useState('');
  const [currency, setCurrency] = useState(BASE_CURRENCIES[0] ?? 'USD');
  const [missing, setMissing] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    setMissing(!trimmed);
    // A failure shows under the field (create.error) and keeps the name typed.
    if (trimmed) create.mutateAsync({ name: trimmed, currency }).catch(() => undefined);
  };
  const error = missing ? 'Give your portfolio a name.' : create.error?.message;
  return (
    <Card variant="outlined" padding="lg" as="section" aria-labelledby="first-portfolio-title">
      <Stack gap="4">
        <CardTitle as="h2" id="first-portfolio-title">Create your first portfolio</CardTitle>
        <p>
          A portfolio holds your transactions: buys and sells of stocks and ETFs. Name it, then add your first
          transaction or import a CSV from your broker; value, gains and performance follow from them.
        </p>
        <Stack as="form" gap="4" onSubmit={submit} noValidate aria-label="Create your first portfolio">
          <TextField label="Portfolio name" placeholder="e.g. Long-term" value={name} onValueChange={setName} error={error} required maxLength={100} />
          {/* product §10.22: values, returns and cash are shown in the base currency; it can be changed later. */}
          <Select
            label="Base currency"
            options={BASE_CURRENCIES.map((c) => ({ value: c, label: c }))}
            value={currency}
            onValueChange={setCurrency}
            hint="Values, returns and cash are shown in it. You can change it later."
          />
          <div>
            <Button type="submit" loading={create.status === 'pending'} loadingText="Creating...">Create portfolio</Button>
          </div>
        </Stack>
      </Stack>
    </Card>
  );
}
