import { Container } from '@mantine/core';
import {
  addressLinesOf,
  businessNameOf,
  legalLineOf,
  phoneHrefOf,
  websiteLabelOf,
} from '@portal/domain/business-settings';
import { useBusiness } from '../../lib/business.ts';
import classes from './layout.module.css';

/** Quote spec 2: the footer shows the trading name, address, phone, email, website and social links, as staff set them. */
export function Footer() {
  const business = useBusiness();
  const year = new Date().getFullYear();
  const address = addressLinesOf(business.address);
  const legal = legalLineOf(business);
  return (
    <footer className={classes.footer}>
      <Container size="lg">
        <div className={classes.footerGrid}>
          <div>
            <h2 className={classes.footerHeading}>{businessNameOf(business)}</h2>
            {address.length > 0 && (
              // One line per line of the address as staff typed it.
              <address style={{ fontStyle: 'normal', whiteSpace: 'pre-line' }}>{address.join('\n')}</address>
            )}
          </div>
          <div>
            <h2 className={classes.footerHeading}>Contact</h2>
            <ul className={classes.footerList}>
              {business.phone && (
                <li>
                  Phone: <a href={phoneHrefOf(business.phone)}>{business.phone}</a>
                </li>
              )}
              {business.email && (
                <li>
                  Email: <a href={`mailto:${business.email}`}>{business.email}</a>
                </li>
              )}
              {business.website && (
                <li>
                  Web:{' '}
                  <a href={business.website} target="_blank" rel="noopener noreferrer">
                    {websiteLabelOf(business.website)}
                  </a>
                </li>
              )}
              {/* The zone name is the day's, set by the server (PublicBusiness). */}
              {business.opening_hours_today && <li>{business.opening_hours_today}</li>}
            </ul>
          </div>
          {business.social_links.length > 0 && (
            <div>
              <h2 className={classes.footerHeading}>Follow us</h2>
              <ul className={classes.footerList}>
                {business.social_links.map((s) => (
                  <li key={`${s.name}-${s.url}`}>
                    <a href={s.url} target="_blank" rel="noopener noreferrer">
                      {s.name}
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          )}
        </div>
        <div className={classes.footerBottom}>
          <span>
            © {year} {legal || businessNameOf(business)}
          </span>
          <span>Prices in Australian dollars and include GST where shown.</span>
        </div>
      </Container>
    </footer>
  );
}
