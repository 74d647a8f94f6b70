/**
 * Puts values into a text's `{{name}}` slots, as i18next does, for the code that runs before i18next is
 * loaded (the sign-in page, the API client). A slot with no value is left as it is, so a missing value
 * shows instead of vanishing.
 */
export function fillIn(text: string, values?: Record<string, string | number>): string {
  if (!values) return text;
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (slot, name: string) =>
    name in values ? String(values[name]) : slot,
  );
}
