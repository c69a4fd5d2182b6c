import { describe, expect, it } from 'vitest';
import { judgeChecklist } from './checklist.ts';
import { type GateProof, type ProofDecoration, proofGate } from './gate.ts';
import { answerRefusalOf, stateWhenReplaced } from './states.ts';

const front: ProofDecoration = { row_id: 'd1', position: 'Front', process: 'EMB', label: 'Front · EMB' };
const back: ProofDecoration = { row_id: 'd2', position: 'Back', process: 'SP', label: 'Back · SP' };
const proof = (id: number, row_id: string, version: number, state: GateProof['state']): GateProof => ({
  id,
  row_id,
  version,
  state,
});

describe('the proof gate', () => {
  it('passes when every current proof is approved, judging only the newest version', () => {
    const proofs = [
      proof(1, 'd1', 1, 'approved'),
      proof(2, 'd2', 1, 'superseded'),
      proof(3, 'd2', 2, 'approved'),
    ];
    expect(proofGate([front, back], proofs, [], false)).toEqual({ ok: true, blocked: [] });
  });

  it('blocks a decoration whose newer version is not approved, though an older one was', () => {
    const proofs = [proof(1, 'd1', 1, 'approved'), proof(2, 'd1', 2, 'sent')];
    expect(proofGate([front], proofs, [], false).blocked).toEqual([front]);
  });

  it('lets an override through only for the version it was made against', () => {
    const proofs = [proof(1, 'd1', 1, 'changes_requested')];
    expect(proofGate([front], proofs, [{ row_id: 'd1', proof_id: 1 }], false).ok).toBe(true);
    const newer = [...proofs, proof(2, 'd1', 2, 'draft')];
    expect(proofGate([front], newer, [{ row_id: 'd1', proof_id: 1 }], false).ok).toBe(false);
  });

  it('passes decorations that never had a proof unless proofs are required, then needs an override', () => {
    expect(proofGate([front, back], [], [], false).ok).toBe(true);
    expect(proofGate([front, back], [], [], true).blocked).toEqual([front, back]);
    expect(proofGate([front], [], [{ row_id: 'd1', proof_id: null }], true).ok).toBe(true);
  });
});

describe('proof states and the checklist', () => {
  it('takes an answer only on a sent proof, and keeps an approval when replaced', () => {
    expect(answerRefusalOf('sent')).toBeNull();
    expect(answerRefusalOf('superseded')).toBe('superseded');
    expect(answerRefusalOf('draft')).toBe('notSent');
    expect(answerRefusalOf('approved')).toBe('alreadyAnswered');
    expect(stateWhenReplaced('approved')).toBe('approved');
    expect(stateWhenReplaced('sent')).toBe('superseded');
  });

  it("needs every item of the shop's checklist ticked, in the shop's words and order", () => {
    const list = ['Spelling', 'Colours'];
    const judged = judgeChecklist(list, [
      { item: 'Colours', checked: true },
      { item: 'Made up', checked: true },
    ]);
    expect(judged.answers).toEqual([
      { item: 'Spelling', checked: false },
      { item: 'Colours', checked: true },
    ]);
    expect(judged.refusal).toBe('Please check Spelling before approving the proof.');
    expect(
      judgeChecklist(
        list,
        list.map((item) => ({ item, checked: true })),
      ).refusal,
    ).toBeNull();
  });
});
