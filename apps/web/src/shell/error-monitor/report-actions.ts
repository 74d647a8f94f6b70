import { formatManila } from '@fbms/domain';
import { buildReport, type CapturedError, type ReportMeta } from './error-store.ts';

/** "2 minutes ago" / "2 minuto ang nakalipas", from seconds up to days. */
export function relativeTime(then: number, now: number, language: string): string {
  const format = new Intl.RelativeTimeFormat(language === 'fil' ? 'fil' : 'en-PH', { numeric: 'auto' });
  const seconds = Math.round((then - now) / 1000);
  const abs = Math.abs(seconds);
  if (abs < 60) return format.format(abs < 5 ? 0 : seconds, 'second');
  const minutes = Math.round(seconds / 60);
  if (Math.abs(minutes) < 60) return format.format(minutes, 'minute');
  const hours = Math.round(minutes / 60);
  if (Math.abs(hours) < 24) return format.format(hours, 'hour');
  return format.format(Math.round(hours / 24), 'day');
}

export const reportJson = (errors: readonly CapturedError[], meta: ReportMeta) =>
  JSON.stringify(buildReport(errors, meta), null, 2);

/** fbms-errors-2026-11-20-1405.json, in the store's time zone. */
export function reportFileName(now: number): string {
  return `fbms-errors-${formatManila(new Date(now), 'yyyy-MM-dd-HHmm')}.json`;
}

/** True when the text reached the clipboard; false when the browser refused (no permission, no focus). */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (!navigator.clipboard?.writeText) return false;
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

export function downloadText(text: string, fileName: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has read the blob once the click is handled; a later revoke frees it.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
