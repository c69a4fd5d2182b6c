/**
 * Whether two lists hold the very same objects in the same order. Operations that may leave a
 * document as it was use it to hand back the original, so callers that compare by identity
 * (the editor's memoised rows, the pricing cache) see no change.
 */
export const sameItems = <T>(a: readonly T[], b: readonly T[]): boolean =>
  a.length === b.length && a.every((item, i) => item === b[i]);
