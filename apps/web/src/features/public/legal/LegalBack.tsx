import { ButtonLink } from '@pt/ui';
import { renderRouterLink } from '../../../app/renderRouterLink';

/** The back-to-home button under every legal page. */
export function LegalBack() {
  return <ButtonLink href="/" variant="outline" renderLink={renderRouterLink}>Back to Home</ButtonLink>;
}
