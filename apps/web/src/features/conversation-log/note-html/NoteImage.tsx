import { fileIdOfReference } from '@portal/domain/files';
import { useEffect, useState } from 'react';
import { apiBlob } from '../../../lib/api.ts';

const FIT = { maxWidth: '100%', height: 'auto' } as const;

/** One of our stored files: it needs the bearer token, which an <img> cannot send, so it is fetched. */
function StoredImage({ fileId, alt }: { fileId: number; alt: string }) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    const abort = new AbortController();
    let objectUrl: string | null = null;
    apiBlob(`/files/${fileId}`, { signal: abort.signal }).then(
      (blob) => {
        objectUrl = URL.createObjectURL(blob);
        setUrl(objectUrl);
      },
      // A file no longer there shows as its alternative text.
      () => setUrl(null),
    );
    return () => {
      abort.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [fileId]);
  if (url === null) return alt ? <span>[{alt}]</span> : null;
  return <img src={url} alt={alt} style={FIT} />;
}

/** An image in a note (its source already passed the domain's allowlist): inline bitmaps show as they are. */
export function NoteImage({ src, alt }: { src: string; alt: string }) {
  const fileId = fileIdOfReference(src);
  if (fileId !== null) return <StoredImage fileId={fileId} alt={alt} />;
  return <img src={src} alt={alt} style={FIT} />;
}
