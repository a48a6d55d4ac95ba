import { Disclosure, DisclosureButton, DisclosurePanel } from '@headlessui/react';
import { useEffect, useRef, type RefObject } from 'react';
import { sprinkles } from '../../theme/sprinkles';
import { button } from '../../primitives/Button/Button.css';
import { ButtonLink } from '../../primitives/ButtonLink';
import { ChevronDownIcon } from '../../primitives/Icon';
import { defaultRenderLink, type RenderLink } from '../../primitives/SiteLink';

export interface AppNavigationItem {
  href: string;
  label: string;
}

export interface AppNavigationProps {
  items: readonly AppNavigationItem[];
  /** The href of the page shown (among `items`): marked with `aria-current="page"` and pressed. */
  currentHref: string;
  /** The landmark's name. */
  label?: string;
  /** The phone menu button's text, before the current page's name. */
  menuLabel?: string;
  renderLink?: RenderLink;
  /** Starts with the phone menu open (stories, tests). */
  defaultOpen?: boolean;
}

/**
 * The app's own navigation (the workspace's pages): a row of links from the medium breakpoint, and
 * below it a menu button naming the current page that opens the same list (Headless UI's
 * Disclosure: Enter or Space opens and closes it; Escape closes it and returns to the button;
 * choosing a page closes it). The current page's link has `aria-current="page"` and looks pressed.
 * Laid out with the theme's utilities only, so it adds nothing to the app's stylesheet.
 */
export function AppNavigation({ items, currentHref, label = 'App', menuLabel = 'Menu', renderLink = defaultRenderLink, defaultOpen = false }: AppNavigationProps) {
  // The current page's link says so (aria-current), through the app's own link renderer.
  const currentLink: RenderLink = (props) => renderLink({ ...props, 'aria-current': 'page' });
  const buttonRef = useRef<HTMLButtonElement>(null);
  const current = items.find((item) => item.href === currentHref);
  return (
    <Disclosure as="nav" aria-label={label} defaultOpen={defaultOpen}>
      {({ open, close }) => (
        <div className={sprinkles({ display: 'flex', flexDirection: 'column', gap: '2' })}>
          <CloseOnEscape open={open} close={close} returnTo={buttonRef} />
          <div className={sprinkles({ display: { base: 'block', md: 'none' } })}>
            <DisclosureButton ref={buttonRef} className={button({ variant: 'outline', size: 'md', fullWidth: true })}>
              <span>
                {menuLabel}
                {current ? <>{': '}<strong>{current.label}</strong></> : null}
              </span>
              <ChevronDownIcon size={18} style={{ transform: open ? 'rotate(180deg)' : undefined, flexShrink: 0 }} />
            </DisclosureButton>
          </div>
          <DisclosurePanel static className={sprinkles({ display: { base: open ? 'block' : 'none', md: 'block' } })}>
            <ul className={sprinkles({ display: 'flex', flexDirection: { base: 'column', md: 'row' }, flexWrap: 'wrap', gap: '2' })} style={LIST_RESET}>
              {items.map((item) => {
                const isCurrent = item.href === currentHref;
                return (
                  <li key={item.href} style={{ display: 'flex', flexDirection: 'column' }}>
                    <ButtonLink
                      href={item.href}
                      size="sm"
                      variant={isCurrent ? 'secondary' : 'ghost'}
                      renderLink={isCurrent ? currentLink : renderLink}
                      onClick={() => close()}
                    >
                      {item.label}
                    </ButtonLink>
                  </li>
                );
              })}
            </ul>
          </DisclosurePanel>
        </div>
      )}
    </Disclosure>
  );
}

/** While the phone menu is open, Escape closes it and returns to its button (as the site header's menu does). */
function CloseOnEscape({ open, close, returnTo }: { open: boolean; close: (focus?: RefObject<HTMLElement | null>) => void; returnTo: RefObject<HTMLButtonElement | null> }) {
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => { if (event.key === 'Escape') close(returnTo); };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, close, returnTo]);
  return null;
}

// Inline rather than a rule of its own: the app has one stylesheet, which every page (the landing too) loads.
const LIST_RESET = { listStyle: 'none', padding: 0, margin: 0 } as const;
