// The design system QA reviews in Storybook: every ui component has a story, and every state the spec names is shown by
// at least one story. These checks read the sources (no Storybook run) and name what is missing.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const uiSrc = path.join(root, 'packages/ui/src');
const read = (file: string) => readFileSync(file, 'utf8');

/** A component's public name: PascalCase with a lower-case letter (constants such as MAIN_CONTENT_ID are not components). */
const isComponentName = (name: string) => /^[A-Z][A-Za-z0-9]*$/.test(name) && /[a-z]/.test(name);

/** Every value export of ui's barrel named like a component, with the .tsx file it comes from. */
function exportedComponents(): { name: string; file: string }[] {
  const barrel = read(path.join(uiSrc, 'index.ts'));
  return [...barrel.matchAll(/^export\s+\{([^}]+)\}\s+from\s+'(\.[^']+)';/gm)].flatMap(([, names, from]) => {
    const file = path.join(uiSrc, `${from!}.tsx`);
    if (!existsSync(file)) return [];
    return names!
      .split(',')
      .map((part) => part.trim().split(/\s+as\s+/).pop()!)
      .filter((name) => name && !name.startsWith('type ') && isComponentName(name))
      .map((name) => ({ name, file }));
  });
}

/** Every story file under a folder, recursively. */
function storyFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const at = path.join(dir, entry.name);
    if (entry.isDirectory()) return storyFiles(at);
    return entry.name.endsWith('.stories.tsx') ? [at] : [];
  });
}

/** Whether a story file names the component as its `component:` or imports it by name. */
function covers(storySource: string, name: string): boolean {
  if (new RegExp(`\\bcomponent:\\s*${name}\\b`).test(storySource)) return true;
  return [...storySource.matchAll(/^import\s+(?!type\b)\{([^}]+)\}\s+from\s+'[^']+';/gm)].some(([, names]) =>
    names!.split(',').some((part) => !part.trim().startsWith('type ') && part.trim().split(/\s+as\s+/)[0] === name),
  );
}

const stories = storyFiles(uiSrc);

/** The components no story in their own folder covers. */
function componentsWithoutStories(): string[] {
  return exportedComponents()
    .filter(({ name, file }) => !stories.some((story) => path.dirname(story) === path.dirname(file) && covers(read(story), name)))
    .map(({ name, file }) => `${name} (${path.relative(root, file)})`);
}

/** Each story's title and export names, as one searchable line per story ("Checkout/BasketItemCard SoldOut"). */
function storyLabels(): string[] {
  return stories.flatMap((file) => {
    const source = read(file);
    const title = /\btitle:\s*'([^']+)'/.exec(source)?.[1] ?? path.basename(file);
    return [...source.matchAll(/^export const (\w+)\s*(?::|=)/gm)].map(([, name]) => `${title} ${name!}`);
  });
}

/**
 * Each state of core's card payment machine (`PaymentStatus` in payment/paymentMachine.ts), read from its source so a
 * new state needs a story: CardPaymentForm must have one named after it ('prepare_failed' → PrepareFailed).
 */
function paymentMachineStates(): Record<string, RegExp> {
  const machine = read(path.join(root, 'packages/core/src/payment/paymentMachine.ts'));
  const union = /export type PaymentStatus =([^;]+);/.exec(machine)?.[1] ?? '';
  const statuses = [...union.matchAll(/'([a-z_]+)'/g)].map(([, status]) => status!);
  const pascal = (status: string) => status.replace(/(^|_)([a-z])/g, (_, __, letter: string) => letter.toUpperCase());
  return Object.fromEntries(statuses.map((status) => [`payment: ${status}`, new RegExp(`/CardPaymentForm ${pascal(status)}$`)]));
}

/**
 * The states the spec names (for the design system QA to review; spec §2 screens, §4 loading and font states, §9
 * breakpoints and time formats), each a pattern over story titles and export names. A state with no story fails.
 */
