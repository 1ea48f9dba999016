import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { statusByErrorCode } from '@portal/contracts/http';
import { AppError } from '../lib/app-error';
import { databaseErrorAnswer } from './database-error-status';
import { isDatabaseUnavailable, replyDatabaseUnavailable } from './database-unavailable';
import { malformedMultipartMessage } from './multipart-error-status';
import { validationInFilipino } from '@portal/contracts/validation-in-filipino';
import { codedFields, say, type PortalMessage } from '../lib/messages';


interface ValidationIssue {
  instancePath?: string;
  message?: string;
  params?: { issue?: { path?: PropertyKey[] } };
}

/**
 * One line per problem, each naming the field it is about (DESIGN §3): in English, as
 * `message` has always read, and in Filipino (validation-in-filipino.ts) for the client
 * to show a person who reads it.
 */
function describeValidation(issues: ValidationIssue[], context: string | undefined): { en: string; fil: string } {
  const lines = issues.map((issue) => {
    const pathParts = issue.params?.issue?.path ?? issue.instancePath?.split('/').filter(Boolean) ?? [];
    const field = pathParts.map(String).join('.');
    const message = issue.message ?? 'is not valid';
    if (!field) return context === 'body' && /expected object/.test(message) ? 'The request body must be a JSON object' : message;
    // "lat must be between -90 and 90" already names its field; "Required" does not.
    const lastSegment = String(pathParts[pathParts.length - 1] ?? '').toLowerCase();
    return message.toLowerCase().startsWith(lastSegment) ? message : `${field}: ${message}`;
  });
  return { en: lines.join('\n'), fil: lines.map((line) => validationInFilipino(line)).join('\n') };
}

/** The top-level field of the first problem, for the client to mark (its message lists them all). */
function firstField(issues: ValidationIssue[]): string | undefined {
  const first = issues[0];
  const path = first?.params?.issue?.path ?? first?.instancePath?.split('/').filter(Boolean) ?? [];
  return path.length > 0 ? String(path[0]) : undefined;
}

/** Fastify's own 4xx errors, in words a person can act on. */
const frameworkMessages: Record<string, () => PortalMessage> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: () => say('validation.send_json'),
  FST_ERR_CTP_EMPTY_JSON_BODY: () => say('validation.empty_json'),
  FST_ERR_CTP_INVALID_JSON_BODY: () => say('validation.invalid_json'),
  FST_ERR_CTP_BODY_TOO_LARGE: () => say('validation.body_too_large'),
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: () => say('validation.content_length'),
};

async function errorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.statusCode).send({ message: error.message, code: error.code, ...(error.field ? { field: error.field } : {}), ...error.coded });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation as ValidationIssue[];
      const lines = describeValidation(issues, error.validationContext);
      const field = firstField(issues);
      const coded = codedFields(say('validation.issues', { lines }));
      return reply.status(400).send({ message: lines.en, code: 'BAD_REQUEST', ...(field ? { field } : {}), message_code: coded.message_code, params: coded.params });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response does not match its schema');
      return reply.status(500).send({ ...codedFields(say('session.server_fault')), code: 'EPERM' });
    }
    if (isDatabaseUnavailable(error)) return replyDatabaseUnavailable(error, request, reply);
    const multipartMessage = malformedMultipartMessage(error, request);
    if (multipartMessage) return reply.status(400).send({ ...codedFields(multipartMessage), code: 'BAD_REQUEST' });
    const databaseAnswer = databaseErrorAnswer(error);
    if (databaseAnswer) {
      // The input schemas should have refused this value first: worth a look.
      request.log.warn({ err: error }, 'database refused a value of the request');
      return reply.status(statusByErrorCode[databaseAnswer.code]).send(databaseAnswer);
    }
    const status = error.statusCode ?? 500;
    if (status === 429) {
      return reply.status(429).send({ ...codedFields(say('session.too_many_requests')), code: 'TOO_MANY_REQUESTS' });
    }
    if (status >= 400 && status < 500) {
      const known = frameworkMessages[error.code];
      const code = status === 413 ? 'PAYLOAD_TOO_LARGE' : status === 415 ? 'UNSUPPORTED_MEDIA_TYPE' : 'BAD_REQUEST';
      // Another 4xx (a plugin's own) keeps its English words.
      return reply.status(status).send({ ...(known ? codedFields(known()) : { message: error.message }), code });
    }
    // Unexpected: the details stay in the log with the request id; the client gets
    // the catalogue's EPERM answer and never a stack trace.
    request.log.error({ err: error }, 'unexpected error');
    return reply.status(500).send({ ...codedFields(say('session.server_fault')), code: 'EPERM' });
  });

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    // The English as it always read, whatever the path holds (Lingui would read a "\u0041" in it as a character).
    reply.status(404).send({ ...codedFields(say('validation.no_route', { method: request.method, path })), message: `There is no ${request.method} ${path}.`, code: 'NOT_FOUND' });
  });
}

export default fp(errorHandler, { name: 'error-handler' });
