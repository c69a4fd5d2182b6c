import { Text } from '@mantine/core';
import { useFileBlob, useObjectUrl } from '../../files/preview/index.ts';

const PICTURE_STYLE = { maxWidth: '100%', maxHeight: 120, objectFit: 'contain', display: 'block' } as const;

/** A stored logo file: a bitmap is drawn; a PDF or EPS is named, since it is production artwork. */
function StoredLogo({ fileId }: { fileId: number }) {
  const file = useFileBlob(`/files/${fileId}`);
  const blob = file.status === 'ready' ? file.blob : null;
  const url = useObjectUrl(blob && /^image\/(png|jpeg|gif)$/.test(blob.type) ? blob : null);
  if (file.status === 'loading') return <Text size="sm">Loading the logo…</Text>;
  if (file.status === 'failed') return <Text size="sm">{file.message}</Text>;
  if (url) return <img src={url} alt="The quote's logo" style={PICTURE_STYLE} />;
  return <Text size="sm">Production artwork ({file.blob.type === 'application/pdf' ? 'PDF' : 'EPS'}).</Text>;
}

/** The quote's logo as it is stored: a reference to the client's file, or an older bitmap data URL. */
export function LogoPicture({ logo, fileId }: { logo: string; fileId: number | null }) {
  if (fileId !== null) return <StoredLogo fileId={fileId} />;
  // Only a bitmap data URL is drawn: the server checked it by content before storing it.
  if (/^data:image\/(png|jpeg|gif);base64,/.test(logo))
    return <img src={logo} alt="The quote's logo" style={PICTURE_STYLE} />;
  return <Text size="sm">The logo cannot be shown.</Text>;
}
