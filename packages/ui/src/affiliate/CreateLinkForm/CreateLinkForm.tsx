import type { FormEvent, ReactNode } from 'react';
import { cx } from '../../cx';
import { Alert } from '../../primitives/Alert';
import { Button } from '../../primitives/Button';
import { PlusIcon } from '../../primitives/Icon';
import { numberFromText, TextField } from '../../primitives/TextField';
import * as styles from './CreateLinkForm.css';

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
  /** The rate limits, from the app's rules: the highest commission, the highest commission plus discount, and the highest discount with this commission. */
  maxCommission: number;
  maxTotal: number;
  maxDiscount: number;
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

function RateFormFrame({
  title, description, submitLabel, submittingLabel, nameField, commissionRate, discountRate, maxCommission, maxTotal, maxDiscount,
  onCommissionRateChange, onDiscountRateChange, errors = {}, submitting = false, onSubmit, className,
}: RateFormFrameProps) {
  const handle = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!submitting) onSubmit();
  };
  return (
    <form className={cx(styles.form, className)} onSubmit={handle} noValidate aria-label={title}>
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
          max={maxCommission}
          step={1}
          value={String(commissionRate)}
          onValueChange={(v) => onCommissionRateChange(numberFromText(v))}
          hint={`Between 0 and ${maxCommission}%.`}
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
          onValueChange={(v) => onDiscountRateChange(numberFromText(v))}
          hint={`Up to ${maxDiscount}% (commission + discount at most ${maxTotal}%).`}
          error={errors.discountRate}
          disabled={submitting}
        />
      </div>
      <p className={styles.summary} aria-live="polite">
        You earn {commissionRate}% · your audience saves {discountRate}% · total {commissionRate + discountRate}% of {maxTotal}%
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

/** Generate an affiliate link: name, commission and discount within the limits it is given. */
export function CreateLinkForm({ name, onNameChange, ...rest }: CreateLinkFormProps) {
  return (
    <RateFormFrame
      {...rest}
      title="Generate a new link"
      description={`Split up to ${rest.maxTotal}% between your commission and your audience's discount.`}
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

/** Generate a coupon code: code, commission and discount within the limits it is given. */
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
