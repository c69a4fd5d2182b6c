import { useEffect, useState } from 'react';
import { apiBlob, errorMessage } from '../../../lib/api.ts';

export type FileBlob =
  | { status: 'loading' }
  | { status: 'failed'; message: string }
  | { status: 'ready'; blob: Blob };

/**
 * Fetches the file with the user's bearer token (the API serves files only as attachments to
 * their owner and staff, so an `<img src>` or a pdfjs URL could not reach them). A network or
 * server failure reads 'Something was wrong. Try again'; a refusal reads the server's message
 * (quote spec 8). Closing the preview aborts the download.
 */
export function useFileBlob(url: string): FileBlob {
  const [state, setState] = useState<FileBlob>({ status: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    apiBlob(url, { signal: controller.signal }).then(
      (blob) => setState({ status: 'ready', blob }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setState({ status: 'failed', message: errorMessage(error) });
      },
    );
    return () => controller.abort();
  }, [url]);
  return state;
}
