import { useState, type FormEvent, type ReactNode } from 'react';
import { cx } from '../../cx';
import { Button } from '../../primitives/Button';
import { TextField } from '../../primitives/TextField';
import { Textarea } from '../../primitives/Textarea';

import * as s from './ContactPanel.css';

export interface ContactInfo { title: string; text: ReactNode }

export interface ContactPanelProps {
  /** Cards beside the form: support response time, live chat hours, e-mail. */
  info: readonly ContactInfo[];
  /** Shown after submitting. The form keeps what was typed. */
  submittedNotice: ReactNode;
  /** Called with the form's values; the panel does not send anything itself. */
  onSubmit?: (values: Record<'firstName' | 'lastName' | 'email' | 'subject' | 'message', string>) => void;
  submitLabel?: string;
}

/**
 * The contact section's form (first name, last name, e-mail, subject, message) and info
 * cards. Fields are uncontrolled, so nothing typed is lost when the notice appears.
 */
export function ContactPanel({ info, submittedNotice, onSubmit, submitLabel = 'Send Message' }: ContactPanelProps) {
  const [submitted, setSubmitted] = useState(false);
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const data = new FormData(e.currentTarget);
    const value = (k: string) => String(data.get(k) ?? '');
    onSubmit?.({ firstName: value('firstName'), lastName: value('lastName'), email: value('email'), subject: value('subject'), message: value('message') });
    setSubmitted(true);
  };
  return (
    <div className={s.layout}>
      <ul className={s.info}>
        {info.map((i) => (
          <li key={i.title} className={s.infoItem}>
            <p className={s.infoTitle}>{i.title}</p>
            <p className={s.infoText}>{i.text}</p>
          </li>
        ))}
      </ul>
      <form className={s.form} onSubmit={submit} aria-label="Contact form">
        <TextField label="First name" name="firstName" autoComplete="given-name" required />
        <TextField label="Last name" name="lastName" autoComplete="family-name" required />
        <TextField className={s.full} label="Email" name="email" type="email" autoComplete="email" required />
        <TextField className={s.full} label="Subject" name="subject" required />
        <Textarea className={s.full} label="Message" name="message" rows={5} required />
        <div className={s.full} role="status">{submitted && <p className={s.notice}>{submittedNotice}</p>}</div>
        <div className={s.full}><Button type="submit" size="lg">{submitLabel}</Button></div>
      </form>
    </div>
  );
}

export const contactLinkClass = cx(s.link);
