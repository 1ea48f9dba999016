import { useMutation } from '@tanstack/react-query';
import { payslipPdfRoute } from '@portal/contracts/payslip';
import { callApiForFile } from '../../../lib/api-client';
import type { PayslipChoice } from './get-payslip';

/** payslip-2026-11-1.pdf, the name the server gives it too. */
export function payslipPdfName({ year, month, period }: PayslipChoice): string {
  return `payslip-${year}-${String(month).padStart(2, '0')}-${period}.pdf`;
}

export function saveFile(file: Blob, name: string): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the bytes to the browser's download by the next task.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** Downloads the server's A4 PDF of one payslip (always with its amounts). */
export function useDownloadPayslipPdf() {
  return useMutation({
    mutationFn: async (choice: PayslipChoice) => {
      const file = await callApiForFile(payslipPdfRoute, { body: { ...choice, dwp: 1 } });
      saveFile(file, payslipPdfName(choice));
    },
  });
}
