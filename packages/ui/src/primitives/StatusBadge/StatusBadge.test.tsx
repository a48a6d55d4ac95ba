import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { badge } from '../Badge/Badge.css';
import { StatusBadge } from './StatusBadge';

describe('StatusBadge', () => {
  it('shows the label it is given, as given, in the tone it is given', () => {
    render(<><StatusBadge label="Pending Review" tone="warning" /><StatusBadge label="incomplete_expired" tone="neutral" size="md" /></>);
    const pending = screen.getByText('Pending Review');
    expect(pending).toHaveAttribute('data-status', 'Pending Review');
    expect(pending).toHaveClass(...badge({ tone: 'warning', size: 'sm' }).split(' '));
    expect(screen.getByText('incomplete_expired')).toHaveClass(...badge({ tone: 'neutral', size: 'md' }).split(' '));
  });
});
