import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { statusByErrorCode } from '@portal/contracts/http';
import { AppError } from '../lib/app-error';
import { databaseErrorAnswer } from './database-error-status';
import { isDatabaseUnavailable, replyDatabaseUnavailable } from './database-unavailable';
import { malformedMultipartMessage } from './multipart-error-status';

const EPERM_MESSAGE = 'Something went wrong on our side. It has been logged; please try again.';

interface ValidationIssue {
  instancePath?: string;
  message?: string;
  params?: { issue?: { path?: PropertyKey[] } };
}

/** One line per problem, each naming the field it is about (DESIGN §3). */
function describeValidation(issues: ValidationIssue[], context: string | undefined): string {
  return issues
    .map((issue) => {
      const pathParts = issue.params?.issue?.path ?? issue.instancePath?.split('/').filter(Boolean) ?? [];
      const field = pathParts.map(String).join('.');
      const message = issue.message ?? 'is not valid';
      if (!field) return context === 'body' && /expected object/.test(message) ? 'The request body must be a JSON object' : message;
      // "lat must be between -90 and 90" already names its field; "Required" does not.
      const lastSegment = String(pathParts[pathParts.length - 1] ?? '').toLowerCase();
      return message.toLowerCase().startsWith(lastSegment) ? message : `${field}: ${message}`;
    })
    .join('\n');
}

/** The top-level field of the first problem, for the client to mark (its message lists them all). */
function firstField(issues: ValidationIssue[]): string | undefined {
  const first = issues[0];
  const path = first?.params?.issue?.path ?? first?.instancePath?.split('/').filter(Boolean) ?? [];
  return path.length > 0 ? String(path[0]) : undefined;
}

/** Fastify's own 4xx errors, in words a person can act on. */
const frameworkMessages: Record<string, string> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Send the request as JSON (Content-Type: application/json).',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty; send a JSON object.',
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request is too large.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The request length does not match its body.',
};

async function errorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.statusCode).send({ message: error.message, code: error.code, ...(error.field ? { field: error.field } : {}) });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation as ValidationIssue[];
      const message = describeValidation(issues, error.validationContext);
      const field = firstField(issues);
      return reply.status(400).send({ message, code: 'BAD_REQUEST', ...(field ? { field } : {}) });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response does not match its schema');
      return reply.status(500).send({ message: EPERM_MESSAGE, code: 'EPERM' });
    }
    if (isDatabaseUnavailable(error)) return replyDatabaseUnavailable(error, request, reply);
    const multipartMessage = malformedMultipartMessage(error, request);
    if (multipartMessage) return reply.status(400).send({ message: multipartMessage, code: 'BAD_REQUEST' });
    const databaseAnswer = databaseErrorAnswer(error);
    if (databaseAnswer) {
      // The input schemas should have refused this value first: worth a look.
      request.log.warn({ err: error }, 'database refused a value of the request');
      return reply.status(statusByErrorCode[databaseAnswer.code]).send(databaseAnswer);
    }
    const status = error.statusCode ?? 500;
    if (status === 429) {
      return reply.status(429).send({ message: 'Too many attempts. Wait a minute, then try again.', code: 'TOO_MANY_REQUESTS' });
    }
    if (status >= 400 && status < 500) {
      const message = frameworkMessages[error.code] ?? error.message;
      const code = status === 413 ? 'PAYLOAD_TOO_LARGE' : status === 415 ? 'UNSUPPORTED_MEDIA_TYPE' : 'BAD_REQUEST';
      return reply.status(status).send({ message, code });
    }
    // Unexpected: the details stay in the log with the request id; the client gets
    // the catalogue's EPERM answer and never a stack trace.
    request.log.error({ err: error }, 'unexpected error');
    return reply.status(500).send({ message: EPERM_MESSAGE, code: 'EPERM' });
  });

  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send({ message: `There is no ${request.method} ${request.url.split('?')[0]}.`, code: 'NOT_FOUND' });
  });
}

export default fp(errorHandler, { name: 'error-handler' });
