// The styles of every part of the public site that is prerendered. Those parts are code-split in
// the app, and a bundler puts a lazy chunk's CSS next to that chunk: it would arrive only after
// the JavaScript, so the prerendered HTML would first paint unstyled and then jump. Importing
// this module (it has no runtime code worth the name) puts their CSS in the entry stylesheet.
import '../../primitives/Button/Button.css';
import '../SiteHeader/SiteHeader.css';
import '../SocialLinks/SocialLinks.css';
import '../SkipLink/SkipLink.css';
import '../../primitives/ButtonLink/ButtonLink.css';
import '../IntroHero/IntroHero.css';
import '../PhoneCarousel/PhoneCarousel.css';
import '../../primitives/Section/Section.css';
import '../FeatureList/FeatureList.css';
import '../OfferCard/OfferCard.css';
// The landing's pricing shows billing's cycle toggle (the page composes the two areas): only its CSS.
// eslint-disable-next-line no-restricted-imports
import '../../billing/BillingCycleToggle/BillingCycleToggle.css';
import '../../primitives/Accordion/Accordion.css';
import '../../primitives/Disclosure/Disclosure.css';
import '../ContactPanel/ContactPanel.css';
import '../../primitives/Field/Field.css';
import '../../primitives/Textarea/Textarea.css';
import '../PublicFooter/PublicFooter.css';
import '../LegalDocument/LegalDocument.css';
import '../StatusScreen/StatusScreen.css';

/** Reference this once from eagerly loaded app code to keep the public site's CSS in the entry stylesheet. */
export const SITE_STYLES = 'public-site';
