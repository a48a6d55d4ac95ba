import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ErrorScreen } from './ErrorScreen';

describe('ErrorScreen', () => {
  it('shows the title and status line, and no details without a stack', () => {
    render(<ErrorScreen message="404 Not Found" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(screen.getByText('404 Not Found')).toBeInTheDocument();
    expect(screen.queryByText('Show error details')).toBeNull();
  });

  it('keeps the stack collapsed until asked', async () => {
    render(<ErrorScreen title="Something went wrong" message="boom" stack={'Error: boom\n    at App'} />);
    expect(screen.getByText(/at App/)).not.toBeVisible();
    await userEvent.click(screen.getByText('Show error details'));
    expect(screen.getByText(/at App/)).toBeVisible();
  });
});
