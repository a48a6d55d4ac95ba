import { StatusScreen } from '@pt/ui/site';
import { renderRouterLink } from '../../app/renderRouterLink';

/** Any other path (product §2): 404, 'Oops! Page not found', Return to Home. */
export function NotFoundScreen() {
  return (
    <StatusScreen
      code="404"
      title="Oops! Page not found"
      message="The page you are looking for does not exist or has moved."
      homeAction={{ href: '/', label: 'Return to Home' }}
      renderLink={renderRouterLink}
    />
  );
}
