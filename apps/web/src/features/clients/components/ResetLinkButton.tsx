import { Button, CopyButton, Group, Stack, Text, TextInput } from '@mantine/core';
import { formatDisplayDateTime } from '@portal/domain/dates';
import { useState } from 'react';
import { DialogFrame } from '../../../components/DialogFrame.tsx';
import { FormMessage } from '../../../components/FormMessage.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { useMakeResetLink } from '../api/makeResetLink.ts';

/**
 * Staff make the chosen customer a one-time password reset link to pass on: on
 * a portal with no mail server it is the only way back in. The link is shown once, here; the
 * server keeps only its hash, and a new link ends the last.
 */
export function ResetLinkButton({ userId }: { userId: number }) {
  const make = useMakeResetLink();
  const [opened, setOpened] = useState(false);
  const close = () => {
    setOpened(false);
    make.reset();
  };
  return (
    <>
      <Button variant="default" onClick={() => setOpened(true)}>
        Password reset link
      </Button>
      <DialogFrame opened={opened} onClose={close} title="Password reset link" size="md">
        {make.data ? (
          <Stack gap="sm">
            <TextInput
              label={`One-time reset link for ${make.data.email}`}
              value={make.data.link}
              readOnly
              onFocus={(event) => event.currentTarget.select()}
            />
            <Text size="sm">
              Pass it on to the customer now: it is shown only this once, works once, and ends at{' '}
              {formatDisplayDateTime(make.data.expires_at)}.
            </Text>
            <Group justify="flex-end">
              <CopyButton value={make.data.link}>
                {({ copied, copy }) => (
                  <Button variant="outline" onClick={copy}>
                    {copied ? 'Copied' : 'Copy link'}
                  </Button>
                )}
              </CopyButton>
              <Button onClick={close}>Done</Button>
            </Group>
          </Stack>
        ) : (
          <Stack gap="sm">
            <Text>
              Make a link with which this customer sets a new password. Any earlier link stops working.
            </Text>
            <FormMessage error={make.isError ? errorMessage(make.error) : null} />
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                Cancel
              </Button>
              <Button loading={make.isPending} onClick={() => make.mutate(userId)}>
                Make the link
              </Button>
            </Group>
          </Stack>
        )}
      </DialogFrame>
    </>
  );
}
