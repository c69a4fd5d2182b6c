import { z } from 'zod';

/** Company logos are stored in the row and sent with the company, so they stay small. */
export const LOGO_MAX_BYTES = 1024 * 1024;
export const LOGO_TYPES = ['image/png', 'image/jpeg', 'image/gif'] as const;
export type LogoType = (typeof LOGO_TYPES)[number];

const startsWith = (bytes: Uint8Array, signature: readonly number[]) =>
  bytes.length >= signature.length && signature.every((byte, i) => bytes[i] === byte);

/** The image type read from the content's first bytes (never from a name or a claim), or null. */
export function logoImageType(bytes: Uint8Array): LogoType | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (
    startsWith(bytes, [0x47, 0x49, 0x46, 0x38]) &&
    (bytes[4] === 0x37 || bytes[4] === 0x39) &&
    bytes[5] === 0x61
  )
    return 'image/gif';
  return null;
}

/** The base64 part of a data URL (`data:image/png;base64,...`) or of bare base64 text; null if neither. */
export function logoBase64Of(text: string): string | null {
  const trimmed = text.trim();
  const match = /^data:[\w.+-]+\/[\w.+-]+(?:;[\w=.+-]+)*;base64,(.*)$/s.exec(trimmed);
  const base64 = (match ? match[1] : trimmed)?.replace(/\s+/g, '') ?? '';
  if (!base64 || !/^[A-Za-z0-9+/]+={0,2}$/.test(base64)) return null;
  return base64;
}

/**
 * POST /companies/addlogo/{companyId}: `logo` as a data URL or base64 text, or as a file in a
 * multipart form (the server sees its bytes). The content decides whether it is an image.
 */
export const addLogoBody = z.object({
  logo: z
    .union([z.string().max(2_000_000), z.custom<Uint8Array>((value) => value instanceof Uint8Array)])
    .optional(),
});
export type AddLogoBody = z.infer<typeof addLogoBody>;

export const logoAnswer = z.object({ message: z.string(), logo: z.string() });
export type LogoAnswer = z.infer<typeof logoAnswer>;
