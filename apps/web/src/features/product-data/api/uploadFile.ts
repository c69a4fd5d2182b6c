import { uploadAnswer } from '@portal/domain/product-data';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callForm } from '../../../lib/api.ts';

/** POST /pages/upload: supplier and file (multipart); the file name goes along for messages. */
export const uploadFile = ({ supplier, file }: { supplier: string; file: File }) => {
  const form = new FormData();
  form.append('supplier', supplier);
  form.append('filename', file.name);
  form.append('file', file, file.name);
  return callForm(uploadAnswer, '/pages/upload', form);
};

export const useUploadFile = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: uploadFile,
    onSuccess: () => client.invalidateQueries({ queryKey: ['uploadproducts'] }),
  });
};
