import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { useFocusFirstError } from './useFocusFirstError';

type Field = 'name' | 'email';

/** A form whose submit finds `errorsOnSubmit` (at once, or later with `late`), as the app's and the kit's forms do. */
function Form({ errorsOnSubmit, late = false }: { errorsOnSubmit: Partial<Record<Field, string>>; late?: boolean }) {
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const { formRef, focusNextErrors } = useFocusFirstError(errors);
  return (
    <form ref={formRef} onSubmit={(e) => {
      e.preventDefault();
      focusNextErrors();
      if (late) setTimeout(() => setErrors({ ...errorsOnSubmit }), 10);
      else setErrors({ ...errorsOnSubmit });
    }}>
      <label>Name <input aria-invalid={errors.name ? true : undefined} /></label>
      <label>Email <input aria-invalid={errors.email ? true : undefined} onChange={() => setErrors({ name: 'typed' })} /></label>
      <button type="submit">Save</button>
    </form>
  );
}

describe('useFocusFirstError (product §5)', () => {
  it('moves focus to the first field in error after a submit', async () => {
    render(<Form errorsOnSubmit={{ email: 'Email is required' }} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByLabelText('Email')).toHaveFocus();
  });

  it('moves it again on the next submit with the same errors', async () => {
    render(<Form errorsOnSubmit={{ email: 'Email is required' }} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByLabelText('Email')).toHaveFocus();
  });

  it('waits for errors that come back later (a refused request)', async () => {
    render(<Form errorsOnSubmit={{ name: 'Taken' }} late />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByLabelText('Name')).toHaveFocus();
  });

  it('leaves focus where it is for errors that arrive while typing', async () => {
    render(<Form errorsOnSubmit={{}} />);
    await userEvent.type(screen.getByLabelText('Email'), 'a');
    expect(screen.getByLabelText('Email')).toHaveFocus();
  });
});
