import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ContactSection } from './ContactSection';

describe('ContactSection', () => {
  it('passes the typed values to onSubmit and keeps them after a status arrives', async () => {
    const onSubmit = vi.fn();
    const { rerender } = render(<ContactSection onSubmit={onSubmit} />);
    await userEvent.type(screen.getByLabelText('First name'), 'Ana');
    await userEvent.type(screen.getByLabelText('Last name'), 'Lima');
    await userEvent.type(screen.getByLabelText('Email'), 'ana@example.com');
    await userEvent.type(screen.getByLabelText('Subject'), 'Hi');
    await userEvent.type(screen.getByLabelText('Message'), 'Hello there');
    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(onSubmit).toHaveBeenCalledWith({ firstName: 'Ana', lastName: 'Lima', email: 'ana@example.com', subject: 'Hi', message: 'Hello there' });
    rerender(<ContactSection onSubmit={onSubmit} status={{ tone: 'error', message: 'Could not send' }} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Could not send');
    expect(screen.getByLabelText('Message')).toHaveValue('Hello there');
    expect(screen.getByText('Support response within 24 hours')).toBeInTheDocument();
    expect(screen.getByText('Live chat Mon-Fri 9AM-6PM EST')).toBeInTheDocument();
  });
});
