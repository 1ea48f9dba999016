import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import { IMPORT_FILE_FIELD, MAX_IMPORT_BYTES } from '@portal/contracts/admin';
import { AppError, badRequest } from '../lib/app-error';
import { say } from '../lib/messages';
import { isXlsx, xlsxToCsv } from '../lib/xlsx-text';

/** The file's name as the audit log keeps it: control characters (NUL included) left out. */
function printableName(name: string): string {
  return [...name].filter((character) => character >= ' ' && character !== '\u007f').join('').slice(0, 200);
}

function refusedUpload(error: unknown, maxBytes: number): never {
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('PAYLOAD_TOO_LARGE', say('import.file_too_large', { megabytes: maxBytes / (1024 * 1024) }));
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', say('import.send_multipart', { field: IMPORT_FILE_FIELD }));
  }
  throw error;
}

/** An import file written to disk as it arrives, for reading as a stream; `remove` deletes it. */
export interface SpooledImportFile {
  /** The file's name as the audit log keeps it. */
  name: string;
  /** The name as the browser sent it ('' for none). */
  givenName: string;
  path: string;
  remove: () => Promise<void>;
}

/**
 * The one file of a large import call, written to a private temporary folder as it
 * arrives, so the server's memory does not grow with the file. The caller reads
 * it (see `openImportFile`) and then removes it, whatever happens. `formats` names
 * what the area takes, for the person who sent no file.
 */
export async function spoolImportFile(request: FastifyRequest, maxBytes: number, formats = 'CSV or Excel (.xlsx)'): Promise<SpooledImportFile> {
  const folder = await mkdtemp(path.join(tmpdir(), 'portal-import-'));
  const remove = () => rm(folder, { recursive: true, force: true });
  try {
    const file = await request.file({ limits: { fileSize: maxBytes, files: 1 } });
    if (!file) throw badRequest(say('import.choose_file', { formats: { en: formats, fil: formats.replaceAll(' or ', ' o ') }, field: IMPORT_FILE_FIELD }));
    const filePath = path.join(folder, 'upload');
    await pipeline(file.file, createWriteStream(filePath, { mode: 0o600 }));
    // The stream ends quietly at the size limit; the file says it was cut.
    if (file.file.truncated) throw Object.assign(new Error('too large'), { code: 'FST_REQ_FILE_TOO_LARGE' });
    if (file.fieldname !== IMPORT_FILE_FIELD) throw badRequest(say('import.wrong_field', { field: IMPORT_FILE_FIELD }));
    return { name: printableName(file.filename) || 'upload.csv', givenName: file.filename, path: filePath, remove };
  } catch (error) {
    await remove();
    refusedUpload(error, maxBytes);
  }
}

/** Spools the call's file (see `spoolImportFile`), hands it to `use`, and removes it after, whatever happens. */
export async function withSpooledImportFile<T>(request: FastifyRequest, maxBytes: number, use: (file: SpooledImportFile) => Promise<T>, formats?: string): Promise<T> {
  const file = await spoolImportFile(request, maxBytes, formats);
  try {
    return await use(file);
  } finally {
    await file.remove();
  }
}

/**
 * The one file of an import call, read into memory under the import size cap, as
 * UTF-8 text: a CSV as it is, an Excel workbook (.xlsx) as its first sheet's CSV.
 */
export async function receiveImportFile(request: FastifyRequest): Promise<{ name: string; content: string }> {
  try {
    const file = await request.file({ limits: { fileSize: MAX_IMPORT_BYTES, files: 1 } });
    if (!file) throw badRequest(say('import.choose_file', { formats: { en: 'CSV or Excel (.xlsx)', fil: 'CSV o Excel (.xlsx)' }, field: IMPORT_FILE_FIELD }));
    const content = await file.toBuffer();
    if (file.fieldname !== IMPORT_FILE_FIELD) throw badRequest(say('import.wrong_field', { field: IMPORT_FILE_FIELD }));
    const name = printableName(file.filename) || 'upload.csv';
    return { name, content: isXlsx(content) ? await xlsxToCsv(content) : content.toString('utf8') };
  } catch (error) {
    refusedUpload(error, MAX_IMPORT_BYTES);
  }
}
