import { describe, expect, it, vi } from 'vitest';
import type { CssVarTarget, FontDocument } from './dom';
import { applyCssVars, watchFonts } from './dom';
import type { FontStatus } from './fonts';

function fakeElement(initial: Record<string, string> = {}) {
  const props = new Map(Object.entries(initial));
  const element: CssVarTarget = {
    style: {
      setProperty: (name: string, value: string | null) => void props.set(name, value ?? ''),
      removeProperty: (name: string) => {
        const old = props.get(name) ?? '';
        props.delete(name);
        return old;
      },
    },
  };
  return { element, props };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('applyCssVars (spec §9 theme → DOM)', () => {
  it('sets every variable', () => {
    const { element, props } = fakeElement();
    applyCssVars(element, { '--a': '1', '--b': '2' });
    expect(Object.fromEntries(props)).toEqual({ '--a': '1', '--b': '2' });
  });

  it('removes only variables it set before that are now absent', () => {
    const { element, props } = fakeElement({ color: 'red' });
    applyCssVars(element, { '--a': '1', '--b': '2' });
    applyCssVars(element, { '--b': '3', '--c': '4' });
    expect(Object.fromEntries(props)).toEqual({ color: 'red', '--b': '3', '--c': '4' });
    applyCssVars(element, {});
    expect(Object.fromEntries(props)).toEqual({ color: 'red' });
  });

  it('tracks each element separately', () => {
    const one = fakeElement();
    const two = fakeElement();
    applyCssVars(one.element, { '--a': '1' });
    applyCssVars(two.element, { '--b': '2' });
    expect(Object.fromEntries(one.props)).toEqual({ '--a': '1' });
    expect(Object.fromEntries(two.props)).toEqual({ '--b': '2' });
  });
});

type Outcome = 'face' | 'none' | 'error';

function fakeDocument(outcomes: Record<string, Outcome>) {
  const load = vi.fn((font: string) => {
    const family = /"(.*)"/.exec(font)?.[1] ?? '';
    const outcome = outcomes[family];
    return outcome === 'error' ? Promise.reject(new Error('network')) : Promise.resolve(outcome === 'face' ? [{}] : []);
  });
  const doc: FontDocument = { fonts: { load } };
  return { doc, load };
}

async function statuses(doc: FontDocument, families: string[]): Promise<FontStatus[]> {
  const seen: FontStatus[] = [];
  watchFonts(doc, families, (status) => seen.push(status));
  await flush();
  return seen;
}

describe('watchFonts (spec §4 Fonts: loading, active, inactive)', () => {
  it.each([
    [{ Roboto: 'face' }, ['Roboto'], ['loading', 'active']],
    [{ Roboto: 'face', garagegothic: 'error' }, ['garagegothic', 'Roboto'], ['loading', 'active']],
    [{ Roboto: 'none', garagegothic: 'face' }, ['garagegothic', 'Roboto'], ['loading', 'active']],
    [{ Roboto: 'none' }, ['Roboto'], ['loading', 'inactive']],
    [{ Roboto: 'error', Lato: 'error' }, ['Roboto', 'Lato'], ['loading', 'inactive']],
    [{}, [], ['loading', 'inactive']],
  ] as const)('%j loading %j reports %j', async (outcomes, families, expected) => {
    expect(await statuses(fakeDocument(outcomes).doc, [...families])).toEqual(expected);
  });

  it('asks the browser for each family at 1em', async () => {
    const { doc, load } = fakeDocument({ 'Open Sans': 'face' });
    await statuses(doc, ['Open Sans', 'Lato']);
    expect(load.mock.calls).toEqual([['1em "Open Sans"'], ['1em "Lato"']]);
  });

  it('reports inactive when the font loading API is missing', async () => {
    expect(await statuses({}, ['Roboto'])).toEqual(['loading', 'inactive']);
  });

  it('stops reporting once cancelled', async () => {
    const seen: FontStatus[] = [];
    const stop = watchFonts(fakeDocument({ Roboto: 'face' }).doc, ['Roboto'], (status) => seen.push(status));
    stop();
    await flush();
    expect(seen).toEqual(['loading']);
  });
});
