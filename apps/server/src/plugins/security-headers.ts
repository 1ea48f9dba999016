import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import { API_PREFIX } from '@portal/contracts/http';

/** What the web client (an HTML document and its scripts) may load. */
const documentPolicy: HelmetOptions = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      // MUI's emotion injects <style> elements at run time.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      connectSrc: ["'self'"],
      workerSrc: ["'self'"],
      // A certificate's PDF is shown in the page from a blob the client fetched.
      frameSrc: ["'self'", 'blob:'],
      manifestSrc: ["'self'"],
      frameAncestors: ["'none'"],
      formAction: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
    },
  },
  referrerPolicy: { policy: 'same-origin' },
  crossOriginEmbedderPolicy: false,
};

/** Runs helmet once against a stand-in response and keeps the headers it sets. */
export function headersFromHelmet(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, () => {});
  return headers;
}

/** Headers that only mean something to a browsing context (an HTML page); a JSON answer has none. */
const DOCUMENT_ONLY = [
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

export function apiHeadersFrom(documentHeaders: Record<string, string>): Record<string, string> {
  const headers = { ...documentHeaders };
  for (const name of DOCUMENT_ONLY) delete headers[name];
  // Nothing in a JSON answer may load or run anything, nor be framed.
  headers['content-security-policy'] = "default-src 'none'; frame-ancestors 'none'";
  return headers;
}

/**
 * Helmet's protections, computed once at start rather than rebuilt on every request
 * (helmet builds its middleware per call when used through @fastify/helmet). HTML and
 * everything outside /api get the full set with the client's CSP; /api JSON answers a
 * smaller set with a deny-all CSP. A route that serves a file sets its own, stricter
 * CSP over these (documents, certificates).
 */
async function securityHeaders(app: FastifyInstance) {
  const forDocuments = headersFromHelmet(documentPolicy);
  const forApi = apiHeadersFrom(forDocuments);
  const docsPrefix = `${API_PREFIX}/docs`;
  app.addHook('onRequest', async (request, reply) => {
    const api = request.url.startsWith(`${API_PREFIX}/`) && !request.url.startsWith(docsPrefix);
    reply.headers(api ? forApi : forDocuments);
  });
}

export default fp(securityHeaders, { name: 'security-headers' });
