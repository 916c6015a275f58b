// A lighter first load: i18next's logger prints its `log`, `warn` and `deprecate` messages only when i18next is
// initialised with `debug: true`, which the app never is (src/app/i18n.ts), yet the package's texts for them (setup
// advice, deprecations, 0.9 KiB gzip) came with every first load. In the web app's build this plugin leaves each such
// call without its arguments, so it still returns what it returned (null, without debug) and the texts are gone; an
// `error` keeps its text. `tests/lint/i18nextProduction.test.ts` fails, and the build too, when the package's logger no
// longer prints those three only with debug.
import { parseAst, type Plugin } from 'vite';

const i18nextModule = /i18next\/dist\/esm\/i18next\.js$/;
/** The logger's methods that print only with `debug: true`, as the package declares them. */
const debugOnly = {
  log: "return this.forward(args, 'log', '', true);",
  warn: "return this.forward(args, 'warn', '', true);",
  deprecate: "return this.forward(args, 'warn', 'WARNING DEPRECATED: ', true);",
};
const forwardsOnlyWithDebug = 'if (debugOnly && !this.debug) return null;';

const unexpected = "i18next: the logger no longer prints log, warn and deprecate only with debug as expected (packages/web/i18nextProduction.ts)";

type AstNode = { type: string; start: number; end: number; [key: string]: unknown };
const isNode = (value: unknown): value is AstNode => typeof value === 'object' && value !== null && typeof (value as AstNode).type === 'string';

/** Each `….logger.log|warn|deprecate(…)` call's arguments, as [start, end) ranges of the code. */
function debugOnlyArguments(code: string): Array<[number, number]> {
  const ranges: Array<[number, number]> = [];
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (!isNode(node)) return;
    const callee = node.callee as AstNode | undefined;
    const args = node.arguments as AstNode[] | undefined;
    if (node.type === 'CallExpression' && callee?.type === 'MemberExpression' && args?.length) {
      const method = (callee.property as AstNode & { name?: string }).name;
      const owner = callee.object as AstNode & { property?: AstNode & { name?: string } };
      if (method && Object.hasOwn(debugOnly, method) && owner.type === 'MemberExpression' && owner.property?.name === 'logger') {
        // Its arguments go whole, with any call inside them: the ranges never overlap.
        return void ranges.push([args[0]!.start, args.at(-1)!.end]);
      }
    }
    for (const key of Object.keys(node)) if (key !== 'type') visit(node[key]);
  };
  visit(parseAst(code));
  return ranges;
}

/** i18next's module with its debug-only log calls left without their texts; throws when the logger changed shape. */
export function withoutDebugLogTexts(code: string): string {
  if (!code.includes(forwardsOnlyWithDebug) || !Object.values(debugOnly).every((line) => code.includes(line))) throw new Error(unexpected);
  let out = code;
  for (const [start, end] of debugOnlyArguments(code).sort((a, b) => b[0] - a[0])) out = out.slice(0, start) + out.slice(end);
  return out;
}

export function i18nextWithoutDebugLogTexts(): Plugin {
  return {
    name: 'courtside-i18next-without-debug-log-texts',
    apply: 'build',
    transform(code, id) {
      if (!i18nextModule.test(id.split('?')[0] ?? id)) return undefined;
      return { code: withoutDebugLogTexts(code), map: null };
    },
  };
}
