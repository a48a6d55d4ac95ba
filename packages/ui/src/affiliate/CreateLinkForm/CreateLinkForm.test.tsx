import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CreateCouponForm, CreateLinkForm } from './CreateLinkForm';

const props = () => ({
  name: 'Promo', commissionRate: 30, discountRate: 10, maxCommission: 50, maxTotal: 50, maxDiscount: 20,
  onNameChange: vi.fn(), onCommissionRateChange: vi.fn(), onDiscountRateChange: vi.fn(), onSubmit: vi.fn(),
});

describe('CreateLinkForm', () => {
  it('shows the limits it is given on the fields and in the hints', () => {
    render(<CreateLinkForm {...props()} commissionRate={35} maxDiscount={15} />);
    expect(screen.getByRole('spinbutton', { name: /Commission rate/ })).toHaveAttribute('max', '50');
    expect(screen.getByRole('spinbutton', { name: /Customer discount/ })).toHaveAttribute('max', '15');
    expect(screen.getByText('Up to 15% (commission + discount at most 50%).')).toBeInTheDocument();
    expect(screen.getByText(/total 45% of 50%/)).toBeInTheDocument();
  });

  it('submits, shows field errors and blocks while submitting', async () => {
    const p = props();
    const { rerender } = render(<CreateLinkForm {...p} errors={{ name: 'Name is required' }} />);
    expect(screen.getByRole('textbox', { name: /Link name/ })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Name is required')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Generate Link' }));
    expect(p.onSubmit).toHaveBeenCalledTimes(1);
    rerender(<CreateLinkForm {...p} submitting />);
    expect(screen.getByRole('button', { name: 'Generating...' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('upper-cases coupon codes', async () => {
    const onCodeChange = vi.fn();
    const { name: _n, onNameChange: _o, ...rest } = props();
    render(<CreateCouponForm {...rest} code="" onCodeChange={onCodeChange} />);
    await userEvent.type(screen.getByRole('textbox', { name: /Coupon code/ }), 'x');
    expect(onCodeChange).toHaveBeenCalledWith('X');
  });
});
