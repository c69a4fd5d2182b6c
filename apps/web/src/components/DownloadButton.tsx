import { Button } from '@mantine/core';
import { useState } from 'react';
import { errorMessage } from '../lib/api.ts';
import { notifyError } from '../lib/notify.ts';

/** A button that downloads a file the server draws: busy meanwhile, a message if it cannot. */
export function DownloadButton({ label, download }: { label: string; download: () => Promise<void> }) {
  const [busy, setBusy] = useState(false);
  const onClick = async () => {
    setBusy(true);
    try {
      await download();
    } catch (error) {
      notifyError(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="default" loading={busy} onClick={onClick}>
      {label}
    </Button>
  );
}
