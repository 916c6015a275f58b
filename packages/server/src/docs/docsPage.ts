import { escapeHtml } from '@courtside/core';
import type { buildOpenApi } from '../http/openapi';

type Document = ReturnType<typeof buildOpenApi>;
type Operation = { tags: string[]; parameters: Array<{ name: string; in: string; required: boolean; schema: unknown }>; requestBody?: { content: Record<string, { schema: unknown }> }; responses: Record<string, { description: string; content?: Record<string, { schema?: unknown }> }> };

const style = `
body{font:16px/1.5 system-ui,sans-serif;margin:0;color:#1c2024;background:#fff}
header,main{max-width:72rem;margin:0 auto;padding:1rem}
h1{margin:.5rem 0}h2{margin-top:2rem;border-bottom:1px solid #d9d9e0;text-transform:capitalize}
details{border:1px solid #d9d9e0;border-radius:6px;margin:.5rem 0;padding:.25rem .75rem}
summary{cursor:pointer;padding:.5rem 0;font-family:ui-monospace,monospace}
summary:focus-visible{outline:2px solid #0d74ce;outline-offset:2px}
.m{display:inline-block;min-width:4.5rem;font-weight:700}
.get{color:#006d3b}.post{color:#0b5cad}.patch,.put{color:#8a4a00}.delete{color:#c40023}
pre{overflow:auto;background:#f9f9fb;padding:.75rem;border-radius:4px;font-size:13px}
table{border-collapse:collapse}td,th{border:1px solid #d9d9e0;padding:.25rem .5rem;text-align:left}
nav ul{display:flex;flex-wrap:wrap;gap:.5rem 1rem;padding:0;list-style:none}
a{color:#0b5cad}`;

const pretty = (value: unknown) => `<pre tabindex="0">${escapeHtml(JSON.stringify(value, null, 2))}</pre>`;

function operationHtml(method: string, path: string, op: Operation): string {
  const params = op.parameters.length
    ? `<h3>Parameters</h3><table><thead><tr><th scope="col">Name</th><th scope="col">In</th><th scope="col">Required</th><th scope="col">Schema</th></tr></thead><tbody>${op.parameters
        .map((p) => `<tr><td>${escapeHtml(p.name)}</td><td>${p.in}</td><td>${p.required ? 'yes' : 'no'}</td><td><code>${escapeHtml(JSON.stringify(p.schema))}</code></td></tr>`)
        .join('')}</tbody></table>`
    : '';
  const body = op.requestBody ? `<h3>Body</h3>${pretty(Object.values(op.requestBody.content)[0]?.schema)}` : '';
  const answers = Object.entries(op.responses)
    .map(([status, r]) => `<h3>${escapeHtml(status)}: ${escapeHtml(r.description)}</h3>${Object.entries(r.content ?? {}).map(([type, c]) => `<p>${escapeHtml(type)}</p>${c.schema ? pretty(c.schema) : ''}`).join('')}`)
    .join('');
  return `<details><summary><span class="m ${method}">${method.toUpperCase()}</span> ${escapeHtml(path)}</summary>${params}${body}${answers}</details>`;
}

/** The OpenAPI document as a page to browse (no script: every operation a disclosure, by tag). */
export function docsPage(doc: Document, styleNonce: string): string {
  const byTag = new Map<string, string[]>();
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods as Record<string, Operation>)) {
      const tag = op.tags[0] ?? 'api';
      byTag.set(tag, [...(byTag.get(tag) ?? []), operationHtml(method, path, op)]);
    }
  }
  const tags = [...byTag.keys()].sort();
  const sections = tags.map((tag) => `<section aria-labelledby="t-${escapeHtml(tag)}"><h2 id="t-${escapeHtml(tag)}">${escapeHtml(tag)}</h2>${byTag.get(tag)!.join('')}</section>`).join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Courtside API</title><style nonce="${escapeHtml(styleNonce)}">${style}</style></head><body><header><h1>${escapeHtml(doc.info.title)} <small>${escapeHtml(doc.info.version)}</small></h1><p>${escapeHtml(doc.info.description)}</p><p>The machine-readable document: <a href="/api/openapi.json">/api/openapi.json</a> (OpenAPI ${doc.openapi}).</p><nav aria-label="Tags"><ul>${tags.map((tag) => `<li><a href="#t-${escapeHtml(tag)}">${escapeHtml(tag)}</a></li>`).join('')}</ul></nav></header><main>${sections}</main></body></html>`;
}
