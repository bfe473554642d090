import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';

/** A failure the client caused and can understand; the message is shown as `hydra:description`. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
}

/**
 * 429: a rate limit was reached. The error handler sends `Retry-After` with it, so every limit in
 * every module tells the client when to try again without a hook of its own.
 */
export class TooManyRequests extends HttpError {
  constructor(
    readonly retryAfterSeconds: number,
    message = `Too many attempts. Please wait ${Math.ceil(retryAfterSeconds / 60)} minutes and try again.`,
  ) {
    super(429, message);
  }
}

export const notFound = (what: string) => new HttpError(404, `${what} not found.`);
export const badRequest = (message: string) => new HttpError(400, message);

export type Violation = { propertyPath: string; message: string };

/**
 * 422 with one message per field, the shape the client maps onto its form fields. `part` names
 * the request part a route's contract refused (see input-validation.ts); services leave it out.
 */
export class ValidationFailed extends Error {
  constructor(
    readonly violations: Violation[],
    readonly part?: string,
  ) {
    super(violations.map((v) => `${v.propertyPath}: ${v.message}`).join('\n'));
  }
}

/** Form input is answered field by field; a malformed query or path is the client's bug, a 400. */
function isFormInput(error: ValidationFailed, request: FastifyRequest): boolean {
  if (error.part === undefined || error.part === 'body') return true;
  return error.part === 'params' && request.routeOptions.config.formParams === true;
}

const statusTitles: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  429: 'Too Many Requests',
};

function hydraError(statusCode: number, description: string) {
  return {
    '@context': '/contexts/Error',
    '@type': 'hydra:Error',
    'hydra:title': 'An error occurred',
    'hydra:description': description,
    title: statusTitles[statusCode] ?? 'An error occurred',
    detail: description,
    status: statusCode,
  };
}

/** Every failure leaves as JSON-LD; nothing but a real fault becomes a 500, and its details stay in the log. */
export function registerHydraErrors(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    reply.type('application/ld+json; charset=utf-8');
    if (error instanceof ValidationFailed && isFormInput(error, request)) {
      return reply.status(422).send({
        '@context': '/contexts/ConstraintViolationList',
        '@type': 'ConstraintViolationList',
        'hydra:title': 'An error occurred',
        'hydra:description': error.message,
        violations: error.violations,
        status: 422,
      });
    }
    if (error instanceof ValidationFailed) {
      const details = error.violations.map(({ propertyPath, message }) =>
        propertyPath ? `${propertyPath}: ${message}` : message,
      );
      return reply.status(400).send(hydraError(400, `Invalid ${error.part}: ${details.join('; ')}`));
    }
    if (error instanceof TooManyRequests) reply.header('retry-after', String(error.retryAfterSeconds));
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).send(hydraError(error.statusCode, error.message));
    }
    const statusCode = error.statusCode ?? 500;
    if (statusCode >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.status(500).send(hydraError(500, 'Internal server error.'));
    }
    return reply.status(statusCode).send(hydraError(statusCode, error.message));
  });
  app.setNotFoundHandler((request, reply) => {
    reply
      .status(404)
      .type('application/ld+json; charset=utf-8')
      .send(hydraError(404, `No route matches ${request.method} ${request.url.split('?')[0]}.`));
  });
}
