/**
 * Saves a file the page already holds (a preview, a download) under its display name: no
 * second download, and the bearer token never goes into a URL. The browser reads the `blob:` URL while the click is
 * handled; a short delay before revoking covers browsers that read it a little later.
 */
export function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
