import type { MemoAddedAnswer } from '@portal/domain/memos';
import { PNG } from '../modules/files/test-files.ts';
import { fileForm } from '../modules/files/test-upload.ts';
import type { TestApp } from './test-app.ts';

export type FreshMemo = { id: number; fileId: number | null };

/**
 * A new note (or file) in the owner's quote log, written by the owner customer itself, so the
 * owner may remove it as well as staff: for the calls that use one up or read one.
 */
export async function freshMemo(
  t: TestApp,
  customerToken: string | undefined,
  quoteId: number,
  kind: 'note' | 'file',
): Promise<FreshMemo> {
  const res =
    kind === 'note'
      ? await t.call<MemoAddedAnswer>('POST', `/api/quotes/addmemo/${quoteId}`, {
          token: customerToken,
          body: { memo_note: '<p>A fresh note</p>' },
        })
      : await (async () => {
          const form = fileForm('file', 'fresh-note.png', PNG, {
            msg_type: 'quote',
            quote_id: String(quoteId),
          });
          return t.call<MemoAddedAnswer>('POST', '/api/quotes/uploadmemofile', {
            token: customerToken,
            body: form.payload,
            headers: form.headers,
          });
        })();
  if (res.statusCode !== 200) throw new Error(`fresh memo: ${JSON.stringify(res.body)}`);
  return { id: res.body.data.memo.id, fileId: res.body.data.memo.file?.id ?? null };
}
