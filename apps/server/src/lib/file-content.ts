import path from 'node:path';
import { fileTypeFromBuffer } from 'file-type';
import { documentContentTypes } from '@portal/contracts/documents';

export type DocumentContentType = (typeof documentContentTypes)[number];

/**
 * What a file really is, from its first bytes; a renamed .exe stays an .exe. HEIF
 * variants that phones save (heic, heif) both count as HEIC.
 */
export async function detectDocumentType(content: Buffer): Promise<DocumentContentType | null> {
  const found = await fileTypeFromBuffer(content);
  if (!found) return null;
  const mime = found.mime === 'image/heif' ? 'image/heic' : found.mime;
  return (documentContentTypes as readonly string[]).includes(mime) ? (mime as DocumentContentType) : null;
}

const MAX_NAME_LENGTH = 120;

/**
 * The name a person gave the file, made safe to store and to send back in a
 * header: no folders, no control or quoting characters, not too long.
 */
export function sanitiseFileName(name: string | undefined): string {
  const base = path.basename((name ?? '').replaceAll('\\', '/')).normalize('NFC');
  // eslint-disable-next-line no-control-regex
  const cleaned = base.replace(/[\u0000-\u001f\u007f"<>:|?*;\\/]/g, '_').replace(/^\.+/, '').trim();
  if (!cleaned) return 'document';
  if (cleaned.length <= MAX_NAME_LENGTH) return cleaned;
  const extension = path.extname(cleaned).slice(0, 10);
  return cleaned.slice(0, MAX_NAME_LENGTH - extension.length) + extension;
}
