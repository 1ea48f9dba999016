import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchWithUploadProgress } from './upload-progress';

/** A stand-in XMLHttpRequest the test drives: what was sent, and the events to fire. */
class FakeRequest {
  static last: FakeRequest;
  readonly upload = new EventTarget();
  readonly events = new EventTarget();
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown;
  status = 0;
  statusText = '';
  responseText = '';
  responseHeaders = '';
  withCredentials = true;
  constructor() {
    FakeRequest.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name.toLowerCase()] = value;
  }
  addEventListener(type: string, listener: EventListener) {
    this.events.addEventListener(type, listener);
  }
  getAllResponseHeaders() {
    return this.responseHeaders;
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.events.dispatchEvent(new Event('abort'));
  }
  progress(loaded: number, total: number) {
    this.upload.dispatchEvent(Object.assign(new Event('progress'), { lengthComputable: true, loaded, total }));
  }
  answer(status: number, body: string, headers: string) {
    Object.assign(this, { status, statusText: status === 200 ? 'OK' : 'Bad Request', responseText: body, responseHeaders: headers });
    this.upload.dispatchEvent(new Event('load'));
    this.events.dispatchEvent(new Event('load'));
  }
}

beforeEach(() => vi.stubGlobal('XMLHttpRequest', FakeRequest));
afterEach(() => vi.unstubAllGlobals());

describe('fetchWithUploadProgress', () => {
  it('sends the body with its headers, reports the share sent, and answers a Response', async () => {
    const form = new FormData();
    const seen: number[] = [];
    const answered = fetchWithUploadProgress('/api/v1/payslip/import?dryRun=true', { method: 'POST', headers: { 'X-Request-Id': 'abc' }, body: form }, (sent) => seen.push(sent));
    const request = FakeRequest.last;
    expect([request.method, request.url, request.headers['x-request-id'], request.body]).toEqual(['POST', '/api/v1/payslip/import?dryRun=true', 'abc', form]);
    request.progress(250, 1000);
    request.progress(1000, 1000);
    request.answer(400, '{"message":"Row 2: bad","code":"BAD_REQUEST"}', 'content-type: application/json\r\nx-request-id: abc\r\n');
    const response = await answered;
    expect(seen).toEqual([0.25, 1, 1]);
    expect(response.status).toBe(400);
    expect(response.ok).toBe(false);
    expect(response.headers.get('content-type')).toBe('application/json');
    expect(await response.json()).toEqual({ message: 'Row 2: bad', code: 'BAD_REQUEST' });
  });

  it('fails as fetch does: a TypeError without an answer, an AbortError when aborted', async () => {
    const failed = fetchWithUploadProgress('/api/x', { method: 'POST' }, () => undefined);
    FakeRequest.last.events.dispatchEvent(new Event('error'));
    await expect(failed).rejects.toBeInstanceOf(TypeError);

    const controller = new AbortController();
    const aborted = fetchWithUploadProgress('/api/x', { method: 'POST', signal: controller.signal }, () => undefined);
    controller.abort();
    await expect(aborted).rejects.toMatchObject({ name: 'AbortError' });
  });
});
