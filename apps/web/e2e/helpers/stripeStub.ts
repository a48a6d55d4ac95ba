// A minimal, readable fake of Stripe.js for the e2e suite. `useStripeStub(page)` intercepts
// every request to https://js.stripe.com/** (nothing reaches the network) and serves a
// script that defines `window.Stripe`.
//
// What the fake does:
// - `Stripe(key)` returns an object with the four methods <Elements> checks for
//   (elements, createToken, createPaymentMethod, confirmCardPayment) plus confirmCardSetup.
// - `elements().create('card')` gives an element whose mount() puts a plain text input
//   (label 'Card number') in the host page; it emits 'change' events like the real one.
// - The typed number picks the result, as Stripe's test cards do:
//     4242 4242 4242 4242 -> pm_card_visa        5555 5555 5555 4444 -> pm_card_mastercard
//     4000 0000 0000 0002 -> { error: { message: 'Your card was declined.' } }
//     empty / too short   -> { error: { message: 'Your card number is incomplete.' } }
//   `window.__stripeStub.decline = true` declines any card.
// - Every call is recorded in `window.__stripeStub.calls` for assertions.
import type { Page } from '@playwright/test';

export const STUB_CARDS = {
  visa: '4242424242424242',
  mastercard: '5555555555554444',
  declined: '4000000000000002',
} as const;

export const DECLINED_MESSAGE = 'Your card was declined.';

const stubScript = String.raw`(() => {
  const state = (window.__stripeStub = { decline: false, calls: [] });
  const cards = { '4242424242424242': 'pm_card_visa', '5555555555554444': 'pm_card_mastercard' };
  let mounted = null; // the one card input, as the real card element is one field

  const digits = () => (mounted ? mounted.value.replace(/\D/g, '') : '');
  const outcome = () => {
    const n = digits();
    if (n.length < 16) return { error: { type: 'validation_error', code: 'incomplete_number', message: 'Your card number is incomplete.' } };
    if (state.decline || n === '4000000000000002') return { error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' } };
    return { id: cards[n] || 'pm_card_visa' };
  };
  const later = (v) => new Promise((r) => setTimeout(() => r(v), 30));

  function createCardElement() {
    const listeners = {};
    const emit = (event, payload) => (listeners[event] || []).forEach((cb) => cb(payload));
    return {
      mount(node) {
        const input = document.createElement('input');
        input.type = 'text';
        input.inputMode = 'numeric';
        input.autocomplete = 'cc-number';
        input.placeholder = 'Card number';
        input.setAttribute('aria-label', 'Card number');
        input.style.cssText = 'width:100%;border:0;outline:0;font:inherit;background:transparent;color:inherit';
        input.addEventListener('input', () => {
          const n = digits();
          emit('change', { elementType: 'card', empty: n.length === 0, complete: n.length >= 16, error: undefined, brand: 'unknown' });
        });
        input.addEventListener('focus', () => emit('focus', {}));
        input.addEventListener('blur', () => emit('blur', {}));
        node.appendChild(input);
        mounted = input;
        setTimeout(() => emit('ready', {}), 0);
      },
      on(event, cb) { (listeners[event] = listeners[event] || []).push(cb); return this; },
      off(event, cb) { listeners[event] = (listeners[event] || []).filter((x) => x !== cb); return this; },
      update() {},
      clear() { if (mounted) mounted.value = ''; },
      focus() { if (mounted) mounted.focus(); },
      blur() { if (mounted) mounted.blur(); },
      unmount() { if (mounted) mounted.remove(); mounted = null; },
      destroy() { this.unmount(); },
    };
  }

  function Stripe(key) {
    state.calls.push(['Stripe', key]);
    const elementsByType = {};
    return {
      elements() {
        return {
          create(type) { return (elementsByType[type] = createCardElement()); },
          // react-stripe-js passes its component (CardElement), which names its type in __elementType.
          getElement(type) { return elementsByType[typeof type === 'string' ? type : type && type.__elementType] || null; },
          update() {},
        };
      },
      createToken() {
        state.calls.push(['createToken']);
        const o = outcome();
        return later(o.error ? { error: o.error } : { token: { id: 'tok_visa', card: { last4: digits().slice(-4) } } });
      },
      createPaymentMethod(data) {
        state.calls.push(['createPaymentMethod', data && data.type]);
        const o = outcome();
        return later(o.error ? { error: o.error } : { paymentMethod: { id: o.id, type: 'card' } });
      },
      confirmCardSetup(clientSecret) {
        state.calls.push(['confirmCardSetup', clientSecret]);
        const o = outcome();
        return later(o.error ? { error: o.error } : { setupIntent: { id: String(clientSecret).split('_secret_')[0], status: 'succeeded', payment_method: o.id } });
      },
      confirmCardPayment(clientSecret, data) {
        state.calls.push(['confirmCardPayment', clientSecret]);
        if (state.decline) return later({ error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' } });
        const pm = data && typeof data.payment_method === 'string' ? data.payment_method : outcome().id;
        return later({ paymentIntent: { id: String(clientSecret).split('_secret_')[0], status: 'succeeded', payment_method: pm } });
      },
      registerAppInfo() {},
      _registerWrapper() {},
    };
  }
  // The release @stripe/stripe-js 10.2.1 expects, so it logs no version warning.
  Stripe.version = 'endive';
  window.Stripe = Stripe;
})();`;

/** Serves the fake for every js.stripe.com request of this page; returns the list of requested URLs. */
export async function serveStripeStub(page: Page): Promise<string[]> {
  const requested: string[] = [];
  await page.route('https://js.stripe.com/**', async (route) => {
    requested.push(route.request().url());
    await route.fulfill({ status: 200, contentType: 'application/javascript; charset=utf-8', body: stubScript });
  });
  return requested;
}

/** Declines every card from now on (as if the bank refused it). */
export async function declineAllCards(page: Page) {
  await page.evaluate(() => { (window as unknown as { __stripeStub: { decline: boolean } }).__stripeStub.decline = true; });
}
