import { FRAUD_FLAG_CODES, type FraudFlagCode } from './ledgerTypes';

const labels: Readonly<Record<FraudFlagCode, string>> = {
  self_referral: 'Self-referral',
  disposable_email: 'Disposable e-mail',
  shared_network: 'Shared network',
  network_burst: 'Burst from one network',
  no_invoice: 'No paid invoice',
};

/** A fraud flag's code as shown in the review dialog ('self_referral' -> 'Self-referral'); an unknown code as sent. */
export const fraudFlagLabel = (code: string): string =>
  (FRAUD_FLAG_CODES as readonly string[]).includes(code) ? labels[code as FraudFlagCode] : code;
