import { useMutation } from '@tanstack/react-query';
import { bir2316PdfRoute } from '@portal/contracts/payroll';
import { callApiForFile } from '../../../lib/api-client';
import { saveFile } from './download-payslip-pdf';

/** bir-2316-2026-00000004.pdf, as the server names it. */
export const bir2316FileName = (year: number, empId: string) => `bir-2316-${year}-${empId}.pdf`;

/** Downloads one's own BIR Form 2316 of a year: the year's compensation and tax withheld, from its payslips. */
export function useDownloadBir2316(empId: string) {
  return useMutation({
    mutationFn: async (year: number) => {
      const file = await callApiForFile(bir2316PdfRoute, { query: { year } });
      saveFile(file, bir2316FileName(year, empId));
    },
  });
}
