// Lazy route module for /AdminApplications: replaced by the real page in issue 9.
import { PlaceholderPage } from '../PlaceholderPage';

export function AdminApplicationsRoute() {
  return <PlaceholderPage title="Affiliate applications" issue={9} />;
}
