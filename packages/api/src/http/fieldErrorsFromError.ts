import type { FieldErrors } from '../validation/fieldChecker';
import { ApiError } from './ApiError';

/**
 * A refused write's message placed on the form field the server named (`ApiError.field`), when
 * that field is one of the form's; otherwise no field errors, and the caller shows the message
 * for the whole form (`serverMessageOr`). So the server and the form speak of the same field.
 */
export function fieldErrorsFromError<F extends string>(error: unknown, fields: readonly F[]): FieldErrors<F> {
  if (!(error instanceof ApiError) || error.kind !== 'http' || !error.field) return {};
  const field = fields.find((f) => f === error.field);
  return field ? ({ [field]: error.message } as FieldErrors<F>) : {};
}
