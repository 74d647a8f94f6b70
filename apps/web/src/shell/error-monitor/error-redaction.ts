/** Cleaning an error before it is kept or sent: secrets and personal data redacted, fields cut to the server's limits. */
import type { ErrorInput } from './error-store.ts';

/** The server's limits (POST /api/client-errors); longer fields are cut before they are kept. */
export const LIMITS = {
  message: 2000,
  file: 500,
  stack: 8000,
  context: 500,
  path: 500,
  userAgent: 500,
} as const;

// ── Redaction ────────────────────────────────────────────────────────────────────────────────────

/** Names whose value is a secret wherever they appear: `token=…`, `"password": "…"`. */
const SECRET_KEYS =
  'access_token|refresh_token|id_token|token|password|passwd|pwd|secret|client_secret|api_?key|apikey|session_?id|otp';
/** Names that are secrets only as a URL parameter (`?code=` of a sign-in, `&sig=` of a signed link). */
const URL_SECRET_KEYS = 'code|state|sid|sig|signature|session|auth|key';

const REDACTIONS: [RegExp, string][] = [
  // "Authorization: Bearer abc", "authorization=abc"
  [/(authorization)(["']?\s*[:=]\s*["']?)(?:(?:bearer|basic|token)\s+)?[^\s"',;&]+/gi, '$1$2[redacted]'],
  [/\b(bearer|basic)\s+[A-Za-z0-9._~+/=-]{6,}/gi, '$1 [redacted]'],
  [new RegExp(`([?&;#])(${URL_SECRET_KEYS})=[^&\\s#"']*`, 'gi'), '$1$2=[redacted]'],
  [new RegExp(`\\b(\\w*(?:${SECRET_KEYS}))=[^&\\s#"']*`, 'gi'), '$1=[redacted]'],
  [
    new RegExp(`(["']?\\b\\w*(?:${SECRET_KEYS})["']?\\s*:\\s*)("[^"]*"|'[^']*'|[^\\s,}]+)`, 'gi'),
    '$1"[redacted]"',
  ],
  // JSON Web Tokens
  [/\beyJ[A-Za-z0-9_-]{5,}\.[A-Za-z0-9_-]{5,}\.[A-Za-z0-9_-]*/g, '[redacted]'],
  // E-mail addresses are personal data; the report names no one but by user id.
  [/[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g, '[email]'],
  // Long random-looking runs (keys, session ids): letters and digits mixed, 32 characters or more.
  // Record ids (UUIDs) are no secret and help find the record, so they stay.
  [
    /\b(?![0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b)(?=[A-Za-z0-9_-]*\d)(?=[A-Za-z0-9_-]*[A-Za-z])[A-Za-z0-9_-]{32,}/gi,
    '[redacted]',
  ],
];

/** Removes what could be a secret or personal data from a text before it is kept or sent. */
export function redact(text: string): string {
  let out = text;
  for (const [pattern, replacement] of REDACTIONS) out = out.replace(pattern, replacement);
  return out;
}

/** A script's address without its query string or fragment (they can carry tokens and change per build). */
export function cleanFile(file: string | undefined): string | undefined {
  if (!file) return undefined;
  const bare = file.split(/[?#]/, 1)[0] ?? '';
  return bare ? bare.slice(0, LIMITS.file) : undefined;
}

/** A page path without its query string or fragment. */
export const cleanPath = (path: string) => (path.split(/[?#]/, 1)[0] ?? '/').slice(0, LIMITS.path);

const cut = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

function cleanContext(context: Record<string, string> | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  if (!context) return out;
  for (const [key, value] of Object.entries(context).slice(0, 20)) {
    out[redact(key).slice(0, 60)] = cut(redact(String(value)), LIMITS.context);
  }
  return out;
}

/** The input with secrets removed and every field cut to the server's limits. */
export function sanitize(input: ErrorInput): ErrorInput {
  const line = Number.isInteger(input.line) && (input.line ?? -1) >= 0 ? input.line : undefined;
  const column = Number.isInteger(input.column) && (input.column ?? -1) >= 0 ? input.column : undefined;
  return {
    message: cut(redact(input.message.trim() || 'Unknown error'), LIMITS.message),
    source: input.source,
    file: cleanFile(input.file),
    line,
    column,
    stack: input.stack ? cut(redact(input.stack), LIMITS.stack) : undefined,
    context: cleanContext(input.context),
  };
}
