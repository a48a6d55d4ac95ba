import { act, fireEvent, render, screen } from '@testing-library/react';
import { useRef, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { useKeepTypedBeforeHydration } from './useKeepTypedBeforeHydration';

// Uncontrolled inputs without onChange stand for fields whose typing React did not see.
function Form() {
  const ref = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState({ email: '', password: '', remember: false });
  const setField = <K extends keyof typeof values>(name: K, value: (typeof values)[K]) => setValues((v) => ({ ...v, [name]: value }));
  useKeepTypedBeforeHydration(ref, values, setField);
  return (
    <form ref={ref}>
      <input aria-label="Email" name="email" defaultValue="typed@example.com" />
      <input aria-label="Password" name="password" defaultValue="" />
      <input aria-label="Remember" name="remember" type="checkbox" value="yes" />
      <output>{JSON.stringify(values)}</output>
    </form>
  );
}

describe('useKeepTypedBeforeHydration', () => {
  it('copies values already in the DOM into the form state', () => {
    render(<Form />);
    expect(screen.getByRole('status')).toHaveTextContent('{"email":"typed@example.com","password":"","remember":false}');
  });

  it('copies text its field did not report at the next input in the form', () => {
    render(<Form />);
    const password = screen.getByLabelText('Password') as HTMLInputElement;
    password.value = 'missed by React';
    act(() => { fireEvent.input(screen.getByLabelText('Email')); });
    expect(screen.getByRole('status')).toHaveTextContent('"password":"missed by React"');
  });

  it('copies it when focus leaves the field, and leaves non-text fields alone', () => {
    render(<Form />);
    const email = screen.getByLabelText('Email') as HTMLInputElement;
    email.value = 'changed@example.com';
    act(() => { fireEvent.focusOut(email); });
    expect(screen.getByRole('status')).toHaveTextContent('{"email":"changed@example.com","password":"","remember":false}');
  });
});
