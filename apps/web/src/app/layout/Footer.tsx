import { Container } from '@mantine/core';
import { hoursWithZoneName } from '@portal/domain/dates';
import { BUSINESS } from '../../lib/business.ts';
import classes from './layout.module.css';

/** The business's time zone (it trades from Victoria): the hours' zone name follows its daylight saving. */
const BUSINESS_TIME_ZONE = 'Australia/Melbourne';

export function Footer() {
  const year = new Date().getFullYear();
  return (
    <footer className={classes.footer}>
      <Container size="lg">
        <div className={classes.footerGrid}>
          <div>
            <h2 className={classes.footerHeading}>{BUSINESS.tradingName}</h2>
            <address style={{ fontStyle: 'normal' }}>
              {BUSINESS.address.street}
              <br />
              {BUSINESS.address.locality}
              <br />
              {BUSINESS.address.country}
            </address>
          </div>
          <div>
            <h2 className={classes.footerHeading}>Contact</h2>
            <ul className={classes.footerList}>
              <li>
                Phone: <a href={BUSINESS.phoneHref}>{BUSINESS.phone}</a>
              </li>
              <li>
                Email: <a href={`mailto:${BUSINESS.email}`}>{BUSINESS.email}</a>
              </li>
              <li>
                Web:{' '}
                <a href={BUSINESS.website} target="_blank" rel="noopener noreferrer">
                  {BUSINESS.websiteLabel}
                </a>
              </li>
              <li>{hoursWithZoneName(BUSINESS.hours, new Date(), BUSINESS_TIME_ZONE)}</li>
            </ul>
          </div>
          <div>
            <h2 className={classes.footerHeading}>Follow us</h2>
            <ul className={classes.footerList}>
              {BUSINESS.social.map((s) => (
                <li key={s.name}>
                  <a href={s.href} target="_blank" rel="noopener noreferrer">
                    {s.name}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        </div>
        <div className={classes.footerBottom}>
          <span>
            © {year} {BUSINESS.legalLine}
          </span>
          <span>Prices in Australian dollars and include GST where shown.</span>
        </div>
      </Container>
    </footer>
  );
}
