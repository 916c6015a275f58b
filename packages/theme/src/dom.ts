import type { FontStatus } from './fonts';

/** The part of an element applyCssVars touches; any HTMLElement fits. */
export interface CssVarTarget {
  readonly style: Pick<CSSStyleDeclaration, 'setProperty' | 'removeProperty'>;
}

/** The part of a document watchFonts touches; any Document fits. */
export interface FontDocument {
  readonly fonts?: { load(font: string): Promise<readonly unknown[]> };
}

// Remembers what we set per element, so properties set by others are never removed.
const applied = new WeakMap<CssVarTarget, ReadonlySet<string>>();

/** Spec §9 theme → DOM: sets each CSS variable on `element`; removes ones it set before that are now absent. */
export function applyCssVars(element: CssVarTarget, vars: Readonly<Record<string, string>>): void {
  const names = new Set(Object.keys(vars));
  for (const name of applied.get(element) ?? []) {
    if (!names.has(name)) element.style.removeProperty(name);
  }
  for (const name of names) element.style.setProperty(name, vars[name] as string);
  applied.set(element, names);
}

/**
 * Spec §4 "Fonts: loading, active, inactive": reports 'loading', then 'active' if any family loaded
 * or 'inactive' if none did (or the browser has no font loading API). Returns a function that silences later reports.
 */
export function watchFonts(
  doc: FontDocument,
  families: readonly string[],
  onStatus: (status: FontStatus) => void,
): () => void {
  let live = true;
  const report = (status: FontStatus): void => {
    if (live) onStatus(status);
  };
  report('loading');
  const fonts = doc.fonts;
  if (!fonts || families.length === 0) {
    report('inactive');
  } else {
    // load() resolves with no faces when the family is not declared, which counts as not loaded.
    const loads = families.map((family) =>
      fonts.load(`1em "${family}"`).then(
        (faces) => faces.length > 0,
        () => false,
      ),
    );
    void Promise.all(loads).then((loaded) => report(loaded.some(Boolean) ? 'active' : 'inactive'));
  }
  return () => {
    live = false;
  };
}
