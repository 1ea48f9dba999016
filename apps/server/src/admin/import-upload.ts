import type { FastifyRequest } from 'fastify';
import { IMPORT_FILE_FIELD, MAX_IMPORT_BYTES } from '@portal/contracts/admin';
import { AppError, badRequest } from '../lib/app-error';
import { isXlsx, xlsxToCsv } from '../lib/xlsx-text';

/** The file's name as the audit log keeps it: control characters (NUL included) left out. */
function printableName(name: string): string {
  return [...name].filter((character) => character >= ' ' && character !== '\u007f').join('').slice(0, 200);
}

/**
 * The one file of an import call, read into memory under the import size cap, as
 * UTF-8 text: a CSV as it is, an Excel workbook (.xlsx) as its first sheet's CSV.
 */
export async function receiveImportFile(request: FastifyRequest): Promise<{ name: string; content: string }> {
  const megabytes = MAX_IMPORT_BYTES / (1024 * 1024);
  try {
    const file = await request.file({ limits: { fileSize: MAX_IMPORT_BYTES, files: 1 } });
    if (!file) throw badRequest(`Choose a CSV or Excel (.xlsx) file to import in the field "${IMPORT_FILE_FIELD}".`);
    const content = await file.toBuffer();
    if (file.fieldname !== IMPORT_FILE_FIELD) throw badRequest(`Send the file in the multipart field "${IMPORT_FILE_FIELD}".`);
    const name = printableName(file.filename) || 'upload.csv';
    return { name, content: isXlsx(content) ? await xlsxToCsv(content) : content.toString('utf8') };
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('PAYLOAD_TOO_LARGE', `The file is larger than ${megabytes} MB; split it into smaller files.`);
    if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') {
      throw new AppError('UNSUPPORTED_MEDIA_TYPE', `Send the file as multipart/form-data in the field "${IMPORT_FILE_FIELD}".`);
    }
    throw error;
  }
}
