import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { quoteRecord } from '../quote/schema/record.ts';
import { answerSchema, answerShape } from './answer-schema.ts';

describe('answerSchema', () => {
  it('accepts what the request schema produces, and encodes it unchanged', () => {
    const stored = quoteRecord.parse({
      id: '7',
      price: '12.50',
      ready: '1',
      content: JSON.stringify([
        { items: [{ type: 'product', qty: '3', price: '2', position: ['Front'] }], groups: [] },
      ]),
    });
    const answer = answerSchema(quoteRecord);
    expect(z.encode(answer, stored)).toEqual(stored);
  });

  it('refuses what only a request may hold: text for a number, a missing defaulted field', () => {
    const answer = answerSchema(z.object({ qty: z.number().catch(0), revision: z.number().default(1) }));
    expect(answer.safeParse({ qty: 'three', revision: 1 }).success).toBe(false);
    expect(answer.safeParse({ qty: 3 }).success).toBe(false);
    expect(answer.safeParse({ qty: 3, revision: 1 }).success).toBe(true);
  });

  it('never runs a transform: a registered shape stands for its output', () => {
    const renamed = answerShape(
      z.object({ a: z.string() }).transform(({ a }) => ({ b: a })),
      z.object({ b: z.string() }),
    );
    const answer = answerSchema(z.object({ item: renamed }));
    expect(z.encode(answer, { item: { b: 'x' } })).toEqual({ item: { b: 'x' } });
    expect(answer.safeParse({ item: { a: 'x' } }).success).toBe(false);
  });
});
