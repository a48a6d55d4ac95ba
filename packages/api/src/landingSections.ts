// The landing page's sections that the header links to (product §2), in page order.

export const LANDING_SECTIONS = [
  { id: 'about', label: 'About' },
  { id: 'pricing', label: 'Pricing' },
  { id: 'faq', label: 'FAQ' },
  { id: 'contact', label: 'Contact' },
] as const;

/** A landing section's anchor id: about, pricing, faq, contact. */
export type LandingSection = (typeof LANDING_SECTIONS)[number]['id'];
