import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { LANDING_SECTIONS, type LandingSection } from '@pt/api';
import { scrollToId } from '../scroll';
import { useReducedMotion } from './useReducedMotion';
import { focusWithoutScroll } from './useRouteFocus';

/**
 * Header section links (product §2): on '/' scroll smoothly (instantly under reduced
 * motion) to #about/#pricing/#faq/#contact and move focus to that section (without a
 * second scroll) so keyboard users continue from there; elsewhere go to '/#section' (then
 * `useRouteFocus` focuses the section). Either way `onNavigate` runs (close the mobile menu).
 */
export function useSectionNavigation(options: { onNavigate?(): void } = {}) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const reducedMotion = useReducedMotion();
  const { onNavigate } = options;
  const goTo = useCallback((section: LandingSection | string) => {
    onNavigate?.();
    if (pathname === '/' && scrollToId(section, reducedMotion)) {
      const target = document.getElementById(section);
      if (target) focusWithoutScroll(target);
      return;
    }
    navigate(`/#${section}`);
  }, [pathname, navigate, reducedMotion, onNavigate]);
  return {
    /** The SDK's landing sections, `{ id, label }` in page order. */
    sections: LANDING_SECTIONS,
    goTo,
    /** Props for an <a>: a real href plus the in-page behaviour. */
    linkProps: (section: LandingSection | string) => ({
      href: `/#${section}`,
      onClick: (e: { preventDefault(): void }) => { e.preventDefault(); goTo(section); },
    }),
  };
}
