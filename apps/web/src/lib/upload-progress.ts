/** How much of an upload's body has gone: 0 to 1. */
export type UploadProgress = (sent: number) => void;

function responseHeaders(raw: string): Headers {
  const headers = new Headers();
  for (const line of raw.trim().split(/[\r\n]+/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
  }
  return headers;
}

/**
 * `fetch` for one upload that also reports how much of the body has been sent:
 * fetch has no upload progress, XMLHttpRequest has. It answers a Response and fails
 * as fetch does (TypeError without an answer, AbortError when aborted), so the
 * caller handles answers and failures in one way for both.
 */
export function fetchWithUploadProgress(url: string, init: RequestInit, onProgress: UploadProgress): Promise<Response> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    const aborted = () => reject(new DOMException('The upload was aborted.', 'AbortError'));
    if (init.signal?.aborted) return aborted();
    request.open(init.method ?? 'POST', url);
    // Same-origin calls carry the session cookie, as fetch's credentials: 'same-origin'.
    request.withCredentials = false;
    new Headers(init.headers).forEach((value, name) => request.setRequestHeader(name, value));
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    });
    request.upload.addEventListener('load', () => onProgress(1));
    request.addEventListener('load', () => {
      // A Response cannot carry a body with these statuses.
      const body = [101, 204, 205, 304].includes(request.status) ? null : request.responseText;
      resolve(new Response(body, { status: request.status, statusText: request.statusText, headers: responseHeaders(request.getAllResponseHeaders()) }));
    });
    request.addEventListener('error', () => reject(new TypeError('The upload failed: no answer from the server.')));
    request.addEventListener('timeout', () => reject(new TypeError('The upload timed out.')));
    request.addEventListener('abort', aborted);
    init.signal?.addEventListener('abort', () => request.abort(), { once: true });
    request.send(init.body as XMLHttpRequestBodyInit | null);
  });
}
