import { businessNameOf } from '@portal/domain/business-settings';
import { Link } from 'react-router';
import { useBusiness } from '../../lib/business.ts';

/**
 * The brand as a link home: the business's logo when staff uploaded one, else a plain mark, and
 * its name. The server draws the same brand in index.html before the app's code arrives.
 */
export function BrandLink() {
  const business = useBusiness();
  const name = businessNameOf(business);
  return (
    <Link to="/" className="app-brand" aria-label={`${name} trade portal, home`}>
      {business.logo_url ? (
        <img className="app-brand-logo" src={business.logo_url} alt="" height={36} />
      ) : (
        <svg width="36" height="36" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
          <rect width="32" height="32" rx="6" fill="#ffffff" />
          <path d="M10 7h12v3h-4.5v12H22v3H10v-3h4.5V10H10z" fill="var(--brand-colour, #1f3f63)" />
        </svg>
      )}
      <span>
        <span className="app-brand-name">{name}</span>
        <br />
        <span className="app-brand-tag">Trade Portal</span>
      </span>
    </Link>
  );
}
