import { useId } from 'react';
import { Badge } from '../../primitives/Badge';
import { Columns } from '../../primitives/Columns';
import { Stack } from '../../primitives/Stack';
import { TextField } from '../../primitives/TextField';

export type LocalCardField = 'number' | 'expiry' | 'cvc' | 'name';

export interface LocalCardFieldsProps {
  /** The fields as typed (the app groups the number and writes the expiry as MM / YY). */
  values: Record<LocalCardField, string>;
  /** One message per field in error. */
  errors?: Partial<Record<LocalCardField, string>>;
  /** The brand the number's first digits tell ('Visa'); null until they do. */
  brand?: string | null;
  onFieldChange: (field: LocalCardField, value: string) => void;
  disabled?: boolean;
}

/**
 * The app's own card fields (the local test mode, product §11.2): number with its brand, expiry,
 * security code and the name on the card, each with its own label, autocomplete and error. The rules
 * and the formatting are the app's: this shows what it is given.
 */
export function LocalCardFields({ values, errors = {}, brand = null, onFieldChange, disabled }: LocalCardFieldsProps) {
  const id = useId();
  const field = (name: LocalCardField) => ({
    id: `${id}-${name}`,
    value: values[name],
    error: errors[name],
    disabled,
    onValueChange: (v: string) => onFieldChange(name, v),
  });
  return (
    <Stack gap="4">
      <TextField
        {...field('number')}
        label="Card number"
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder="1234 1234 1234 1234"
        spellCheck={false}
        // Always an adornment, empty until the brand is known: a field that gained one on the first
        // digit would be drawn anew and lose the focus while the member types.
        trailingAdornment={<span>{brand ? <Badge tone="neutral" size="sm">{brand}</Badge> : null}</span>}
      />
      <Columns columns={{ base: 2 }} gap="4">
        <TextField {...field('expiry')} label="Expiry (MM / YY)" inputMode="numeric" autoComplete="cc-exp" placeholder="MM / YY" />
        <TextField {...field('cvc')} label="Security code (CVC)" inputMode="numeric" autoComplete="cc-csc" placeholder="123" />
      </Columns>
      <TextField {...field('name')} label="Name on card" autoComplete="cc-name" spellCheck={false} />
    </Stack>
  );
}
