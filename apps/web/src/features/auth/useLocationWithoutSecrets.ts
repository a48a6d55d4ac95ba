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
  const clean = withoutSecrets(location);
  // A new link with a token is kept as it arrives (during render, as React advises for state
  // that follows a value); the address then loses the token in the effect.
  if (clean && (opened.search !== location.search || opened.hash !== location.hash)) {
    setOpened({ search: location.search, hash: location.hash });
  }
  useEffect(() => {
    if (clean) navigate(clean, { replace: true, state: location.state });
  }, [clean, location.state, navigate]);
  return opened;
}
