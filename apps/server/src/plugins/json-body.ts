import type { FastifyInstance } from 'fastify';
import { badRequest } from '../lib/app-error';
import { say } from '../lib/messages';

/**
 * No request of the portal nests arrays and objects more than a few levels; 32 is
 * far above any of them and far below what a recursive walk of the value, here or
 * in a library, can take without overflowing the stack.
 */
export const MAX_JSON_DEPTH = 32;

/**
 * How deep a JSON text nests arrays and objects, read character by character
 * (iteratively, so the text itself cannot overflow a stack), stopping as soon as it
 * passes `limit`. Brackets inside strings do not count.
 */
export function jsonNestingDepth(text: string, limit: number): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text.charCodeAt(index);
    if (inString) {
      if (char === 0x5c /* \ */) index += 1;
      else if (char === 0x22 /* " */) inString = false;
      continue;
    }
    if (char === 0x22) inString = true;
    else if (char === 0x5b /* [ */ || char === 0x7b /* { */) {
      depth += 1;
      if (depth > deepest) deepest = depth;
      if (deepest > limit) return deepest;
    } else if (char === 0x5d /* ] */ || char === 0x7d /* } */) depth -= 1;
  }
  return deepest;
}

/**
 * Fastify's own JSON parser (secure-json-parse: no __proto__ or constructor
 * poisoning), behind a depth check: a body nested deeper than MAX_JSON_DEPTH is
 * refused with 400 before it is parsed or walked.
 */
export function parseJsonWithDepthLimit(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (jsonNestingDepth(body as string, MAX_JSON_DEPTH) > MAX_JSON_DEPTH) {
      done(badRequest(say('validation.json_too_deep', { levels: MAX_JSON_DEPTH })), undefined);
      return;
    }
    parseJson(request, body as string, done);
  });
}
