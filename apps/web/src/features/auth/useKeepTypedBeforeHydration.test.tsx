import { render, screen } from '@testing-library/react';
import { useRef, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { useKeepTypedBeforeHydration } from './useKeepTypedBeforeHydration';

function Form() {
  const ref = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState({ email: '', password: '' });
  const setField = <K extends keyof typeof values>(name: K, value: (typeof values)[K]) => setValues((v) => ({ ...v, [name]: value }));
  useKeepTypedBeforeHydration(ref, values, setField);
  return (
    <form ref={ref}>
      <input aria-label="Email" name="email" defaultValue="typed@example.com" />
      <input aria-label="Password" name="password" defaultValue="" />
      <output>{JSON.stringify(values)}</output>
    </form>
  );
}

describe('useKeepTypedBeforeHydration', () => {
  it('copies values already in the DOM into the form state', () => {
    render(<Form />);
    expect(screen.getByRole('status')).toHaveTextContent('{"email":"typed@example.com","password":""}');
  });
});
