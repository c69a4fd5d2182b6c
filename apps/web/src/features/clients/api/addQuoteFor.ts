import { contactSearchKey } from '@portal/domain/clients';
import { addQuoteAnswer, emptyContent } from '@portal/domain/quote';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api.ts';

/**
 * POST /quotes/add?userid={id}: NEW QUOTE REQUEST stores an empty draft for the client, so the
 * editor opens on a quote that already has an id (spec 2.6: to /admin/requests/edit/{newId}).
 * Even a draft needs its contact user (the status machine's rule), so the client's primary
 * contact is named; the editor can change it.
 */
export const addQuoteFor = ({ userId, contactId }: { userId: number; contactId: number | undefined }) =>
  call(addQuoteAnswer, 'POST', `/quotes/add?userid=${userId}`, {
    body: {
      content: emptyContent(),
      ...(contactId ? { contact_user: contactSearchKey(userId, contactId) } : {}),
    },
  });

export const useAddQuoteFor = () => useMutation({ mutationFn: addQuoteFor });
