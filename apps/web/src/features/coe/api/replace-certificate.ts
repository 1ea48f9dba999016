import { useMutation, useQueryClient } from '@tanstack/react-query';
import { coeRoutes } from '@portal/contracts/coe';
import { callApiUpload } from '../../../lib/api-client';
import { coeKeys } from './coe-requests';

/** The routed COE approver puts a PDF of their own in place of the generated certificate (spec §7 pdfFile). */
export function useReplaceCertificate(recid: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) =>
      callApiUpload(coeRoutes.save, { field: 'pdfFile', file, fields: { recid: String(recid) } }),
    meta: { announceSuccess: true },
    // The viewer and the lists read the certificate again: it is the uploaded PDF now.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: coeKeys.all }),
  });
}
