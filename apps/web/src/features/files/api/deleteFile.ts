import { textAnswer } from '@portal/domain/api';
import { call } from '../../../lib/api.ts';

/** The pages whose files are deleted by `POST /{page}/delete/{id}` with an empty form. */
export type FilePage = 'brands' | 'visuals' | 'productions';

/** POST /{page}/delete/{id}: answers the page's message ('Your brand has been deleted', …). */
export const deleteFile = ({ page, id }: { page: FilePage; id: number }) =>
  call(textAnswer, 'POST', `/${page}/delete/${id}`, { form: new FormData() });
