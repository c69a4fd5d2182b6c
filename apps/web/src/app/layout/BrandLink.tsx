import { Link } from 'react-router';
import { BUSINESS } from '../../lib/business.ts';

/** The brand as a link home; index.html draws the same brand before the app's code arrives. */
export function BrandLink() {
  return (
    <Link to="/" className="app-brand" aria-label={`${BUSINESS.shortName} trade portal, home`}>
      <svg width="36" height="36" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="6" fill="#ffffff" />
        <path d="M10 7h12v3h-4.5v12H22v3H10v-3h4.5V10H10z" fill="#1f3f63" />
      </svg>
      <span>
        <span className="app-brand-name">{BUSINESS.shortName}</span>
        <br />
        <span className="app-brand-tag">Trade Portal</span>
      </span>
    </Link>
  );
}
