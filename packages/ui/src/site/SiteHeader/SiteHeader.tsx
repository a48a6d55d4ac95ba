import { lazy, Suspense, useEffect, useId, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { button } from '../../primitives/Button/Button.css';
import { ButtonLink } from '../../primitives/ButtonLink';
import { defaultRenderLink, type RenderLink } from '../../primitives/SiteLink';
import * as s from './SiteHeader.css';
import { UserButtonFace } from './UserButtonFace';

// The signed-in user menu (Headless UI Menu with its floating anchor, about 16 KB gzip) is a chunk
// of its own, loaded only when someone is signed in: signed-out visitors get two plain links.
const UserMenu = lazy(() => import('./UserMenu').then((m) => ({ default: m.UserMenu })));

/** A menu entry is a link or a callback. */
export type MenuAction = { href: string; onSelect?: () => void } | { href?: undefined; onSelect: () => void };

export type HeaderAuth =
  | { status: 'loading' }
  | { status: 'signed-out' }
  | {
      status: 'signed-in';
      email: string;
      isAdmin?: boolean;
      /** The member's own workspace, first in the menu; not shown without an action. */
      portfolio?: MenuAction;
      /** Entries without an action are not shown. */
      profile?: MenuAction;
      settings?: MenuAction;
      /** Defaults to a link to /affiliates. */
      affiliate?: MenuAction;
      /** Shown to admins only; defaults to a link to /admin/affiliate-applications. */
      admin?: MenuAction;
      onSignOut: () => void;
    };

export interface HeaderSection {
  /** In-page anchor id: about, pricing, faq, contact. */
  id: string;
  label: string;
  /** Defaults to `/#id`. */
  href?: string;
}

export interface SiteHeaderProps {
  auth: HeaderAuth;
  /** The section links, in order (the app's list of its landing sections). */
  sections: readonly HeaderSection[];
  /** Called when a section link is chosen; call preventDefault on the event to scroll yourself. */
  onSectionSelect?: (id: string, event: MouseEvent<HTMLAnchorElement>) => void;
  /**
   * The social links, e.g. `<SocialLinks links={...} />`: a slot, so that an app can load and
   * hydrate them after the page (they are plain links in the server HTML meanwhile).
   */
  social?: ReactNode;
  productName?: string;
  homeHref?: string;
  signInHref?: string;
  signUpHref?: string;
  affiliateHref?: string;
  renderLink?: RenderLink;
  /**
   * Signed in only: the notifications bell at the row's end (outside the small-screen menu), e.g. a
   * `React.lazy` NotificationBell so no page pays for it before someone is signed in. It renders
   * in a Suspense boundary that holds its 44 px place until it has loaded.
   */
  notifications?: ReactNode;
  /** Starts with the small-screen menu open (stories, tests). */
  defaultMenuOpen?: boolean;
  /**
   * 'app': the header of the signed-in app (product §10.19): the brand (to `homeHref`), the bell and
   * the user menu (its button the initial alone) at every width; no section links, affiliate link,
   * social links or small-screen menu (the app has its own navigation).
   */
  variant?: 'site' | 'app';
  labels?: Partial<Record<'signIn' | 'getStarted' | 'affiliateProgram' | 'menu' | 'portfolio' | 'profile' | 'settings' | 'affiliateMenu' | 'admin' | 'signOut' | 'signedInAs', string>>;
}

const defaultLabels = {
  signIn: 'Sign In', getStarted: 'Get Started', affiliateProgram: 'Affiliate program', menu: 'Menu',
  portfolio: 'Portfolio', profile: 'Profile', settings: 'Settings', affiliateMenu: 'Affiliate Program', admin: 'Admin Panel', signOut: 'Sign Out',
  signedInAs: 'Signed in as',
};
/** Every label, resolved (internal: what UserMenu receives). */
export type ResolvedHeaderLabels = typeof defaultLabels;

export function LogoMark({ size = 32 }: { size?: number }) {
  return (
    <span className={s.logoMark} style={{ width: size, height: size }} aria-hidden="true">
      <svg width={size * 0.56} height={size * 0.56} viewBox="0 0 20 20" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round">
        <path d="M2.5 14.5 7.5 9l3.5 3.5 6.5-7.5" />
        <path d="M13 5h4.5v4.5" />
      </svg>
    </span>
  );
}

/**
 * The site header: brand, section links, affiliate link, social links and the auth
 * area (while loading only the invisible place of the signed-out buttons, Sign In + Get
 * Started signed out, the e-mail with a user menu signed in, loaded on demand). Below the medium breakpoint everything folds into a toggle
 * menu that closes when a section is chosen or Escape is pressed.
 */
export function SiteHeader({
  auth, sections, onSectionSelect, social, productName = 'Portfolio Tracker',
  homeHref = '/', signInHref = '/signin', signUpHref = '/signup', affiliateHref = '/affiliates',
  renderLink = defaultRenderLink, notifications, defaultMenuOpen = false, labels: labelOverrides, variant = 'site',
}: SiteHeaderProps) {
  const app = variant === 'app';
  const labels = { ...defaultLabels, ...labelOverrides };
  const [open, setOpen] = useState(defaultMenuOpen);
  const panelId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        setOpen(false);
        toggleRef.current?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  const close = () => setOpen(false);
  // While the session is unknown (a prerendered page until it hydrates) the signed-out buttons'
  // place is held, invisible and out of the accessibility tree: the navigation beside them does
  // not move when they arrive, under a pointer about to click one of its links.
  let authArea: ReactNode = (
    <span className={s.authPlaceholder} aria-hidden="true" data-testid="auth-placeholder">
      <span className={button({ variant: 'ghost', size: 'sm' })}>{labels.signIn}</span>
      <span className={button({ variant: 'primary', size: 'sm' })}>{labels.getStarted}</span>
    </span>
  );
  if (auth.status === 'signed-out') {
    // ButtonLinks, the kit's links that look like buttons (with their hover colours), as the hero's.
    authArea = (
      <>
        <ButtonLink href={signInHref} variant="ghost" size="sm" renderLink={renderLink} onClick={close}>{labels.signIn}</ButtonLink>
        <ButtonLink href={signUpHref} size="sm" renderLink={renderLink} onClick={close}>{labels.getStarted}</ButtonLink>
      </>
    );
  } else if (auth.status === 'signed-in') {
    // Until the menu's chunk has arrived, a disabled look-alike holds its place: same size, so
    // nothing moves, and not focusable, so focus is never lost when the real button replaces it.
    authArea = (
      <Suspense fallback={<button type="button" className={s.userButton} disabled><UserButtonFace email={auth.email} compact={app} /></button>}>
        <UserMenu auth={auth} labels={labels} renderLink={renderLink} compact={app} />
      </Suspense>
    );
  }

  return (
    <header className={s.header}>
      <div className={s.bar} style={{ position: 'relative' }}>
        {renderLink({
          href: homeHref,
          className: s.brand,
          children: (
            <>
              <LogoMark />
              <span className={s.brandText}>{productName}</span>
            </>
          ),
          'aria-label': `${productName} home`,
        })}
        {app ? authArea : (
          <>
            <button
              ref={toggleRef}
              type="button"
              className={s.toggle}
              aria-expanded={open}
              aria-controls={panelId}
              aria-label={labels.menu}
              onClick={() => setOpen((v) => !v)}
            >
              <svg width="22" height="22" viewBox="0 0 22 22" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
                {open ? <path d="m5 5 12 12M17 5 5 17" /> : <path d="M3.5 6h15M3.5 11h15M3.5 16h15" />}
              </svg>
            </button>
            <div id={panelId} className={s.panel} data-open={open ? '' : undefined}>
              <nav aria-label="Main" className={s.nav}>
                <ul className={s.sectionList}>
                  {sections.map((sec) => (
                    <li key={sec.id}>
                      {renderLink({
                        href: sec.href ?? `/#${sec.id}`,
                        className: s.navLink,
                        children: sec.label,
                        onClick: (e) => {
                          onSectionSelect?.(sec.id, e);
                          close();
                        },
                      })}
                    </li>
                  ))}
                  <li>{renderLink({ href: affiliateHref, className: s.navLink, children: labels.affiliateProgram, onClick: close })}</li>
                </ul>
              </nav>
              <div className={s.actions}>
                {social ? <div className={s.socials}>{social}</div> : null}
                {social && authArea && <span className={s.divider} aria-hidden="true" />}
                {authArea}
              </div>
            </div>
          </>
        )}
        {auth.status === 'signed-in' && notifications ? <span className={s.bellSlot}><Suspense>{notifications}</Suspense></span> : null}
      </div>
    </header>
  );
}
