import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MailDeliveryTable } from './MailDeliveryTable';

const format = { dateTime: (iso: string) => `at ${iso}` };

describe('MailDeliveryTable', () => {
  it('lists each failed mail with its recipient, template, time, attempts and the relay’s answer', () => {
    render(<MailDeliveryTable format={format} counts={{ pending: 2, failed: 1 }} mails={[{
      id: '1', to: 'a@example.com', subject: 'Reset your password', kind: 'reset_password', attempts: 8,
      last_error: 'SMTP 451: try later', failed_at: '2026-11-27T10:00:00.000Z', created_at: '2026-11-27T09:00:00.000Z',
    }]} />);
    const row = screen.getByRole('row', { name: /a@example\.com/ });
    expect(within(row).getByText('Reset your password')).toBeVisible();
    expect(within(row).getByText('reset_password')).toBeVisible();
    expect(within(row).getByText('at 2026-11-27T10:00:00.000Z')).toBeVisible();
    expect(within(row).getByText('8')).toBeVisible();
    expect(within(row).getByText('SMTP 451: try later')).toBeVisible();
    expect(screen.getByText('Failed:').nextSibling).toHaveTextContent('1');
  });

  it('says so when nothing failed', () => {
    render(<MailDeliveryTable format={format} mails={[]} />);
    expect(screen.getByText('No failed e-mail')).toBeVisible();
  });
});
