import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import { COMPANY_IMAGE_FIELD, MAX_COMPANY_IMAGE_BYTES, companyImageTypes } from '@portal/contracts/admin-company';
import { AppError, badRequest } from '../../lib/app-error';
import { say } from '../../lib/messages';
import { checkImage } from '../../pdf/image-check';

/** Which image an upload is, as its messages name it in each language. */
const IMAGE_NAMES = {
  logo: { en: 'logo', fil: 'logo' },
  footer: { en: 'footer', fil: 'footer' },
  signature: { en: 'signature', fil: 'pirma' },
} as const;
export type CompanyImageName = keyof typeof IMAGE_NAMES;

export type CompanyImageType = (typeof companyImageTypes)[number];

/** One PNG or JPEG from the multipart field `file`, told by its bytes, never by its name. */
export async function receiveCompanyImage(
  request: FastifyRequest,
  image: CompanyImageName,
): Promise<{ content: Buffer; contentType: CompanyImageType }> {
  const what = IMAGE_NAMES[image];
  const field = COMPANY_IMAGE_FIELD;
  let content: Buffer;
  try {
    const file = await request.file({ limits: { fileSize: MAX_COMPANY_IMAGE_BYTES, files: 1 } });
    if (!file) throw badRequest(say('company.image_missing', { what, field }));
    content = await file.toBuffer();
    if (file.fieldname !== COMPANY_IMAGE_FIELD)
      throw badRequest(say('company.image_wrong_field', { what, field }));
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE')
      throw new AppError('PAYLOAD_TOO_LARGE', say('company.image_too_large', { what, mb: MAX_COMPANY_IMAGE_BYTES / (1024 * 1024) }));
    if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE')
      throw new AppError('UNSUPPORTED_MEDIA_TYPE', say('company.image_not_multipart', { what, field }));
    throw error;
  }
  const found = await fileTypeFromBuffer(content);
  if (!found || !(companyImageTypes as readonly string[]).includes(found.mime)) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', say('company.image_wrong_type', { what, found: found ? found.ext.toUpperCase() : 'none' }));
  }
  const contentType = found.mime as CompanyImageType;
  const check = checkImage(content, contentType);
  if (!check.ok) throw badRequest(say('company.image_unusable', { field, what, problem: check.problem }));
  return { content, contentType };
}
