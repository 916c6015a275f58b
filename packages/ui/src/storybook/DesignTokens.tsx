import { useLayoutEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import type { Theme as VenueThemeFields } from '@courtside/core';
import {
  defaultTheme,
  deriveScale,
  fontForName,
  parseColour,
  readableTextOn,
  resolveTheme,
  scaleSteps,
  themeFontChoices,
  tintFactors,
  toHex,
} from '@courtside/theme';
import { layoutConstants } from './layoutConstants';
import type { StoryThemeOption } from './StoryShell';

// The token table is generated, not written: tints and fonts come from packages/theme, spacing and radii are read
// from Radix Themes' CSS variables in the page, layout from the §9 constants.

const cell: CSSProperties = { padding: 'var(--space-2)', borderBottom: '1px solid var(--gray-a5)', textAlign: 'left' };
const mono: CSSProperties = { fontFamily: 'var(--code-font-family)', fontSize: 'var(--font-size-1)' };

function Table({ caption, head, children }: { caption: string; head: readonly string[]; children: ReactNode }) {
  return (
    <table style={{ borderCollapse: 'collapse', width: '100%', marginBlock: 'var(--space-4)' }}>
      <caption style={{ textAlign: 'left', fontWeight: 'bold', paddingBlock: 'var(--space-2)' }}>{caption}</caption>
      <thead>
        <tr>
          {head.map((label) => (
            <th key={label} scope="col" style={cell}>
              {label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
}

const stepLabel = (step: number): string => (step === 600 ? '600 (0.8 shade)' : `${step} (${tintFactors[step as keyof typeof tintFactors] * 100}%)`);

function Swatch({ hex }: { hex: string }) {
  const text = toHex(readableTextOn(parseColour(hex)));
  return (
    <td style={{ ...cell, ...mono, background: hex, color: text, minWidth: 72 }} data-colour={hex}>
      {hex}
    </td>
  );
}

/** Spec §9 "Tints": each theme's primary and secondary scales, 50–500 tints and the 600 shade. */
export function TintTable({ themes }: { themes: Readonly<Record<string, StoryThemeOption>> }) {
  const rows = Object.entries(themes).flatMap(([id, { title, theme }]) => {
    const { colours } = resolveTheme(theme ?? {});
    return [
      { key: `${id}-primary`, label: `${title} — primary`, seed: colours.primary },
      { key: `${id}-secondary`, label: `${title} — secondary`, seed: colours.secondary1 },
    ];
  });
  return (
    <Table caption="Tints 50–600 (packages/theme deriveScale)" head={['Theme colour', ...scaleSteps.map(stepLabel)]}>
      {rows.map(({ key, label, seed }) => {
        const scale = deriveScale(seed);
        return (
          <tr key={key} data-testid={key}>
            <th scope="row" style={cell}>
              {label}
            </th>
            {scaleSteps.map((step) => (
              <Swatch key={step} hex={scale[step]} />
            ))}
          </tr>
        );
      })}
    </Table>
  );
}

/** Spec §9 "Font choices" and "Default theme": each font's family and fallback stack, in its own face. */
export function FontTable({ themes }: { themes: Readonly<Record<string, StoryThemeOption>> }) {
  const usedBy = (name: string, field: keyof Pick<VenueThemeFields, 'themeAppHeadingFontStyle' | 'themeAppBodyFontStyle'>) =>
    Object.values(themes)
      .filter(({ theme }) => (theme?.[field] ?? '').toLowerCase() === name.toLowerCase())
      .map(({ title }) => title);
  const names = [defaultTheme.headingFont, ...themeFontChoices];
  return (
    <Table caption="Fonts (packages/theme fontForName)" head={['Name', 'Family to load', 'CSS stack', 'Sample', 'Headings of', 'Body of']}>
      {names.map((name) => {
        const font = fontForName(name);
        if (!font) return null;
        const defaults = [name === defaultTheme.headingFont ? 'default heading' : '', name === defaultTheme.bodyFont ? 'default body' : ''];
        return (
          <tr key={name}>
            <th scope="row" style={cell}>
              {name}
            </th>
            <td style={cell}>{font.family}</td>
            <td style={{ ...cell, ...mono }}>{font.stack}</td>
            <td style={{ ...cell, fontFamily: font.stack, fontSize: 'var(--font-size-4)' }}>Book a court</td>
            <td style={cell}>{[defaults[0], ...usedBy(name, 'themeAppHeadingFontStyle')].filter(Boolean).join(', ')}</td>
            <td style={cell}>{[defaults[1], ...usedBy(name, 'themeAppBodyFontStyle')].filter(Boolean).join(', ')}</td>
          </tr>
        );
      })}
    </Table>
  );
}

/** A Radix token's value as the page computes it (px), measured from a sample element. */
function Measured({ token, kind }: { token: string; kind: 'space' | 'radius' }) {
  const ref = useRef<HTMLDivElement>(null);
  const [value, setValue] = useState('');
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const style = getComputedStyle(element);
    setValue(kind === 'space' ? style.width : style.borderTopLeftRadius);
  }, [kind]);
  const sample: CSSProperties =
    kind === 'space'
      ? { width: `var(${token})`, height: 'var(--space-3)', background: 'var(--accent-9)' }
      : { width: 48, height: 32, borderRadius: `var(${token})`, border: '2px solid var(--accent-9)' };
  return (
    <tr>
      <th scope="row" style={{ ...cell, ...mono }}>
        {token}
      </th>
      <td style={{ ...cell, ...mono }} data-testid={token}>
        {value}
      </td>
      <td style={cell}>
        <div ref={ref} style={sample} />
      </td>
    </tr>
  );
}

const range = (count: number): number[] => Array.from({ length: count }, (_, index) => index + 1);

/** Radix Themes' spacing scale (--space-1…9) as ui's CSS uses it, at the app's 100% scaling. */
export function SpacingTable() {
  return (
    <Table caption="Spacing (Radix Themes --space-*)" head={['Token', 'Value', 'Sample']}>
      {range(9).map((step) => (
        <Measured key={step} token={`--space-${step}`} kind="space" />
      ))}
    </Table>
  );
}

/** Radix Themes' radii (--radius-1…6) at the app's radius="medium". */
export function RadiusTable() {
  return (
    <Table caption="Radii (Radix Themes --radius-*, radius medium)" head={['Token', 'Value', 'Sample']}>
      {[...range(6).map((step) => `--radius-${step}`), '--radius-full'].map((token) => (
        <Measured key={token} token={token} kind="radius" />
      ))}
    </Table>
  );
}

/** Spec §9 "Layout": header, containers, breakpoints, drawers, cards, buttons. */
export function LayoutTable() {
  return (
    <Table caption="Layout constants (spec §9)" head={['Constant', 'Value', 'Used in']}>
      {layoutConstants.map(({ name, value, usedIn }) => (
        <tr key={name}>
          <th scope="row" style={cell}>
            {name}
          </th>
          <td style={{ ...cell, ...mono }}>{value}</td>
          <td style={cell}>{usedIn}</td>
        </tr>
      ))}
    </Table>
  );
}

/** The whole token table: tints, fonts, spacing, radii and layout, for the given themes. */
export function DesignTokens({ themes }: { themes: Readonly<Record<string, StoryThemeOption>> }) {
  return (
    <div style={{ padding: 'var(--space-4)', fontFamily: 'var(--default-font-family)' }}>
      <TintTable themes={themes} />
      <FontTable themes={themes} />
      <SpacingTable />
      <RadiusTable />
      <LayoutTable />
    </div>
  );
}
