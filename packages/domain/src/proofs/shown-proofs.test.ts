import { describe, expect, it } from 'vitest';
import type { ProofView } from './answers.ts';
import { proofsUpToFirstPicture } from './shown-proofs.ts';

const proof = (id: number, type: ProofView['file']['type']) =>
  ({ id, file: { name: `p${id}`, sha256: '', type, size: 1 } }) as ProofView;

describe('the proofs drawn before the first picture is shown', () => {
  it('are those up to and including the first picture', () => {
    const pdf = proof(1, 'pdf');
    const jpeg = proof(2, 'jpeg');
    const png = proof(3, 'png');
    expect(proofsUpToFirstPicture([pdf, jpeg, png])).toEqual([pdf, jpeg]);
    expect(proofsUpToFirstPicture([jpeg, pdf])).toEqual([jpeg]);
  });

  it('are all of them when none is a picture', () => {
    const pdfs = [proof(1, 'pdf'), proof(2, 'pdf')];
    expect(proofsUpToFirstPicture(pdfs)).toEqual(pdfs);
  });
});
