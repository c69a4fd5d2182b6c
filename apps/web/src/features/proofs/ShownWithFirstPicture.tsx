import { Loader } from '@mantine/core';
import { firstDrawnProof, type ProofPage } from '@portal/domain/proofs';
import type { ReactNode } from 'react';
import { FirstPictureShown } from './first-picture-shown.ts';
import { LOADING_PROOFS } from './loading-label.ts';
import { usePictureReady } from './use-picture-ready.ts';

type Props = {
  /** The proofs the content draws: it waits only when one of them is a picture (not a PDF). */
  page: ProofPage;
  children: ReactNode;
};

/**
 * A proof page's content kept hidden, with a spinner over its space, until the first picture
 * inside it has loaded (usePictureReady), so that picture comes in at its size rather than
 * pushing the forms below it down as the page is read. What follows the first proof's picture
 * and spec is drawn once it is shown (first-picture-shown.ts).
 */
export function ShownWithFirstPicture({ page, children }: Props) {
  const picture = usePictureReady(firstDrawnProof(page) !== undefined);
  return (
    <div ref={picture.boxRef} style={{ position: 'relative' }}>
      {!picture.ready && (
        <Loader role="status" aria-label={LOADING_PROOFS} style={{ position: 'absolute', top: 0, left: 0 }} />
      )}
      <div style={{ visibility: picture.ready ? 'visible' : 'hidden' }}>
        <FirstPictureShown value={picture.ready}>{children}</FirstPictureShown>
      </div>
    </div>
  );
}
