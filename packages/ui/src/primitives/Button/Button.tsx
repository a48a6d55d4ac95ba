import { Button as HeadlessButton } from '@headlessui/react';
import { forwardRef, type ComponentPropsWithoutRef, type MouseEvent, type ReactNode } from 'react';
import { cx } from '../../cx';
import { Spinner } from '../Spinner';
import { button } from './Button.css';

export interface ButtonProps extends Omit<ComponentPropsWithoutRef<'button'>, 'children'> {
  variant?: 'primary' | 'secondary' | 'outline' | 'ghost' | 'danger' | 'inverse';
  size?: 'sm' | 'md' | 'lg';
  fullWidth?: boolean;
  /**
   * Shows a spinner (and `loadingText`) and blocks further activation. The button stays focusable
   * (`aria-disabled`, not `disabled`): a focused button that becomes disabled loses keyboard focus
   * to <body>. Clicks, Enter and Space do nothing, and a submit button cannot submit its form again.
   */
  loading?: boolean;
  /** Text announced and shown while loading, e.g. 'Processing...'. */
  loadingText?: ReactNode;
  leadingIcon?: ReactNode;
  trailingIcon?: ReactNode;
  children?: ReactNode;
}

/** The one button of the kit: variants, sizes, loading and disabled states. A link that looks like a button is a ButtonLink. */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant, size, fullWidth, loading = false, loadingText, leadingIcon, trailingIcon, className, disabled, children, type, onClick, ...rest },
  ref,
) {
  const classes = cx(button({ variant, size, fullWidth }), className);
  // Only a real `disabled` disables the element; loading keeps it focusable and blocks activation here.
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (loading) {
      // Stops a submit button submitting its form (also on Enter in a field: implicit submission
      // clicks the default button).
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  return (
    <HeadlessButton
      ref={ref}
      {...rest}
      type={type ?? 'button'}
      className={classes}
      onClick={handleClick}
      disabled={disabled}
      aria-busy={loading || undefined}
      aria-disabled={loading && !disabled ? true : rest['aria-disabled']}
    >
      {loading ? <Spinner size="sm" label={null} /> : leadingIcon}
      <span>{loading && loadingText ? loadingText : children}</span>
      {!loading && trailingIcon}
    </HeadlessButton>
  );
});
