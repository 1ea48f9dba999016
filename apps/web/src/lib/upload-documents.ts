import { API_PREFIX, REQUEST_ID_HEADER } from '@portal/contracts/http';
import { DOCUMENTS_FIELD, documentsRoutes } from '@portal/contracts/documents';
import type { DocumentRef } from '@portal/contracts/approvals';
import { ApiFailure } from './api-client';
import { describeFailure } from './failure-messages';
import { getRuntimeConfig } from './runtime-config';
import { newRequestId } from './request-id';

/**
 * Uploads supporting documents with progress (0..1). fetch cannot report upload
 * progress, so this one call goes through XMLHttpRequest, with the same request id,
 * credentials and failure messages as every other call.
 */
export function uploadDocuments(files: File[], onProgress: (fraction: number) => void): Promise<DocumentRef[]> {
  const form = new FormData();
  for (const file of files) form.append(DOCUMENTS_FIELD, file, file.name);
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', `${API_PREFIX}${documentsRoutes.upload.path}`);
    request.setRequestHeader(REQUEST_ID_HEADER, newRequestId());
    request.setRequestHeader('accept', 'application/json');
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      let body: unknown = null;
      try {
        body = JSON.parse(request.responseText);
      } catch {
        body = request.responseText;
      }
      if (request.status >= 200 && request.status < 300) {
        resolve((body as { documents: DocumentRef[] }).documents);
        return;
      }
      const message = describeFailure({ kind: 'response', status: request.status, body }, getRuntimeConfig().supportEmail);
      reject(new ApiFailure(message, request.status, (body as { code?: string } | null)?.code ?? null));
    };
    request.onerror = () => reject(new ApiFailure(describeFailure({ kind: 'no-response' }, getRuntimeConfig().supportEmail), null, null));
    request.send(form);
  });
}