const specStates: Record<string, RegExp> = {
  loading: /Loading|Pending|Spinner|Busy/i,
  empty: /Empty|NoResults|Nothing|None\b/i,
  error: /Error|Failed|Refused|Invalid/i,
  disabled: /Disabled|Locked|Unavailable/i,
  'sold out': /SoldOut|Full\b|FullyBooked/i,
  'low availability': /LowAvailability|FewPlaces|FewLeft|AlmostFull/i,
  waitlist: /Waitlist|WaitingList/i,
  booked: /Booked|AlreadyBooked/i,
  reserved: /Reserved|Held/i,
  past: /Past|Ended|Expired/i,
  busy: /Busy|Submitting|Saving|Pending/i,
  kiosk: /Kiosk/i,
  embedded: /Embedded/i,
  'logged in': /LoggedIn|SignedIn/i,
  'logged out': /LoggedOut|SignedOut|Visitor/i,
  'small screen': /SmallScreen|Mobile|Phone|375/i,
  'long names': /LongName|LongText|LongTitle/i,
  '12h time': /12h|TwelveHour/i,
  '24h time': /24h|TwentyFourHour/i,
  ...paymentMachineStates(),
};

/** The states of `specStates` no story shows. */
function statesWithoutStories(labels = storyLabels()): string[] {
  return Object.entries(specStates)
    .filter(([, pattern]) => !labels.some((label) => pattern.test(label)))
    .map(([state]) => state);
}

/**
 * Story files whose docs page lacks the do/don't notes: its meta's `docs.description.component` must carry a theming
 * note and an accessibility note, each with its do and its don't.
 */
function storyFilesWithoutNotes(files: ReadonlyArray<{ file: string; source: string }>): string[] {
  // Each note's don't comes before the next note's do.
  const notes = ['Theming', 'Accessibility'].map((topic) => new RegExp(`\\*\\*${topic} — do\\*\\*(?:(?!— do\\*\\*)[^])*?\\*\\*Don't\\*\\*`));
  return files.filter(({ source }) => !/docs:\s*\{[^]*?description:/.test(source) || !notes.every((note) => note.test(source))).map(({ file }) => path.relative(root, file));
}

describe('story coverage (the design system QA reviews in Storybook)', () => {
  it('reads the ui barrel, the story files and the payment machine', () => {
    expect(exportedComponents().length).toBeGreaterThan(40);
    expect(Object.keys(paymentMachineStates())).toContain('payment: sca_required');
    expect(stories.length).toBeGreaterThan(40);
  });

  it('has a story for every ui component (a story file beside it that imports it or names it as its component)', () => {
    expect(componentsWithoutStories()).toEqual([]);
  });

  it('shows every state the spec names in at least one story', () => {
    expect(statesWithoutStories()).toEqual([]);
  });

  it("documents each story file's component with do/don't notes for theming and accessibility (autodocs)", () => {
    const files = storyFiles(uiSrc).map((file) => ({ file, source: read(file) }));
    expect(files.length).toBeGreaterThan(40);
    expect(storyFilesWithoutNotes(files)).toEqual([]);
    const noted = "parameters: { docs: { description: { component: ['**Theming — do** a. **Don't** b.', '**Accessibility — do** c. **Don't** d.'] } } }";
    expect(storyFilesWithoutNotes([{ file: 'ok', source: noted }])).toEqual([]);
    expect(storyFilesWithoutNotes([{ file: 'no-a11y', source: noted.replace('**Accessibility — do**', 'Accessibility') }])).toEqual(['no-a11y']);
    expect(storyFilesWithoutNotes([{ file: 'no-dont', source: noted.replace("**Don't** b.', '", "', '") }])).toEqual(['no-dont']);
  });

  it('the state check fails when no story shows a state', () => {
    expect(statesWithoutStories(['Checkout/BasketItemCard Default'])).toContain('sold out');
    expect(covers("import { Footer } from './Footer';", 'Footer')).toBe(true);
    expect(covers("import type { Footer } from './Footer';", 'Footer')).toBe(false);
    expect(covers("const meta = { component: SessionCard,", 'SessionCard')).toBe(true);
  });
});
