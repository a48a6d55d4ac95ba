import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { brand } from '@pt/api';
import { useReducedMotion } from '@pt/react';
import { Accordion, Section } from '@pt/ui';
import { ContactPanel, FeatureList } from '@pt/ui/site';
import { contactInfo, contactSubmittedNotice, faqItems, features } from './landingContent';
import { PricingPart } from './PricingPart';

/** Everything below the hero: about, pricing, FAQ and contact (one chunk, prerendered in full). */
export function LandingSections() {
  const { hash } = useLocation();
  const reducedMotion = useReducedMotion();
  const [pricingSettled, setPricingSettled] = useState(false);
  // The arrival being scrolled to, and whether the visitor has scrolled or pressed a key since.
  const arrival = useRef({ hash: '', visitorMoved: false });
  // Arriving at '/#faq' from another page: scroll to the section once it is on the page, and
  // again once the plans replace their shorter placeholder above it (a smooth scroll keeps the
  // end point it started with, so the taller cards would leave the section half a screen down),
  // unless the visitor has moved meanwhile.
  useEffect(() => {
    const id = decodeURIComponent(hash.slice(1));
    if (!id) return undefined;
    if (arrival.current.hash !== hash) arrival.current = { hash, visitorMoved: false };
    else if (arrival.current.visitorMoved) return undefined;
    document.getElementById(id)?.scrollIntoView({ behavior: reducedMotion ? 'auto' : 'smooth', block: 'start' });
    const moved = () => { arrival.current.visitorMoved = true; };
    const events = ['wheel', 'touchmove', 'keydown'] as const;
    for (const type of events) window.addEventListener(type, moved, { passive: true });
    return () => { for (const type of events) window.removeEventListener(type, moved); };
  }, [hash, reducedMotion, pricingSettled]);
  return (
    <>
      <Section id="about" eyebrow="Why Portfolio Tracker" title="Your whole portfolio, finally in one place" lead="Stocks, ETFs and funds from every broker, tracked together with the analytics that matter.">
        <FeatureList
          mission={{
            title: 'Our mission',
            text: `Investing should not mean juggling five broker apps and a spreadsheet. ${brand.name} gives every investor one honest, clear view of what they own and how it is doing.`,
            stats: [{ value: '3', label: 'Platforms' }, { value: '15 min', label: 'Data delay' }, { value: '14 days', label: 'Free trial' }],
          }}
          features={features}
        />
      </Section>
      <Section id="pricing" tone="muted" eyebrow="Pricing" title="Simple, transparent pricing" lead="Every plan includes a 14-day free trial. No card needed.">
        <PricingPart onSettled={setPricingSettled} />
      </Section>
      <Section id="faq" eyebrow="FAQ" title="Frequently asked questions" containerSize="sm">
        <Accordion items={faqItems} variant="card" />
      </Section>
      <Section id="contact" tone="muted" eyebrow="Contact" title="Get in touch" lead="Questions about your portfolio, plans or partnerships? We are happy to help.">
        <ContactPanel info={contactInfo} submittedNotice={contactSubmittedNotice} />
      </Section>
    </>
  );
}
