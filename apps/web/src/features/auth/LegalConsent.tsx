import { Link } from 'react-router-dom';

/** The sign-up footer's links to the terms and privacy pages (product §2). */
export function LegalConsent() {
  return (
    <p>
      By creating an account you agree to our <Link to="/terms-of-service">Terms of Service</Link> and{' '}
      <Link to="/privacy-policy">Privacy Policy</Link>.
    </p>
  );
}
