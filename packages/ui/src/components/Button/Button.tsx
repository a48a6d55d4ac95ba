import { Button as HeadlessButton } from '@headlessui/react';
import { forwardRef, type ComponentPropsWithoutRef, type ElementType, type ReactNode } from 'react';
import { Spinner } from '../Spinner';
import { button } from './Button.css';

export interface ButtonProps extends Omit<ComponentPropsWithoutRef<'button'>, 'children'> {
  variant?: 'primary' | 'secondary' | 'outline' | 'ghost' | 'danger' | 'inverse';
  size?: 'sm' | 'md' | 'lg';
  fullWidth?: boolean;
  /** Shows a spinner, keeps the label and blocks further clicks. */
  loading?: boolean;
  /** Text announced and shown while loading, e.g. 'Processing...'. */
  loadingText?: ReactNode;
  leadingIcon?: ReactNode;
  trailingIcon?: ReactNode;
  /** Render as another element, e.g. 'a' or a router Link; extra props pass through. */
  as?: ElementType;
  href?: string;
  to?: string;
  children?: ReactNode;
}

/** The one button of the kit: variants, sizes, loading and disabled states, or a link that looks like a button. */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant, size, fullWidth, loading = false, loadingText, leadingIcon, trailingIcon, className, disabled, children, as, type, ...rest },
  ref,
) {
  const classes = [button({ variant, size, fullWidth }), className].filter(Boolean).join(' ');
  const isLink = as !== undefined && as !== 'button';
  return (
    <HeadlessButton
      ref={ref}
      as={as}
      {...rest}
      {...(isLink ? {} : { type: type ?? 'button' })}
      className={classes}
      disabled={isLink ? undefined : disabled || loading}
      aria-busy={loading || undefined}
      aria-disabled={isLink && disabled ? true : undefined}
    >
      {loading ? <Spinner size="sm" label={null} /> : leadingIcon}
      <span>{loading && loadingText ? loadingText : children}</span>
      {!loading && trailingIcon}
    </HeadlessButton>
  );
});
