import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StatusBadge } from './StatusBadge';

describe('StatusBadge', () => {
  it('shows pending applications as Pending Review', () => {
    render(<StatusBadge kind="application" status="pending" />);
    expect(screen.getByText('Pending Review')).toBeInTheDocument();
  });
  it('shows links as Active or Inactive', () => {
    render(<><StatusBadge kind="active" active /><StatusBadge kind="active" active={false} /></>);
    expect(screen.getByText('Active')).toBeInTheDocument();
    expect(screen.getByText('Inactive')).toBeInTheDocument();
  });
  it('shows known subscription statuses by name and unknown ones raw', () => {
    render(<><StatusBadge kind="subscription" status="past_due" /><StatusBadge kind="subscription" status="incomplete_expired" /></>);
    expect(screen.getByText('Past Due')).toBeInTheDocument();
    expect(screen.getByText('incomplete_expired')).toBeInTheDocument();
  });
  it('names invoice statuses', () => {
    render(<StatusBadge kind="invoice" status="uncollectible" />);
    expect(screen.getByText('Uncollectible')).toBeInTheDocument();
  });
});
