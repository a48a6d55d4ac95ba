import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { withoutSecrets } from './authCopy';

/**
 * The location as the page was opened (with the e-mailed token), kept; the address
 * bar is then replaced by the same URL without token parameters, so the token does not
 * stay in history, bookmarks or a shared screenshot. A later link with a new token
 * (same page, new fragment) is taken the same way.
 */
export function useLocationWithoutSecrets(): { search: string; hash: string } {
  const location = useLocation();
  const navigate = useNavigate();
  const [opened, setOpened] = useState(() => ({ search: location.search, hash: location.hash }));
  useEffect(() => {
    const clean = withoutSecrets(location);
    if (!clean) return;
    setOpened((prev) => (prev.search === location.search && prev.hash === location.hash ? prev : { search: location.search, hash: location.hash }));
    navigate(clean, { replace: true, state: location.state });
  }, [location, navigate]);
  return opened;
}
