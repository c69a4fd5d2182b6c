import { type ComparedLine, type RevisionSnapshot, wholeDocumentLines } from '@portal/domain/revisions';
import { useEffect, useState } from 'react';
import { errorMessage } from '../../lib/api.ts';

type WholeDocument = { lines: ComparedLine[] | null; error: string | null };

/**
 * The whole document with the changes marked, once it is `wanted`: the comparison carries only
 * the lines that differ, and the rest are put back from the newer revision, fetched (or taken
 * from the page) the first time it is wanted and kept while the comparison stays the same.
 */
export function useWholeDocument(
  changed: ComparedLine[],
  newer: () => RevisionSnapshot | Promise<RevisionSnapshot>,
  wanted: boolean,
): WholeDocument {
  const [whole, setWhole] = useState<{ of: ComparedLine[]; lines: ComparedLine[] } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const have = whole?.of === changed;
  useEffect(() => {
    if (!wanted || have) return;
    let current = true;
    setError(null);
    Promise.resolve()
      .then(newer)
      .then((snapshot) => {
        if (current) setWhole({ of: changed, lines: wholeDocumentLines(changed, snapshot) });
      })
      .catch((cause: unknown) => {
        if (current) setError(errorMessage(cause));
      });
    return () => {
      current = false;
    };
  }, [wanted, have, changed, newer]);
  return { lines: have ? (whole?.lines ?? null) : null, error };
}
