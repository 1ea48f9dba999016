import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import { COMPANY_IMAGE_FIELD, MAX_COMPANY_IMAGE_BYTES, companyImageTypes } from '@portal/contracts/admin-company';
import { AppError, badRequest } from '../../lib/app-error';
import { checkImage } from '../../pdf/image-check';

export type CompanyImageType = (typeof companyImageTypes)[number];

/** One PNG or JPEG from the multipart field `file`, told by its bytes, never by its name. */
export async function receiveCompanyImage(
  request: FastifyRequest,
  what: string,
): Promise<{ content: Buffer; contentType: CompanyImageType }> {
  let content: Buffer;
  try {
    const file = await request.file({ limits: { fileSize: MAX_COMPANY_IMAGE_BYTES, files: 1 } });
    if (!file) throw badRequest(`Choose the ${what} image to upload, in the field "${COMPANY_IMAGE_FIELD}".`);
    content = await file.toBuffer();
    if (file.fieldname !== COMPANY_IMAGE_FIELD)
      throw badRequest(`Send the ${what} image in the multipart field "${COMPANY_IMAGE_FIELD}".`);
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE')
      throw new AppError(
        'PAYLOAD_TOO_LARGE',
        `The ${what} image is larger than ${MAX_COMPANY_IMAGE_BYTES / (1024 * 1024)} MB; save it smaller and try again.`,
      );
    if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE')
      throw new AppError(
        'UNSUPPORTED_MEDIA_TYPE',
        `Send the ${what} image as multipart/form-data in the field "${COMPANY_IMAGE_FIELD}".`,
      );
    throw error;
  }
  const found = await fileTypeFromBuffer(content);
  if (!found || !(companyImageTypes as readonly string[]).includes(found.mime)) {
    throw new AppError(
      'UNSUPPORTED_MEDIA_TYPE',
      `The ${what} must be a PNG or JPEG image${found ? ` (this file is ${found.ext.toUpperCase()})` : ''}.`,
    );
  }
  const contentType = found.mime as CompanyImageType;
  const check = checkImage(content, contentType);
  if (!check.ok) throw badRequest(`${COMPANY_IMAGE_FIELD}: the ${what} image cannot be used: ${check.problem}. Save it again as PNG or JPEG and upload that file.`);
  return { content, contentType };
}
