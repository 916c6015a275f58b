// A lighter first load: the Radix Themes component sheet styles every Radix component; Courtside uses about half of
// them. This PostCSS plugin drops the rules that style only components the product never renders, in the web app's
// build (Storybook keeps the whole sheet). tests/lint/radixCss.test.ts fails when ui or web imports one of them from
// '@radix-ui/themes', so a component never loses its styles by surprise. It also drops the breakpoint rules of every
// responsive prop but the two the product gives values per breakpoint, and the dark appearance's (the same test fails
// when another prop is given per-breakpoint values, or when code names the dark appearance).

/** Radix Themes components (their `rt-` class prefixes) no ui or web code renders. */
export const unusedRadixParts = [
  'Blockquote',
  'BaseTabList',
  'CheckboxCards',
  'CheckboxGroup',
  'Code',
  'Container',
  'Em',
  'HoverCard',
  'Inset',
  'Kbd',
  'Link',
  'Popover',
  'Progress',
  'Quote',
  'Section',
  'SegmentedControl',
  'Separator',
  'Slider',
  'Strong',
  'Switch',
  'TabNav',
  'Tabs',
  'Tooltip',
] as const;

const partOf = (className: string) => unusedRadixParts.some((part) => className.startsWith(part));

/**
 * The only props ui and web give a value per breakpoint (`{ initial, sm: … }`), by the class Radix styles them with,
 * and the breakpoints they name. Every other responsive rule — a size, a margin, a gap at sm, md, … — styles a class
 * no element ever has.
 */
export const responsiveInUse = { props: { columns: 'rt-r-gtc', orientation: 'rt-r-orientation' }, breakpoints: ['xs', 'sm', 'md'] } as const;

const keptPrefixes: readonly string[] = Object.values(responsiveInUse.props);
const keptBreakpoints: readonly string[] = responsiveInUse.breakpoints;

/** Whether a selector needs a breakpoint's class (`.md\:rt-r-size-2`, `.xl\:-rt-r-m-1`) nobody asks for. */
export function namesUnusedResponsive(selector: string): boolean {
  return [...selector.matchAll(/\.(xs|sm|md|lg|xl)\\:(-?rt-[A-Za-z0-9-]+)/g)].some(
    ([, breakpoint, className]) => !keptBreakpoints.includes(breakpoint!) || !keptPrefixes.some((prefix) => className!.startsWith(prefix)),
  );
}

/**
 * Whether a selector applies only under Radix's dark appearance (`.dark`, `.dark-theme` on an ancestor): the product
 * never sets it (venues theme the light appearance), and the same test fails when ui or web code names it.
 */
export function needsDarkAppearance(selector: string): boolean {
  return /\.dark(?:-theme)?(?![\w-])/.test(selector) && !/:not\([^)]*\.dark/.test(selector);
}

/** Whether a rule styles only unused Radix parts (it names `rt-` component classes, each of an unused part). */
export function stylesOnlyUnused(selector: string): boolean {
  const parts = [...selector.matchAll(/\.rt-([A-Z][A-Za-z]*)/g)].map((m) => m[1]!);
  return parts.length > 0 && parts.every(partOf);
}

/** What the plugin touches of PostCSS's nodes (postcss itself is Vite's, not a dependency of this package). */
interface CssNode {
  selector?: string;
  selectors?: string[];
  nodes?: readonly unknown[];
  remove(): unknown;
}
interface CssRoot {
  walkRules(visit: (rule: CssNode) => void): unknown;
  walkAtRules(visit: (rule: CssNode) => void): unknown;
}

/** The PostCSS plugin: removes those rules and selectors, then the at-rules (media queries) they leave empty. */
export function dropUnusedRadix() {
  return {
    postcssPlugin: 'courtside-drop-unused-radix',
    OnceExit(root: CssRoot) {
      root.walkRules((rule) => {
        if (!rule.selector) return;
        if (stylesOnlyUnused(rule.selector)) return void rule.remove();
        const all = rule.selectors ?? [rule.selector];
        const kept = all.filter((selector) => !namesUnusedResponsive(selector) && !needsDarkAppearance(selector));
        if (kept.length === 0) rule.remove();
        else if (kept.length !== all.length) rule.selectors = kept;
      });
      root.walkAtRules((at) => {
        if (at.nodes && at.nodes.length === 0) at.remove();
      });
    },
  };
}
