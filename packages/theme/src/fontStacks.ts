/** Spec §9 "Font choices": a font as the CSS needs it — the web-font family to load and the fallback stack. */
export interface ThemeFont {
  readonly family: string;
  readonly stack: string;
}

const sans = (family: string): ThemeFont => ({ family, stack: `"${family}", system-ui, sans-serif` });
// garagegothic is a condensed display face, so its fallbacks are condensed too.
const garagegothic: ThemeFont = {
  family: 'garagegothic',
  stack: '"garagegothic", "Oswald", "Arial Narrow", sans-serif-condensed, sans-serif',
};

// Keys are lower case (venue data is matched case-insensitively); a Map so 'constructor' is not a font.
const fontsByName: ReadonlyMap<string, ThemeFont> = new Map([
  ['lato', sans('Lato')],
  ['open sans', sans('Open Sans')],
  ['roboto', sans('Roboto')],
  ['garagegothic', garagegothic],
  // Spec §9's default heading font names the bold cut of the same family.
  ['garagegothic-boldregular', garagegothic],
]);

/** Spec §9 "Font choices": the family and CSS stack for a font name (case-insensitive), or undefined if unknown. */
export function fontForName(name: string): ThemeFont | undefined {
  return fontsByName.get(name.trim().toLowerCase());
}
