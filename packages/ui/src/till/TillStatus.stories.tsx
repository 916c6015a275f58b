import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TillStatus } from './TillStatus';

const meta = {
  title: 'Till/TillStatus',
  component: TillStatus,
  // Do/don't notes for the docs page (autodocs).
  parameters: {
    docs: {
      description: {
        component: [
          "Till: the staff member's till session: open it with a float, see what the " +
            "drawer should hold, close it with the cash counted, read the last cash-up.",
          "**Theming — do** let Open till and Close till take the venue primary (`.cs-till__submit`: " +
            "`--cs-primary-500`, `--cs-on-primary` text), headings `--cs-font-heading` and text `--cs-font-body`. " +
            "**Don't** colour the cash-up figures: a difference is read from its label on a neutral card.",
          "**Accessibility — do** keep the money fields labelled with their unit ('Opening float " +
            "(£)'), the decimal keypad (`inputmode=\"decimal\"`), Enter to submit, errors tied to " +
            "the field, the loading spinner announced and the cash-up a group named by its `h3`. " +
            "**Don't** reformat what is typed: the raw text goes to the caller, who explains a bad amount.",
        ].join('\n\n'),
      },
    },
  },
  args: { state: 'closed', onOpen: fn(), onClose: fn() },
  decorators: [(Story) => <div style={{ padding: 'var(--space-4)', maxWidth: 640 }}><Story /></div>],
} satisfies Meta<typeof TillStatus>;

export default meta;
type Story = StoryObj<typeof meta>;

const openArgs = { state: 'open', openedAt: '09:12', float: '£50.00', cashTaken: '£162.40', expected: '£212.40' } as const;

/** Closed: type the float and press Enter to open. */
export const Closed: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Till' })).toBeVisible();
    await expect(canvas.getByText('The till is closed. Open it with the cash float in the drawer to take cash or cheques.')).toBeVisible();
    const float = canvas.getByRole('textbox', { name: 'Opening float (£)' });
    await expect(float).toHaveAttribute('inputmode', 'decimal');
    await userEvent.type(float, '50{Enter}');
    await expect(args.onOpen).toHaveBeenCalledWith('50');
    await userEvent.clear(float);
    await userEvent.type(float, '50.00');
    await userEvent.click(canvas.getByRole('button', { name: 'Open till' }));
    await expect(args.onOpen).toHaveBeenLastCalledWith('50.00');
    await expect(args.onClose).not.toHaveBeenCalled();
    await expect(canvas.queryByRole('textbox', { name: 'Cash counted (£)' })).toBeNull();
  },
};

/** Open: what the drawer should hold, and closing with the cash counted. */
export const Open: Story = {
  args: openArgs,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Till open since 09:12')).toBeVisible();
    const terms = Array.from(canvasElement.querySelectorAll('dt')).map((dt) => dt.textContent);
    const values = Array.from(canvasElement.querySelectorAll('dd')).map((dd) => dd.textContent);
    await expect(terms).toEqual(['Float', 'Cash taken', 'Expected in drawer']);
    await expect(values).toEqual(['£50.00', '£162.40', '£212.40']);
    await expect(canvas.queryByRole('button', { name: 'Open till' })).toBeNull();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Cash counted (£)' }), '212.40');
    await userEvent.click(canvas.getByRole('button', { name: 'Close till' }));
    await expect(args.onClose).toHaveBeenCalledWith('212.40');
    await expect(args.onOpen).not.toHaveBeenCalled();
  },
};

