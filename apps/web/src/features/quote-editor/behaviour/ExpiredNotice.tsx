import { Alert, Text } from '@mantine/core';
import { EXPIRY_MESSAGES } from '@portal/domain/quote-links';

/**
 * A quote past the end of its valid-to day: the day it expired (DD/MM/YYYY), and what can be
 * done now. The customer asks for updated pricing; staff renew or re-price it.
 */
export function ExpiredNotice({ validTo, admin }: { validTo: string; admin: boolean }) {
  return (
    <Alert
      color="orange.9"
      variant="light"
      title={EXPIRY_MESSAGES.expiredOn(validTo)}
      role="status"
      mb="md"
      styles={{ title: { color: 'var(--mantine-color-text)' } }}
    >
      <Text size="sm">
        {admin
          ? 'It can no longer be accepted. Renew it at the same prices, or Re-price it at today’s prices.'
          : 'It can no longer be accepted. Use Request updated pricing and we will send you a current quote.'}
      </Text>
    </Alert>
  );
}
