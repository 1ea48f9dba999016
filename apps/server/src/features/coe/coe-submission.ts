import type { FastifyRequest } from 'fastify';
import { COE_PDF_FIELD, CoeBody } from '@portal/contracts/coe';
import { recordId } from '@portal/contracts/input';
import { AppError, badRequest } from '../../lib/app-error';
import { say } from '../../lib/messages';

export type CoeSubmission =
  | { kind: 'request'; body: CoeBody }
  | { kind: 'replacement'; recid: number; pdf: { name: string; content: Buffer } };

function parseRequestFields(fields: unknown): CoeBody {
  const parsed = CoeBody.safeParse(fields);
  if (parsed.success) return parsed.data;
  throw badRequest(parsed.error.issues.map((issue) => issue.message).join('\n'));
}

/** A multipart body's text fields and its one PDF, refusing what the multipart library refuses in our words. */
async function readMultipart(request: FastifyRequest, maxBytes: number) {
  const fields: Record<string, string> = {};
  let pdf: { name: string; content: Buffer } | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        fields[part.fieldname] = String(part.value);
      } else if (part.fieldname === COE_PDF_FIELD && !pdf) {
        pdf = { name: part.filename, content: await part.toBuffer() };
      } else {
        await part.toBuffer();
        throw badRequest(say('coe.one_pdf', { field: COE_PDF_FIELD }));
      }
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError('PAYLOAD_TOO_LARGE', say('coe.pdf_too_large', { mb: Math.round(maxBytes / 1024 / 1024) }));
    }
    throw error;
  }
  return { fields, pdf };
}

/**
 * POST /v2/coe takes the request's fields as JSON, or as multipart; a multipart
 * body with a pdfFile is an approver putting their own PDF in place of the
 * generated certificate of request `recid`.
 */
export async function readCoeSubmission(request: FastifyRequest, maxBytes: number): Promise<CoeSubmission> {
  if (!request.isMultipart()) return { kind: 'request', body: parseRequestFields(request.body ?? {}) };
  const { fields, pdf } = await readMultipart(request, maxBytes);
  if (!pdf) return { kind: 'request', body: parseRequestFields(fields) };
  const recid = recordId('recid').safeParse(fields.recid);
  if (!recid.success) throw badRequest(say('coe.replacement_needs_recid'));
  return { kind: 'replacement', recid: recid.data, pdf };
}
