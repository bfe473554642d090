import type { z } from 'zod';
import { ValidationFailed } from '../../hydra/hydra-errors.js';

/**
 * Parses a request body with a domain schema and turns its messages into a 422 violation list,
 * the shape the web app maps onto form fields (spec §5). Routes that use this declare their body
 * schema with `attachValidation: true`, so it documents the API without answering 400 first.
 */
export function parseInput<Schema extends z.ZodType>(schema: Schema, input: unknown): z.output<Schema> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  throw new ValidationFailed(
    result.error.issues.map((issue) => ({
      propertyPath: issue.path.map(String).join('.'),
      message: issue.message,
    })),
  );
}
