/** The import's two calls as mutations: a preview is a check with a file, not a cached read. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ImportMapping } from '../../../shared/schemas/vehicle-import';
import { inventoryQueries } from '../queries';
import { importApi } from './api';

export interface ImportRequest {
  readonly file: File;
  readonly mapping?: ImportMapping | undefined;
}

export const usePreviewImport = () =>
  useMutation({ mutationFn: ({ file, mapping }: ImportRequest) => importApi.preview(file, mapping) });

export const useRunImport = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, mapping }: ImportRequest) => importApi.run(file, mapping),
    // New and changed vehicles show up in every list and detail already loaded.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: inventoryQueries.all }),
  });
};
