import { useMutation } from '@tanstack/react-query';
import { myDataRoute } from '@portal/contracts/my-data';
import { callApiForFile } from '../../../lib/api-client';
import { downloadBlob } from '../../../lib/csv';

/** Everything the portal holds about me, in one ZIP. */
export function useDownloadMyData(empId: string, today: string) {
  return useMutation({
    mutationFn: async () => downloadBlob(`my-data-${empId}-${today}.zip`, await callApiForFile(myDataRoute)),
  });
}
