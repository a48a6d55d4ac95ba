// The app's own card form for the local test provider (product §11.2), as a CardEntry: the kit's
// fields, the test numbers, and the 3-D Secure step as a dialog.
import { useCallback } from 'react';
import { useLocalCard } from '@pt/react';
import { CardAuthenticationDialog, LocalCardFields, TestModeNotice } from '@pt/ui/billing';
import type { CardEntry } from './cardEntry';

/** `onEdit` runs when a field changes (a form clears its outcome then); `amount` names the sum a 3-D Secure step confirms. */
export function useLocalCardEntry(onEdit: () => void, o: { disabled?: boolean; amount?: string | null } = {}): CardEntry {
  const card = useLocalCard();
  const { setField, answerChallenge } = card;
  const change = useCallback((field: Parameters<typeof setField>[0], value: string) => { setField(field, value); onEdit(); }, [setField, onEdit]);
  return {
    mode: 'local',
    slot: 'fields',
    field: <LocalCardFields values={card.values} errors={card.fieldErrors} brand={card.brandLabel} onFieldChange={change} disabled={o.disabled} />,
    notice: <TestModeNotice cards={card.testCards} />,
    ready: true,
    validate: card.validate,
    fieldError: null,
    confirmSetup: card.confirmSetup,
    createPaymentMethod: card.createPaymentMethod,
    confirmPayment: card.confirmPayment,
    clear: card.reset,
    overlay: (
      <CardAuthenticationDialog
        open={card.challenge !== null}
        card={card.challenge?.card ?? ''}
        amount={o.amount ?? null}
        onApprove={() => answerChallenge('approved')}
        onFail={() => answerChallenge('failed')}
        onCancel={() => answerChallenge('cancelled')}
      />
    ),
  };
}
