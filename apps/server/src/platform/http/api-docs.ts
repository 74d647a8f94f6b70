import { html, raw } from 'hono/html';
import { ACCESS_EXTENSION } from './route.ts';

interface Doc {
  info: { title: string; version: string };
  paths?: Record<
    string,
    Record<string, { summary?: string; tags?: string[]; [k: string]: unknown } | undefined>
  >;
}

function accessLabel(access: unknown): string {
  const a = access as { kind?: string; module?: string; action?: string; minRole?: string } | undefined;
  if (!a?.kind) return 'undeclared';
  if (a.kind === 'permission')
    return `${a.module}:${a.action ?? 'view'}${a.minRole ? ` (${a.minRole}+)` : ''}`;
  return a.kind;
}

/** A plain, script-free page listing every route (works offline and under our CSP). */
export function renderApiDocs(document: unknown) {
  const doc = document as Doc;
  const rows = Object.entries(doc.paths ?? {}).flatMap(([path, ops]) =>
    Object.entries(ops).map(
      ([method, op]) =>
        html`<tr><td><code>${method.toUpperCase()}</code></td><td><code>${path}</code></td><td>${op?.summary ?? ''}</td><td><code>${accessLabel(op?.[ACCESS_EXTENSION])}</code></td></tr>`,
    ),
  );
  return html`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${doc.info.title}</title>
<style>body{font:14px system-ui,sans-serif;margin:2rem;color:#222}table{border-collapse:collapse}td,th{border-bottom:1px solid #ddd;padding:.35rem .6rem;text-align:left}</style></head>
<body><h1>${doc.info.title} ${doc.info.version}</h1><p>Machine-readable: <a href="/api/openapi.json">/api/openapi.json</a>. Errors use <code>{"error":{"code","message","details","requestId"}}</code>.</p>
<table><thead><tr><th>Method</th><th>Path</th><th>What it does</th><th>Who may call it</th></tr></thead><tbody>${raw(rows.join(''))}</tbody></table></body></html>`;
}
