import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { useSectionNavigation } from './useSectionNavigation';
import { createTestEnv, lastLocation, wrapperFor } from '../../test/testClient';

function mockReducedMotion(matches: boolean) {
  window.matchMedia = vi.fn().mockImplementation((q: string) => ({
    matches, media: q, addEventListener: vi.fn(), removeEventListener: vi.fn(),
  })) as unknown as typeof window.matchMedia;
}

function section(id: string, tag = 'section') {
  const el = document.createElement(tag);
  el.id = id;
  el.scrollIntoView = vi.fn();
  document.body.append(el);
  return el;
}

describe('useSectionNavigation focus', () => {
  afterEach(() => { document.body.innerHTML = ''; });

  it('moves focus to the chosen section on the home page, without a second scroll', () => {
    mockReducedMotion(false);
    const faq = section('faq');
    const menuLink = document.createElement('a');
    menuLink.href = '/#faq';
    document.body.append(menuLink);
    menuLink.focus();
    const focus = vi.spyOn(faq, 'focus');
    const { result } = renderHook(() => useSectionNavigation(), { wrapper: wrapperFor(createTestEnv(), '/') });
    act(() => result.current.goTo('faq'));
    expect(document.activeElement).toBe(faq);
    expect(faq).toHaveAttribute('tabindex', '-1');
    expect(focus).toHaveBeenCalledWith({ preventScroll: true });
    expect(faq.scrollIntoView).toHaveBeenCalledTimes(1);
    expect(lastLocation.current).toMatchObject({ pathname: '/', hash: '' });
  });

  it('keeps a natively focusable target in the tab order', () => {
    mockReducedMotion(false);
    const contact = section('contact', 'button');
    const { result } = renderHook(() => useSectionNavigation(), { wrapper: wrapperFor(createTestEnv(), '/') });
    act(() => result.current.goTo('contact'));
    expect(document.activeElement).toBe(contact);
    expect(contact).not.toHaveAttribute('tabindex');
  });

  it('does not move focus when navigating from another page (useRouteFocus does that there)', () => {
    mockReducedMotion(false);
    const faq = section('faq');
    const { result } = renderHook(() => useSectionNavigation(), { wrapper: wrapperFor(createTestEnv(), '/signin') });
    act(() => result.current.goTo('faq'));
    expect(lastLocation.current).toMatchObject({ pathname: '/', hash: '#faq' });
    expect(document.activeElement).not.toBe(faq);
  });
});
