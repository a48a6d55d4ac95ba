import { useId, type FormEvent, type ReactNode } from 'react';
import { Button } from '../Button';
import { Section } from '../Section';
import { cx } from '../SiteLink';
import * as s from './ContactSection.css';

export interface ContactValues {
  firstName: string;
  lastName: string;
  email: string;
  subject: string;
  message: string;
}

export interface ContactStatus {
  tone: 'success' | 'error' | 'info';
  message: ReactNode;
}

export interface ContactSectionProps {
  onSubmit: (values: ContactValues) => void;
  /** A notice shown above the button; the form never clears what was typed on its own. */
  status?: ContactStatus | null;
  submitting?: boolean;
  id?: string;
  eyebrow?: ReactNode;
  title?: ReactNode;
  lead?: ReactNode;
  supportResponse?: ReactNode;
  liveChat?: ReactNode;
  supportEmail?: string;
  submitLabel?: string;
}

const fields: Array<{ name: keyof ContactValues; label: string; type?: string; autoComplete?: string }> = [
  { name: 'firstName', label: 'First name', autoComplete: 'given-name' },
  { name: 'lastName', label: 'Last name', autoComplete: 'family-name' },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
  { name: 'subject', label: 'Subject' },
];

/** Contact section (id contact): a labelled form plus support info; it hands the values to onSubmit. */
export function ContactSection({
  onSubmit, status, submitting = false, id = 'contact', eyebrow = 'Contact', title = 'Get in touch',
  lead = 'Questions about plans, data or partnerships? We are happy to help.',
  supportResponse = 'Support response within 24 hours', liveChat = 'Live chat Mon-Fri 9AM-6PM EST', supportEmail,
  submitLabel = 'Send Message',
}: ContactSectionProps) {
  const base = useId();
  const handle = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const data = new FormData(e.currentTarget);
    const get = (k: keyof ContactValues) => String(data.get(k) ?? '');
    onSubmit({ firstName: get('firstName'), lastName: get('lastName'), email: get('email'), subject: get('subject'), message: get('message') });
  };
  const input = (f: (typeof fields)[number]) => (
    <div className={s.field} key={f.name}>
      <label className={s.label} htmlFor={`${base}-${f.name}`}>{f.label}</label>
      <input id={`${base}-${f.name}`} className={s.input} name={f.name} type={f.type ?? 'text'} autoComplete={f.autoComplete} required />
    </div>
  );
  return (
    <Section id={id} eyebrow={eyebrow} title={title} lead={lead}>
      <div className={s.layout}>
        <ul className={s.info}>
          <li className={s.infoItem}>
            <span className={s.infoIcon} aria-hidden="true">
              <svg width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round"><circle cx="12" cy="12" r="8.5" /><path d="M12 7.5V12l3 2" /></svg>
            </span>
            <span><span className={s.infoTitle}>{supportResponse}</span>{supportEmail && <><br /><a className={s.infoText} href={`mailto:${supportEmail}`}>{supportEmail}</a></>}</span>
          </li>
          <li className={s.infoItem}>
            <span className={s.infoIcon} aria-hidden="true">
              <svg width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round"><path d="M4 5h16v10.5H10l-4.5 3.5v-3.5H4z" /></svg>
            </span>
            <span className={s.infoTitle}>{liveChat}</span>
          </li>
        </ul>
        <form className={s.form} onSubmit={handle} aria-label="Contact form">
          <div className={s.row}>{input(fields[0]!)}{input(fields[1]!)}</div>
          {input(fields[2]!)}
          {input(fields[3]!)}
          <div className={s.field}>
            <label className={s.label} htmlFor={`${base}-message`}>Message</label>
            <textarea id={`${base}-message`} className={s.textarea} name="message" required />
          </div>
          <div aria-live="polite">
            {status && (
              <p className={cx(s.notice, status.tone === 'success' ? s.success : status.tone === 'error' ? s.error : s.infoTone)} role={status.tone === 'error' ? 'alert' : undefined}>
                {status.message}
              </p>
            )}
          </div>
          <Button type="submit" size="lg" loading={submitting} loadingText="Sending...">{submitLabel}</Button>
        </form>
      </div>
    </Section>
  );
}
