import { Anchor, Text } from '@mantine/core';
import { BUSINESS } from '../../lib/business.ts';

/** Spec 1: the login page shows a business phone and mail contact text. */
export function ContactLine() {
  return (
    <Text size="sm" c="dimmed">
      Need help with your account? Call us on <Anchor href={BUSINESS.phoneHref}>{BUSINESS.phone}</Anchor> or
      email <Anchor href={`mailto:${BUSINESS.email}`}>{BUSINESS.email}</Anchor>.
    </Text>
  );
}
