import { ApiError } from './api.ts';

interface FormLike {
  getValues: () => object;
  setErrors: (errors: Record<string, string>) => void;
}

/** Whether `path` ("units.0.code") names a value of the form. */
function hasPath(values: object, path: string): boolean {
  let at: unknown = values;
  for (const key of path.split('.')) {
    if (at === null || typeof at !== 'object' || !(key in at)) return false;
    at = (at as Record<string, unknown>)[key];
  }
  return true;
}

/**
 * Puts the server's per-field messages (VALIDATION_FAILED details.fields) next to the form's inputs.
 * `rename` maps a server field name to the form's where they differ (a map, or a function answering
 * null for none). Nested paths ("barcodes.1.barcode") reach rows of a list. Returns false when none
 * applied, so the caller shows the message another way (and only then: a field error is never also
 * toasted).
 */
export function applyFieldErrors(
  form: FormLike,
  err: unknown,
  rename: Record<string, string> | ((field: string) => string | null) = {},
): boolean {
  if (!(err instanceof ApiError) || !err.hasFieldErrors) return false;
  const values = form.getValues();
  const errors: Record<string, string> = {};
  for (const [field, message] of Object.entries(err.fields)) {
    const name = typeof rename === 'function' ? rename(field) : (rename[field] ?? field);
    if (name && hasPath(values, name)) errors[name] = message;
  }
  if (Object.keys(errors).length === 0) return false;
  form.setErrors(errors);
  return true;
}
