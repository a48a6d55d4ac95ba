// The card forms of the payment dashboard, for either card entry (cardEntry.ts): save a card (setup
// intent, the provider's confirmation, attach) and a one-time payment. The frame, states and messages
// are the kit's CardEntryPanel.
import { useCallback, useState } from 'react';
import { formatCurrency, messages } from '@pt/api';
import { usePaymentForm } from '@pt/react';
import { Stack, TextField } from '@pt/ui';
import { CardEntryPanel } from '@pt/ui/billing';
import { useNotify } from '../../app/toasts/useNotify';
import { panelState, type CardEntry } from './cardEntry';

/** Builds the card entry of the mode in use; `onEdit` clears a form's outcome when the card is edited. */
export type UseCardEntry = (onEdit: () => void, o?: { amount?: string | null }) => CardEntry;

/** Save a card: 'Payment method added successfully!'. */
export function AddCardForm({ useEntry, onDone }: { useEntry: UseCardEntry; onDone?: () => void }) {
  const notify = useNotify();
  const [edited, setEdited] = useState(0);
  const onEdit = useCallback(() => setEdited((n) => n + 1), []);
  const entry = useEntry(onEdit);
  const form = usePaymentForm({ kind: 'setup', confirmSetup: entry.confirmSetup });
  const { status, reset } = form;
  // Editing the card after an outcome clears it (a new attempt starts from idle).
  const [seen, setSeen] = useState(edited);
  if (seen !== edited) {
    setSeen(edited);
    if (status === 'success' || status === 'error') reset();
  }

  const submit = async () => {
    if (!entry.validate()) return;
    const outcome = await form.submit();
    if (!outcome.ok) { notify.error(outcome.message, messages.errorTitle); return; }
    notify.success(outcome.message);
    entry.clear();
    onDone?.();
  };

  return (
    <>
      <CardEntryPanel
        title="Add a payment method"
        state={panelState(form.status)}
        error={form.errorMessage ?? entry.fieldError}
        successText={messages.paymentMethodAdded}
        submitDisabled={!entry.ready}
        submitLabel="Add Payment Method"
        onSubmit={() => { void submit(); }}
        slot={entry.slot}
        notice={entry.notice}
      >
        {entry.field}
      </CardEntryPanel>
      {entry.overlay}
    </>
  );
}

/** Dollars as typed ('9.99') to minor units (999); null when not a positive amount. */
export function toMinorUnits(text: string): number | null {
  const n = Number(text.trim());
  return Number.isFinite(n) && n > 0 ? Math.round(n * 100) : null;
}

/** A one-time payment with a card: 'Payment successful!' or the provider's message / 'Payment failed'. */
export function PayForm({ useEntry, currency = 'usd', defaultAmount = '9.99' }: { useEntry: UseCardEntry; currency?: string; defaultAmount?: string }) {
  const notify = useNotify();
  const [amount, setAmount] = useState(defaultAmount);
  const minor = toMinorUnits(amount);
  const [edited, setEdited] = useState(0);
  const onEdit = useCallback(() => setEdited((n) => n + 1), []);
  const entry = useEntry(onEdit, { amount: minor ? formatCurrency(minor / 100, currency) : null });
  const payment = usePaymentForm({
    kind: 'payment', amount: minor, currency, createPaymentMethod: entry.createPaymentMethod, confirmPayment: entry.confirmPayment,
  });
  const { status, reset } = payment;
  const [seen, setSeen] = useState(edited);
  if (seen !== edited) {
    setSeen(edited);
    if (status === 'success' || status === 'error') reset();
  }

  const submit = async () => {
    if (!entry.validate()) return;
    const outcome = await payment.submit();
    if (!outcome.ok) { notify.error(outcome.message, messages.errorTitle); return; }
    notify.success(outcome.message);
    entry.clear();
  };

  return (
    <>
      <CardEntryPanel
        title="Make a payment"
        label="Payment details"
        state={panelState(payment.status)}
        error={payment.errorMessage ?? entry.fieldError}
        successText={messages.paymentSuccessful}
        submitDisabled={!entry.ready}
        submitLabel={minor ? `Pay ${formatCurrency(minor / 100, currency)}` : 'Pay'}
        onSubmit={() => { void submit(); }}
        slot={entry.slot}
        notice={entry.notice}
      >
        {(fieldStyle) => (
          <Stack gap="4">
            <TextField
              label={`Amount (${currency.toUpperCase()})`}
              inputMode="decimal"
              value={amount}
              onValueChange={(v) => { setAmount(v); if (payment.status !== 'pending') payment.reset(); }}
              required
              autoComplete="off"
            />
            {typeof entry.field === 'function' ? entry.field(fieldStyle) : entry.field}
          </Stack>
        )}
      </CardEntryPanel>
      {entry.overlay}
    </>
  );
}
