import { Loader } from '@mantine/core';
import { logoSource, useQuoteLogo } from './api/getQuoteLogo.ts';
import { DefaultLogo } from './DefaultLogo.tsx';

/** The quote's logo, or the default one when it has none or it cannot load. */
export function LogoImage({ id, size, hasLogo }: { id: number; size: number; hasLogo: boolean }) {
  const logo = useQuoteLogo(id, hasLogo);
  if (!hasLogo) return <DefaultLogo size={size} />;
  if (logo.isPending)
    return <Loader role="status" size="xs" aria-label={`Loading the logo of quote ${id}`} />;
  const src = logoSource(logo.data ?? '');
  if (!src) return <DefaultLogo size={size} />;
  return (
    <img
      src={src}
      alt={`Logo of quote ${id}`}
      style={{ maxWidth: size, maxHeight: size, objectFit: 'contain', display: 'block' }}
    />
  );
}
