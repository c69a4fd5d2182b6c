import { type MemoAddedAnswer, memoAddedAnswer } from '@portal/domain/memos';
import { callForm } from '../../../lib/api.ts';

/** Where an uploaded file goes: a saved quote's thread, or a client's own log. */
export type MemoFileTarget =
  | { msg_type: 'quote'; quote_id: number }
  | { msg_type: 'company'; user_to: number };

/** POST /quotes/uploadmemofile (multipart): the file, and the thread it belongs to. */
export async function uploadMemoFile(target: MemoFileTarget, file: File): Promise<MemoAddedAnswer> {
  const form = new FormData();
  form.append('file', file, file.name);
  form.append('msg_type', target.msg_type);
  if (target.msg_type === 'quote') form.append('quote_id', String(target.quote_id));
  else form.append('user_to', String(target.user_to));
  return await callForm(memoAddedAnswer, '/quotes/uploadmemofile', form);
}
