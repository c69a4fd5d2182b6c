import { Loader } from '@mantine/core';
import type { ReactNode } from 'react';
import { usePictureReady } from './use-picture-ready.ts';

type Props = {
  /** Whether the content draws a picture to wait for; when false it shows at once. */
  waiting: boolean;
  /** The spinner's name while the content waits. */
  label: string;
  children: ReactNode;
};

/**
 * Content kept hidden, with a spinner over its space, until the first picture inside it has
 * loaded (usePictureReady), so that picture comes in at its size rather than pushing the forms
 * below it down as the page is read.
 */
export function ShownWithFirstPicture({ waiting, label, children }: Props) {
  const picture = usePictureReady(waiting);
  return (
    <div ref={picture.boxRef} style={{ position: 'relative' }}>
      {!picture.ready && (
        <Loader role="status" aria-label={label} style={{ position: 'absolute', top: 0, left: 0 }} />
      )}
      <div style={{ visibility: picture.ready ? 'visible' : 'hidden' }}>{children}</div>
    </div>
  );
}
