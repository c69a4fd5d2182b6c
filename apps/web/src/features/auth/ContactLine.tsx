import { Anchor, Text } from '@mantine/core';
import { phoneHrefOf } from '@portal/domain/business-settings';
import { useBusiness } from '../../lib/business.ts';

/** Spec 1: the login page shows a business phone and mail contact text (the business's own). */
export function ContactLine() {
  const { phone, email } = useBusiness();
  if (!phone && !email) return null;
  return (
    <Text size="sm" c="dimmed">
      Need help with your account?{' '}
      {phone && (
        <>
          Call us on <Anchor href={phoneHrefOf(phone)}>{phone}</Anchor>
          {email ? ' or ' : '.'}
        </>
      )}
      {email && (
        <>
          {phone ? 'email' : 'Email'} <Anchor href={`mailto:${email}`}>{email}</Anchor>.
        </>
      )}
    </Text>
  );
}
