// How a member pays at checkout (product §11.3), for either card entry: one of their saved cards, or a
// new card (saved first: setup intent, the provider's confirmation with its 3-D Secure step, attach),
// then one charge of the total shown, made by the server.
import { useCallback, useRef, useState } from 'react';
import { cardSummary, type PaymentMethod } from '@pt/api';
import { usePaymentForm, type ConfirmResult } from '@pt/react';
import { Alert, Button, Stack } from '@pt/ui';
import { CardEntryPanel, NEW_CARD, PaymentChoice, SecurePaymentNotice } from '@pt/ui/billing';
import { panelState } from './cardEntry';
import type { UseCardEntry } from './CardForms';

export interface CheckoutPaymentProps {
  useEntry: UseCardEntry;
  /** The member's saved cards (the default one is chosen first). */
  cards: readonly PaymentMethod[];
  /** 'Pay $172.71'. */
  payLabel: string;
  /** The total, for the 3-D Secure dialog. */
  amount: string | null;
  /** Nothing can be paid yet (the price is loading or failed). */
  disabled: boolean;
  /** Charges the card for the subscription; rejects with the message to show. */
  onPay(paymentMethodId: string): Promise<unknown>;
  paying: boolean;
  payError: string | null;
}

export function CheckoutPayment({ useEntry, cards, payLabel, amount, disabled, onPay, paying, payError }: CheckoutPaymentProps) {
  const preferred = cards.find((c) => c.is_default) ?? cards[0];
  const [choice, setChoice] = useState<string>(preferred?.id ?? NEW_CARD);
  // A card removed meanwhile, or the first card saved: fall back to one that exists.
  const chosen = choice === NEW_CARD || cards.some((c) => c.id === choice) ? choice : (preferred?.id ?? NEW_CARD);
  const [edited, setEdited] = useState(0);
  const onEdit = useCallback(() => setEdited((n) => n + 1), []);
  const entry = useEntry(onEdit, { amount });
  // The new card's id, as the provider's confirmation gave it.
  const saved = useRef<string | null>(null);
  const { confirmSetup: confirmWithProvider } = entry;
  const confirmSetup = useCallback(async (clientSecret: string): Promise<ConfirmResult> => {
    const r = await confirmWithProvider(clientSecret);
    saved.current = r.paymentMethodId ?? null;
    return r;
  }, [confirmWithProvider]);
  const form = usePaymentForm({ kind: 'setup', confirmSetup });
  const { status, reset } = form;
  const [seen, setSeen] = useState(edited);
  if (seen !== edited) {
    setSeen(edited);
    if (status === 'success' || status === 'error') reset();
  }

  const payNew = async () => {
    if (!entry.validate()) return;
    saved.current = null;
    const outcome = await form.submit();
    if (!outcome.ok || !saved.current) return;
    // The card is saved (and is now on file either way); a refused charge says so below.
    await onPay(saved.current).catch(() => undefined);
  };
  const busy = paying || form.status === 'pending';
  const options = [
    ...cards.map((c) => ({ id: c.id, label: cardSummary(c.card), ...(c.is_default ? { note: 'Default card' } : {}) })),
    { id: NEW_CARD, label: 'A new card' },
  ];

  return (
    <Stack as="section" aria-labelledby="checkout-payment" gap="4">
      <h2 id="checkout-payment">Payment</h2>
      {cards.length > 0 ? <PaymentChoice options={options} value={chosen} onValueChange={setChoice} disabled={busy} /> : null}
      {chosen === NEW_CARD ? (
        <CardEntryPanel
          title="Pay with a new card"
          state={paying ? 'processing' : panelState(form.status === 'success' ? 'idle' : form.status)}
          error={payError ?? form.errorMessage ?? entry.fieldError}
          submitDisabled={disabled || !entry.ready}
          submitLabel={payLabel}
          processingLabel="Paying..."
          onSubmit={() => { void payNew(); }}
          slot={entry.slot}
          notice={entry.notice}
        >
          {entry.field}
        </CardEntryPanel>
      ) : (
        <Stack gap="3">
          {payError ? <Alert tone="danger" description={payError} /> : null}
          <Button fullWidth loading={paying} loadingText="Paying..." disabled={disabled} onClick={() => { void onPay(chosen).catch(() => undefined); }}>
            {payLabel}
          </Button>
          {entry.mode === 'local' ? entry.notice : <SecurePaymentNotice />}
        </Stack>
      )}
      {entry.overlay}
    </Stack>
  );
}
