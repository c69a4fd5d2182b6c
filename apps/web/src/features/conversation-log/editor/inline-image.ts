import { INLINE_IMAGE_MAX_BYTES, INLINE_IMAGE_TYPES, inlineImageOf } from '@portal/domain/memos';

const readDataUrl = (file: File): Promise<string> =>
  new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });

/**
 * A picked picture as a data URL for the note, when the domain lets it ride inline (a png,
 * jpeg or gif up to INLINE_IMAGE_MAX_BYTES); null when it must go as an attached file instead.
 */
export async function inlineImageSource(file: File): Promise<string | null> {
  if (!(INLINE_IMAGE_TYPES as readonly string[]).includes(file.type)) return null;
  if (file.size > INLINE_IMAGE_MAX_BYTES) return null;
  const source = await readDataUrl(file);
  return inlineImageOf(source) ? source : null;
}
