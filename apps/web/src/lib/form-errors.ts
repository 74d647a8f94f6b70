import { ApiError } from './api.ts';

interface FormLike {
  getValues: () => object;
  setErrors: (errors: Record<string, string>) => void;
}

/**
 * Puts the server's per-field messages (VALIDATION_FAILED details.fields) next to the form's inputs.
 * `rename` maps a server field name to the form's where they differ. Returns false when none applied,
 * so the caller shows the message another way (and only then: a field error is never also toasted).
 */
export function applyFieldErrors(form: FormLike, err: unknown, rename: Record<string, string> = {}): boolean {
  if (!(err instanceof ApiError) || !err.hasFieldErrors) return false;
  const values = form.getValues();
  const errors: Record<string, string> = {};
  for (const [field, message] of Object.entries(err.fields)) {
    const name = rename[field] ?? field;
    if (name in values) errors[name] = message;
  }
  if (Object.keys(errors).length === 0) return false;
  form.setErrors(errors);
  return true;
}
