import * as s from './SiteHeader.css';

/**
 * What the user menu button shows: the initial, the e-mail and a chevron (also its placeholder while
 * the menu loads). Compact (the app's header): the e-mail only for assistive tech (the global sr-only class).
 */
export function UserButtonFace({ email, compact = false }: { email: string; compact?: boolean }) {
  return (
    <>
      <span className={s.userAvatar} aria-hidden="true">{email.slice(0, 1)}</span>
      <span className={compact ? 'sr-only' : s.email}>{email}</span>
      <svg width="12" height="12" viewBox="0 0 12 12" aria-hidden="true" focusable="false"><path d="m3 4.5 3 3 3-3" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" /></svg>
    </>
  );
}
