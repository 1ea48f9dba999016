import type { Kysely } from 'kysely';
import JSZip from 'jszip';
import type { DB } from '../../db/database';
import { AppError } from '../../lib/app-error';
import type { CurrentUser } from '../../lib/current-user';
import type { DocumentFaultLog } from '../../pdf/render-pdf';
import type { DocumentStore } from '../../plugins/document-storage';
import { readCertificate } from '../coe/certificate.service';
import { render2316Pdf } from '../payroll/bir-2316-pdf';
import { form2316FileName, get2316 } from '../payroll/bir-2316.service';
import { payslipFileName, renderPayslipPdf } from '../payslip/payslip-pdf';
import { readMyPayslip } from '../payslip/payslip.service';
import { languageOf } from '../../lib/language-of';
import { renderMessage } from '../../lib/messages';
import * as repository from './my-data.repository';

/** A file name the archive can hold, whatever the uploader called it. */
const safeName = (name: string) => name.replace(/[^\w.\- ]+/g, '_').slice(0, 120) || 'document';

/**
 * The PDFs the person may download anyway, each through the same function (and the
 * same permission check) as its own screen; one they are not entitled to (payslips
 * without payslip access) is left out, not refused.
 */
async function entitled<T>(read: () => Promise<T>): Promise<T | null> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof AppError) return null;
    throw error;
  }
}

/** One ZIP of everything the portal holds about the caller: the data subject's right of access. */
export async function buildMyDataArchive(
  db: Kysely<DB>,
  store: DocumentStore,
  user: CurrentUser,
  origin: string,
  log?: DocumentFaultLog,
): Promise<Buffer> {
  const zip = new JSZip();
  const generatedAt = new Date().toISOString();
  const rows = await repository.readOwnRows(db, user.empId);
  const language = await languageOf(db, user.empId);
  // What the archive holds, in the person's language.
  zip.file('README.txt', renderMessage('my_data.readme', {}, language));
  zip.file(
    'my-data.json',
    JSON.stringify({ generated_at: generatedAt, emp_id: user.empId, username: user.username, ...rows }, null, 2),
  );

  const periods = await repository.listOwnPayslipPeriods(db, user.empId);
  for (const period of periods) {
    const payslip = await entitled(() =>
      readMyPayslip(db, user, { year: period.year, month: period.month, period: period.period as 1 | 2, dwp: true }),
    );
    if (payslip) zip.file(`payslips/${payslipFileName(payslip)}`, await renderPayslipPdf(payslip, log, language));
  }
  for (const year of [...new Set(periods.map((period) => period.year))]) {
    const form = await entitled(() => get2316(db, user, { year }));
    if (form) zip.file(`bir-2316/${form2316FileName(form)}`, await render2316Pdf(form, log));
  }
  for (const { recid } of await repository.listOwnApprovedCertificates(db, user.empId)) {
    const certificate = await entitled(() => readCertificate(db, store, user, recid, origin, { log }));
    if (certificate) zip.file(`certificates/${certificate.fileName}`, certificate.content);
  }
  for (const document of await repository.listOwnDocuments(db, user.empId)) {
    zip.file(`documents/${document.key}-${safeName(document.original_name)}`, await store.read(document.key));
  }
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE', compressionOptions: { level: 6 } });
}
