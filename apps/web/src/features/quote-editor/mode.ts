/**
 * What the editor is showing, read from the path (quote spec 2, accounts spec 2.1 and 2.10):
 * a new quote (/requests/add, /admin/requests/add?user={id}), a quote or order to edit
 * (/requests/edit/{id}, /myorders/edit/{id} and the admin paths) or one to view
 * (/myorders/view/{id}, /admin/myorders/view/{id}). Admin paths are admin mode.
 */
export type EditorMode =
  | {
      kind: 'new';
      admin: boolean;
      userId: number | null;
      repeat: boolean;
      /** ?method=repeat&id={quote}: the quote to start from; without it, the account's latest. */
      repeatOf: number | null;
    }
  | { kind: 'edit' | 'view'; admin: boolean; quoteId: number; orderPath: boolean }
  | { kind: 'invalid'; admin: boolean; message: string };

const ROUTE = /^\/(admin\/)?(requests|myorders)\/(add|edit|view)(?:\/([^/]+))?\/?$/;

export const INVALID_USER_ID = 'Invalid userid';

const positiveInt = (value: string | null | undefined): number | null => {
  if (!value || !/^\d+$/.test(value)) return null;
  const n = Number(value);
  return n > 0 && Number.isSafeInteger(n) ? n : null;
};

export function editorModeOf(pathname: string, search: string): EditorMode {
  const match = ROUTE.exec(pathname);
  const admin = Boolean(match?.[1]);
  if (!match) return { kind: 'invalid', admin, message: 'This page does not exist.' };
  const [, , area, verb, idText] = match;
  const params = new URLSearchParams(search);
  if (verb === 'add') {
    const repeat = params.get('method') === 'repeat';
    const repeatOf = repeat ? positiveInt(params.get('id')) : null;
    if (!admin) return { kind: 'new', admin, userId: null, repeat, repeatOf };
    // An admin makes a quote for a client, named by ?user={id} (accounts spec 2.10).
    const userId = positiveInt(params.get('user'));
    return userId === null
      ? { kind: 'invalid', admin, message: INVALID_USER_ID }
      : { kind: 'new', admin, userId, repeat, repeatOf };
  }
  const quoteId = positiveInt(idText);
  if (quoteId === null) return { kind: 'invalid', admin, message: 'This quote does not exist.' };
  return { kind: verb === 'view' ? 'view' : 'edit', admin, quoteId, orderPath: area === 'myorders' };
}

/** Where an opened quote lives for this role: the editor of a new copy (quote spec 2). */
export const editPathFor = (quoteId: number, admin: boolean): string =>
  admin ? `/admin/myorders/edit/${quoteId}` : `/myorders/edit/${quoteId}`;

/** Where the user goes after an action other than save (accounts spec 4.1) and after delete. */
export const listPathFor = (admin: boolean): string => (admin ? '/admin/requests' : '/myorders');

/** Where the user goes after creating a quote (accounts spec 4.1). */
export const afterCreatePathFor = (admin: boolean): string => (admin ? '/admin/myorders' : '/myorders');
