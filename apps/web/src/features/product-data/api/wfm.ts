import { useMutation } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api.ts';

/** POST /uploadProducts/deletexero: start deleting a supplier's products in WorkflowMax. */
export const deleteInWfm = (supplier: string) =>
  apiCall<string>('POST', '/uploadProducts/deletexero', { body: { supplier } });

/** POST /uploadproducts/fetchwfm: fetch product data from WorkflowMax. */
export const fetchFromWfm = () => apiCall<string>('POST', '/uploadproducts/fetchwfm', { body: {} });

export const useDeleteInWfm = () => useMutation({ mutationFn: deleteInWfm });
export const useFetchFromWfm = () => useMutation({ mutationFn: fetchFromWfm });