export const Loading: Story = {
  args: { state: 'loading' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading the till');
    await expect(canvas.getByRole('region', { name: 'Till' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByRole('textbox')).toBeNull();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** Just closed: the cash-up of the session, and the form to open again. */
export const ClosedWithSummary: Story = {
  args: {
    lastSummary: {
      openedAt: '09:12',
      closedAt: '17:30',
      float: '£50.00',
      cashTaken: '£162.40',
      expected: '£212.40',
      counted: '£210.40',
      difference: 'Short by £2.00',
      orders: 14,
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const summary = canvas.getByRole('group', { name: 'Cash-up summary' });
    const heading = within(summary).getByRole('heading', { level: 3, name: 'Cash-up summary' });
    await expect(heading).toBeVisible();
    // The title keeps a gap above the first row (the till's flush headings do not reach into the card).
    const firstRow = summary.querySelector('dt')!;
    await expect(firstRow.getBoundingClientRect().top - heading.getBoundingClientRect().bottom).toBeGreaterThanOrEqual(8);
    const rows = Array.from(summary.querySelectorAll('dt')).map((dt) => `${dt.textContent}: ${dt.nextElementSibling?.textContent}`);
    await expect(rows).toEqual([
      'Opened: 09:12',
      'Closed: 17:30',
      'Float: £50.00',
      'Cash taken: £162.40',
      'Expected in drawer: £212.40',
      'Counted: £210.40',
      'Difference: Short by £2.00',
      'Orders: 14',
    ]);
    await expect(canvas.getByRole('button', { name: 'Open till' })).toBeEnabled();
  },
};

const summaryWith = (counted: string, difference: string) => ({ ...ClosedWithSummary.args!.lastSummary!, counted, difference });

/** More in the drawer than expected: the difference says 'Over by', not a bare amount. */
export const SummaryOver: Story = {
  args: { lastSummary: summaryWith('£214.90', 'Over by £2.50') },
  play: async ({ canvasElement }) => {
    const summary = within(canvasElement).getByRole('group', { name: 'Cash-up summary' });
    await expect(within(summary).getByText('Difference').nextElementSibling).toHaveTextContent('Over by £2.50');
  },
};

/** The drawer as expected. */
export const SummaryExact: Story = {
  args: { lastSummary: summaryWith('£212.40', 'Exact') },
  play: async ({ canvasElement }) => {
    const summary = within(canvasElement).getByRole('group', { name: 'Cash-up summary' });
    await expect(within(summary).getByText('Difference').nextElementSibling).toHaveTextContent('Exact');
  },
};

/** The summary belongs to a closed till: an open one does not show it. */
export const OpenIgnoresSummary: Story = {
  args: { ...openArgs, lastSummary: ClosedWithSummary.args?.lastSummary },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText('Cash-up summary')).toBeNull();
  },
};

/** A refusal from the server and a field error under the float. */
export const WithErrors: Story = {
  args: { error: 'A till is already open on this device.', floatError: 'Enter the float as an amount, e.g. 50.00.' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('A till is already open on this device.');
    const float = canvas.getByRole('textbox', { name: 'Opening float (£)' });
    await expect(float).toHaveAttribute('aria-invalid', 'true');
    await expect(float).toHaveAccessibleDescription('Enter the float as an amount, e.g. 50.00.');
    await userEvent.type(float, 'fifty{Enter}');
    await expect(args.onOpen).toHaveBeenCalledWith('fifty');
  },
};

export const OpenWithCountedError: Story = {
  args: { ...openArgs, countedError: 'Enter the cash counted as an amount.' },
  play: async ({ canvasElement }) => {
    const counted = within(canvasElement).getByRole('textbox', { name: 'Cash counted (£)' });
    await expect(counted).toHaveAttribute('aria-invalid', 'true');
    await expect(counted).toHaveAccessibleDescription('Enter the cash counted as an amount.');
  },
};

/** Closing is in flight: the button waits and Enter does nothing. */
export const Pending: Story = {
  args: { ...openArgs, pending: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Close till' })).toBeDisabled();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Cash counted (£)' }), '200{Enter}');
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

/** A payment is being taken at the till: Close till waits for it (no spinner: it is not this form's call). */
export const DisabledWhilePaying: Story = {
  args: { ...openArgs, disabled: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const close = canvas.getByRole('button', { name: 'Close till' });
    await expect(close).toBeDisabled();
    await expect(canvas.getByRole('region', { name: 'Till' })).not.toHaveAttribute('aria-busy');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Cash counted (£)' }), '212.40{Enter}');
    await userEvent.click(close);
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

/** Closed while a card is on the terminal: Open till waits too. */
export const ClosedDisabledWhilePaying: Story = {
  args: { disabled: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Open till' })).toBeDisabled();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Opening float (£)' }), '50{Enter}');
    await expect(args.onOpen).not.toHaveBeenCalled();
  },
};

/** A phone-sized counter screen: nothing overflows sideways. */
export const Narrow: Story = {
  args: ClosedWithSummary.args,
  decorators: [(Story) => <div style={{ width: 375, boxSizing: 'border-box' }}><Story /></div>],
  play: async ({ canvasElement }) => {
    const section = within(canvasElement).getByRole('region', { name: 'Till' });
    await expect(section.scrollWidth).toBeLessThanOrEqual(section.clientWidth);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};
