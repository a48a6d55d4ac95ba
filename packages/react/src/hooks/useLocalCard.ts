import { useCallback, useRef, useState } from 'react';
import {
  cardBrandFromNumber, cardBrandLabel, cardMessages, clearFieldError, fieldErrorsFromError, formatCardNumber, formatExpiry, isApiError,
  paymentErrorMessage, TEST_CARDS, validateCardForm,
  type CardBrand, type CardField, type CardFormValues, type FieldErrors, type LocalCard,
} from '@pt/api';
import { useApiClient } from '../useApiClient';
import { useLatest } from '../internal/useLatest';
import type { ConfirmResult } from './usePaymentForm';

/** The 3-D Secure step the local provider asks for: the card it is about; the screen shows it as a dialog. */
export interface CardChallenge { card: string }
export type ChallengeAnswer = 'approved' | 'failed' | 'cancelled';

const EMPTY: CardFormValues = { number: '', expiry: '', cvc: '', name: '' };
const systemNow = () => new Date();

/**
 * The app's own card form for the local test provider (product §11.2), headless: the fields as typed
 * (the number grouped and the expiry as MM / YY while typing), the brand from the first digits, the
 * form's rules (`validateCardForm`: errors on `fieldErrors`, cleared when the field is edited), and the
 * provider steps `usePaymentForm` takes (`confirmSetup`, `createPaymentMethod`, `confirmPayment`): the
 * card goes to the server's local provider (which keeps its brand, last four digits and expiry), and
 * a 3-D Secure card's confirmation is asked through `challenge` (answer with `answerChallenge`).
 * `testCards` are the numbers the test mode shows.
 */
export function useLocalCard(now: () => Date = systemNow) {
  const client = useApiClient('useLocalCard');
  const [values, setValues] = useState<CardFormValues>(EMPTY);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors<CardField>>({});
  const [challenge, setChallenge] = useState<CardChallenge | null>(null);
  const answer = useRef<((a: ChallengeAnswer) => void) | null>(null);
  const card = useRef<LocalCard | null>(null);
  const latest = useLatest(values);

  const setField = useCallback((field: CardField, typed: string) => {
    const value = field === 'number' ? formatCardNumber(typed) : field === 'expiry' ? formatExpiry(typed) : field === 'cvc' ? typed.replace(/\D/g, '').slice(0, 4) : typed;
    setValues((v) => ({ ...v, [field]: value }));
    setFieldErrors((e) => clearFieldError(e, field));
    card.current = null;
  }, []);

  /** Checks the fields; false (and the errors shown) when one is wrong. */
  const validate = useCallback((): boolean => {
    const v = validateCardForm(latest.current, now());
    setFieldErrors(v.ok ? {} : v.fieldErrors);
    return v.ok;
  }, [now, latest]);

  /** The card at the local provider, made once per typed card. */
  const tokenize = useCallback(async (): Promise<LocalCard> => {
    if (card.current) return card.current;
    const v = validateCardForm(latest.current, now());
    if (!v.ok) {
      setFieldErrors(v.fieldErrors);
      throw new Error(Object.values(v.fieldErrors)[0] ?? cardMessages.numberInvalid);
    }
    try {
      card.current = await client.payments.createLocalCard(v.value);
      return card.current;
    } catch (error) {
      const errors = fieldErrorsFromError(error, ['number', 'expiry', 'cvc', 'name']);
      if (Object.keys(errors).length) setFieldErrors(errors as FieldErrors<CardField>);
      throw error;
    }
  }, [client, now, latest]);

  /** Asks the member to confirm (the dialog); resolves with their answer. */
  const authenticate = useCallback((c: LocalCard) => new Promise<ChallengeAnswer>((resolve) => {
    answer.current = resolve;
    setChallenge({ card: `${cardBrandLabel(c.card.brand)} ending in ${c.card.last4}` });
  }), []);
  const answerChallenge = useCallback((a: ChallengeAnswer) => {
    answer.current?.(a);
    answer.current = null;
    setChallenge(null);
  }, []);

  /** Confirms an intent with the card, through the 3-D Secure step when the provider asks for one. */
  const confirm = useCallback(async (clientSecret: string, c: LocalCard): Promise<ConfirmResult> => {
    const first = await client.payments.confirmLocal({ client_secret: clientSecret, payment_method_id: c.id });
    if (first.status === 'succeeded') return { paymentMethodId: c.id };
    const a = await authenticate(c);
    if (a === 'cancelled') return { error: { message: cardMessages.authenticationCancelled } };
    await client.payments.confirmLocal({ client_secret: clientSecret, payment_method_id: c.id, authentication: a });
    return { paymentMethodId: c.id };
  }, [client, authenticate]);

  const guard = async (step: () => Promise<ConfirmResult>): Promise<ConfirmResult> => {
    try {
      return await step();
    } catch (error) {
      return { error: { message: isApiError(error) || error instanceof Error ? paymentErrorMessage(error) : cardMessages.numberInvalid } };
    }
  };
  const confirmSetup = useCallback((clientSecret: string) => guard(async () => confirm(clientSecret, await tokenize())), [confirm, tokenize]);
  const createPaymentMethod = useCallback(() => guard(async () => ({ paymentMethodId: (await tokenize()).id })), [tokenize]);
  const confirmPayment = useCallback((clientSecret: string) => guard(async () => confirm(clientSecret, await tokenize())), [confirm, tokenize]);

  const reset = useCallback(() => { setValues(EMPTY); setFieldErrors({}); card.current = null; }, []);
  const brand: CardBrand = cardBrandFromNumber(values.number);
  return {
    values,
    setField,
    fieldErrors,
    validate,
    brand,
    /** 'Visa', or null until the first digits tell. */
    brandLabel: brand === 'unknown' ? null : cardBrandLabel(brand),
    challenge,
    answerChallenge,
    confirmSetup,
    createPaymentMethod,
    confirmPayment,
    reset,
    /** The test numbers, grouped for reading, and what each does. */
    testCards: TEST_CARDS.map((c) => ({ number: formatCardNumber(c.number), brand: cardBrandLabel(c.brand), description: c.description })),
  };
}
