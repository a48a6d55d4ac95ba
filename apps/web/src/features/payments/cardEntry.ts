// The contract between the payment screens and the card entry in use (product §11.2): the app's own
// card form for the local test provider (no publishable key) or the card provider's hosted field.
// The forms (CardForms.tsx, CheckoutPayment.tsx) know only this; the two implementations live in
// their own lazily loaded modules (LocalCardEntry.tsx, CardEntry.tsx), so the provider's script
// loads only in its mode.
import type { ReactNode } from 'react';
import type { ConfirmResult } from '@pt/react';
import type { CardFieldStyle } from '@pt/ui/billing';

export interface CardEntry {
  mode: 'local' | 'stripe';
  /**
   * The card fields, for CardEntryPanel's slot (its `slot` value below); the provider's field is a
   * function of the look the kit gives a field drawn in the provider's own frame.
   */
  field: ReactNode | ((style: CardFieldStyle) => ReactNode);
  slot: 'provider' | 'fields';
  /** Under the form: the test numbers in local mode, else the secure-payments notice. */
  notice?: ReactNode;
  /** The provider is loaded and a card can be sent. */
  ready: boolean;
  /** Checks the fields before anything is sent (local mode shows the errors at the fields); true when fine. */
  validate(): boolean;
  /** The last message of the field itself (the provider's live validation); null when none. */
  fieldError: string | null;
  /** usePaymentForm's provider steps. */
  confirmSetup(clientSecret: string): Promise<ConfirmResult>;
  createPaymentMethod(): Promise<ConfirmResult>;
  confirmPayment(clientSecret: string, paymentMethodId: string): Promise<ConfirmResult>;
  /** Empties the fields after a success. */
  clear(): void;
  /** What the entry shows over the page (the 3-D Secure dialog of local mode). */
  overlay?: ReactNode;
}

/** The panel's state for a form's: a failed attempt shows its error over an idle form. */
export const panelState = (status: 'idle' | 'pending' | 'error' | 'success'): 'idle' | 'processing' | 'success' =>
  (status === 'pending' ? 'processing' : status === 'success' ? 'success' : 'idle');
