import type { FormEvent, ReactNode } from 'react';
import { Alert } from '../Alert';
import { Button } from '../Button';
import { PlusIcon } from '../Icon';
import { TextField } from '../TextField';
import * as styles from './CreateLinkForm.css';

/** Spec 9: commission 0-50 %, commission plus discount at most 50 %. */
export const MAX_COMBINED_RATE = 50;

export function maxDiscountFor(commissionRate: number): number {
  const c = Number.isFinite(commissionRate) ? Math.min(Math.max(commissionRate, 0), MAX_COMBINED_RATE) : 0;
  return MAX_COMBINED_RATE - c;
}

export interface RateFormErrors {
  name?: ReactNode;
  code?: ReactNode;
  commissionRate?: ReactNode;
  discountRate?: ReactNode;
  /** A message for the whole form, e.g. from the server. */
  form?: ReactNode;
}

interface RateFormBaseProps {
  commissionRate: number;
  discountRate: number;
  onCommissionRateChange: (value: number) => void;
  onDiscountRateChange: (value: number) => void;
  errors?: RateFormErrors;
  submitting?: boolean;
  onSubmit: () => void;
  className?: string;
}

interface RateFormFrameProps extends RateFormBaseProps {
  title: string;
  description: string;
  submitLabel: string;
  submittingLabel: string;
  nameField: ReactNode;
}

function toNumber(text: string): number {
  const n = Number(text);
  return text.trim() === '' || !Number.isFinite(n) ? 0 : n;
}

function RateFormFrame({
  title, description, submitLabel, submittingLabel, nameField, commissionRate, discountRate, onCommissionRateChange,
  onDiscountRateChange, errors = {}, submitting = false, onSubmit, className,
}: RateFormFrameProps) {
  const maxDiscount = maxDiscountFor(commissionRate);
  const handle = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!submitting) onSubmit();
  };
  return (
    <form className={[styles.form, className].filter(Boolean).join(' ')} onSubmit={handle} noValidate aria-label={title}>
      <div>
        <h3 className={styles.title}>{title}</h3>
        <p className={styles.description}>{description}</p>
      </div>
      {errors.form ? <Alert tone="danger" description={errors.form} /> : null}
      {nameField}
      <div className={styles.rates}>
        <TextField
          label="Commission rate (%)"
          type="number"
          inputMode="numeric"
          min={0}
          max={MAX_COMBINED_RATE}
          step={1}
          value={String(commissionRate)}
          onValueChange={(v) => onCommissionRateChange(toNumber(v))}
          hint={`Between 0 and ${MAX_COMBINED_RATE}%.`}
          error={errors.commissionRate}
          disabled={submitting}
        />
        <TextField
          label="Customer discount (%)"
          type="number"
          inputMode="numeric"
          min={0}
          max={maxDiscount}
          step={1}
          value={String(discountRate)}
          onValueChange={(v) => onDiscountRateChange(toNumber(v))}
          hint={`Up to ${maxDiscount}% (commission + discount at most ${MAX_COMBINED_RATE}%).`}
          error={errors.discountRate}
          disabled={submitting}
        />
      </div>
      <p className={styles.summary} aria-live="polite">
        You earn {commissionRate}% · your audience saves {discountRate}% · total {commissionRate + discountRate}% of {MAX_COMBINED_RATE}%
      </p>
      <div className={styles.footer}>
        <Button type="submit" loading={submitting} loadingText={submittingLabel} leadingIcon={<PlusIcon size={18} />}>{submitLabel}</Button>
      </div>
    </form>
  );
}

export interface CreateLinkFormProps extends RateFormBaseProps {
  name: string;
  onNameChange: (value: string) => void;
}

/** Generate an affiliate link: name, commission 0-50 %, discount up to 50 minus commission. */
export function CreateLinkForm({ name, onNameChange, ...rest }: CreateLinkFormProps) {
  return (
    <RateFormFrame
      {...rest}
      title="Generate a new link"
      description="Split up to 50% between your commission and your audience's discount."
      submitLabel="Generate Link"
      submittingLabel="Generating..."
      nameField={
        <TextField label="Link name" placeholder="e.g. YouTube description" value={name} onValueChange={onNameChange}
          error={rest.errors?.name} required disabled={rest.submitting} maxLength={80} />
      }
    />
  );
}

export interface CreateCouponFormProps extends RateFormBaseProps {
  code: string;
  onCodeChange: (value: string) => void;
}

/** Generate a coupon code: code, commission 0-50 %, discount up to 50 minus commission. */
export function CreateCouponForm({ code, onCodeChange, ...rest }: CreateCouponFormProps) {
  return (
    <RateFormFrame
      {...rest}
      title="Generate a coupon code"
      description="Your audience enters the code at checkout; you earn commission on every conversion."
      submitLabel="Generate Coupon"
      submittingLabel="Generating..."
      nameField={
        <TextField label="Coupon code" placeholder="e.g. ADA10" value={code} onValueChange={(v) => onCodeChange(v.toUpperCase())}
          error={rest.errors?.code} required disabled={rest.submitting} maxLength={32} autoCapitalize="characters" spellCheck={false}
          hint="Letters and numbers; shown in capitals." />
      }
    />
  );
}
