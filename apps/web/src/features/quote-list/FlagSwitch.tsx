import { Switch } from '@mantine/core';
import { useState } from 'react';
import { errorMessage } from '../../lib/api.ts';
import { notifyError, notifySuccess } from '../../lib/notify.ts';
import { type QuoteFlag, useFlagChangePending, useSetQuoteFlag } from './api/setQuoteFlag.ts';

const NAMES: Record<QuoteFlag, string> = { ready: 'Ready/Review', sent: 'Sent', archive: 'Archive' };

/** An admin's Ready/Review, Sent or Archive toggle (accounts spec 4.2); the server records it. */
export function FlagSwitch({
  id,
  flag,
  checked,
  version,
}: {
  id: number;
  flag: QuoteFlag;
  checked: boolean;
  /** The version the row was read at (the list refreshes it after each change). */
  version: number;
}) {
  const setFlag = useSetQuoteFlag();
  // While any switch is being set the row's version is about to change: wait for the new one.
  const busy = useFlagChangePending();
  // Shows the wanted state while the call runs; the refreshed list then confirms it.
  const [wanted, setWanted] = useState<boolean | null>(null);
  return (
    <Switch
      size="sm"
      aria-label={`${NAMES[flag]} for quote ${id}`}
      checked={wanted ?? checked}
      disabled={busy}
      onChange={(event) => {
        const on = event.currentTarget.checked;
        setWanted(on);
        setFlag.mutate(
          { id, flag, on, version },
          {
            onSuccess: (message) => notifySuccess(message),
            onError: (error) => notifyError(errorMessage(error)),
            onSettled: () => setWanted(null),
          },
        );
      }}
    />
  );
}
