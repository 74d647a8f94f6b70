/**
 * Address search parameters stay plain strings both ways: the router's default turns "1" into a number
 * and JSON-quotes some strings, which would change reset tokens, e-mails and invite flags. Routes parse
 * what they need with zod (validateSearch), numbers included.
 */
export function parseSearch(search: string): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(search.startsWith('?') ? search.slice(1) : search));
}

export function stringifySearch(search: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(search)) {
    if (value === undefined || value === null) continue;
    params.set(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  const out = params.toString();
  return out ? `?${out}` : '';
}
