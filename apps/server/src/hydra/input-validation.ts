import type { FastifySchemaCompiler } from 'fastify';
import type { z } from 'zod';
import { ValidationFailed, type Violation } from './hydra-errors.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The path carries what a person typed into a form (the e-mail of a reset request), so its
     * faults are answered as form violations (422) like a body's, not as a bad address (400).
     */
    formParams?: boolean;
  }
}

export function violationsOf(issues: readonly z.core.$ZodIssue[]): Violation[] {
  return issues.map((issue) => ({ propertyPath: issue.path.map(String).join('.'), message: issue.message }));
}

/**
 * Every part of a request is parsed once, here, by the route's contract; the handler receives the
 * parsed value. A refusal carries the part it came from: the error handler answers a body (or
 * form params) with the 422 violation list the web app maps onto form fields (spec §5), and a
 * malformed query or path with a 400. A missing body is read as `{}`, so an empty form reports
 * each required field rather than one 'expected object'.
 */
export const validatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema, httpPart }) =>
  (data) => {
    const result = schema.safeParse(httpPart === 'body' ? (data ?? {}) : data);
    if (result.success) return { value: result.data };
    return { error: new ValidationFailed(violationsOf(result.error.issues), httpPart) };
  };
