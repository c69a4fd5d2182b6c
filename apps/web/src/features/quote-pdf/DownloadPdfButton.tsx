import { Button } from '@mantine/core';
import { useState } from 'react';
import { errorMessage } from '../../lib/api.ts';
import { notifyError } from '../../lib/notify.ts';
import { downloadQuotePdf } from './downloadQuotePdf.ts';

/** Download PDF on the quote view page: busy while the server draws it, a message if it cannot. */
export function DownloadPdfButton({ quoteId, revision }: { quoteId: number; revision: number }) {
  const [busy, setBusy] = useState(false);
  const onClick = async () => {
    setBusy(true);
    try {
      await downloadQuotePdf(quoteId, revision);
    } catch (error) {
      notifyError(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="default" loading={busy} onClick={onClick}>
      Download PDF
    </Button>
  );
}
