import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const srcDir = fileURLToPath(new URL('..', import.meta.url));
const calls = /\bnew HttpError\(|\bfieldError\(/g;

/** The argument list of the call whose '(' ends at `open`, split at its top-level commas. */
function argumentsAt(source: string, open: number): string[] {
  const args: string[] = [];
  let depth = 0;
  let quote: string | null = null;
  let current = '';
  for (let i = open; i < source.length; i++) {
    const c = source[i]!;
    if (quote) {
      if (c === '\\') { current += c + source[++i]; continue; }
      if (c === quote) quote = null;
    } else if (c === "'" || c === '"' || c === '`') quote = c;
    else if ('([{'.includes(c)) depth++;
    else if (')]}'.includes(c) && --depth === 0) break;
    else if (c === ',' && depth === 1) { args.push(current.trim()); current = ''; continue; }
    if (depth > 1 || (depth === 1 && c !== '(') || quote) current += c;
  }
  return [...args, current.trim()];
}

/** A message argument that is, or may evaluate to, a text written in place (comparisons and keys `[…]` aside). */
function writesText(arg: string): boolean {
  let rest = arg.replace(/[!=]==\s*(['"`])[^'"`]*\1/g, '');
  for (let before = ''; before !== rest; ) [before, rest] = [rest, rest.replace(/\[[^[\]]*\]/g, '')];
  return /['"`]/.test(rest);
}

/** Every `new HttpError(…)` / `fieldError(…)` call in `source` whose message is a string literal, as written. */
export function literalMessages(source: string): string[] {
  const found: string[] = [];
  for (const match of source.matchAll(calls)) {
    const args = argumentsAt(source, match.index + match[0].length - 1);
    if (args[1] !== undefined && writesText(args[1])) found.push(`${match[0]}${args.join(', ')})`);
  }
  return found;
}

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' ? [] : sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });

describe('one catalogue of texts (core messages)', () => {
  it('finds a message written in place, and lets a catalogue entry pass', () => {
    expect(literalMessages(`throw new HttpError(409, 'Your basket has changed.');`)).toHaveLength(1);
    expect(literalMessages('throw fieldError(`items.${i}`, "Required");')).toHaveLength(1);
    expect(literalMessages("throw fieldError(key, issue?.message ?? 'Must be a number');")).toHaveLength(1);
    expect(literalMessages('throw new HttpError(502, `Down ${why}`);')).toHaveLength(1);
    expect(literalMessages("throw new HttpError(\n  422,\n  ok ? messages.cart.noBenefit : 'No package',\n);")).toHaveLength(1);
    expect(literalMessages('throw new HttpError(404, messages.notFound);')).toEqual([]);
    expect(literalMessages("throw fieldError(`items.${i}`, reason === 'full' ? messages.sessionFull : cartMessages.alreadyBooked);")).toEqual([]);
    expect(literalMessages("throw new HttpError(401, unauthenticatedMessages[problems.get(r) ?? 'missing']);")).toEqual([]);
  });

  it('the server throws no HttpError or field error with a text of its own: every text is a core catalogue entry', () => {
    const offenders = sourceFiles(srcDir).flatMap((file) => literalMessages(readFileSync(file, 'utf8')).map((call) => `${relative(srcDir, file)}: ${call}`));
    expect(offenders).toEqual([]);
  });
});
