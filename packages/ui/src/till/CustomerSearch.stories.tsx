import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CustomerSearch, type CustomerResultView } from './CustomerSearch';

const customers: CustomerResultView[] = [
  { id: 101, name: 'Chris Morgan', reference: 'RLT-000101', email: 'chris.morgan@example.com', dateOfBirth: '14 Mar 1988' },
  { id: 102, name: 'Christine Patel', reference: 'RLT-000102', email: 'christine.patel.long.address@example.co.uk', dateOfBirth: null },
];

const meta = {
  title: 'Till/CustomerSearch',
  component: CustomerSearch,
  // Do/don't notes for the docs page (autodocs).
  parameters: {
    docs: {
      description: {
        component: [
          "Till: finds the customer being served: a search box (a barcode scanner " +
            "types into it too), the matches with Serve, and who is being served.",
          "**Theming — do** let the serving line and the served row take the venue's lightest tint (`--cs-primary-50`, " +
            "with a `--cs-primary-500` edge), Serve the venue accent and the heading `--cs-font-heading`. " +
            "**Don't** use a darker tint behind the serving line: its text is the default dark grey.",
          "**Accessibility — do** keep the labelled box in a `role=\"search\"` form with its hint tied, " +
            "Serve named with the customer ('Serve Chris Morgan'), and the live regions always present: " +
            "serving (`aria-live`), searching and no matches (`role=\"status\"`), failure `role=\"alert\"`. " +
            "**Don't** move focus to the results as they arrive: the scanner or typist is still in the box.",
        ].join('\n\n'),
      },
    },
  },
  args: {
    query: '',
    onQueryChange: fn(),
    state: 'idle',
    results: [],
    serving: null,
    onServe: fn(),
    onStopServing: fn(),
    onRetry: fn(),
  },
  decorators: [(Story) => <div style={{ padding: 'var(--space-4)', maxWidth: 640 }}><Story /></div>],
} satisfies Meta<typeof CustomerSearch>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing searched yet: the labelled box and its hint, nothing under it. */
export const Idle: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Customer' })).toBeVisible();
    const search = canvas.getByRole('searchbox', { name: 'Find a customer' });
    await expect(search).toHaveAccessibleDescription('Name, reference, email or barcode');
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
    await expect(canvas.queryByRole('list')).toBeNull();
    await expect(canvas.queryByRole('alert')).toBeNull();
    await userEvent.type(search, 'C');
    await expect(args.onQueryChange).toHaveBeenCalledWith('C');
    // A barcode scanner ends with Enter: nothing else happens.
    await userEvent.keyboard('{Enter}');
    await expect(args.onServe).not.toHaveBeenCalled();
  },
};

export const Results: Story = {
  args: { query: 'chris', state: 'ready', results: customers },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: 'Customers found' });
    const rows = within(list).getAllByRole('listitem');
    await expect(rows).toHaveLength(2);
    const first = within(rows[0]!);
    await expect(first.getByText('Chris Morgan')).toBeVisible();
    await expect(first.getByText('Reference RLT-000101')).toBeVisible();
    await expect(first.getByText('chris.morgan@example.com')).toBeVisible();
    await expect(first.getByText('Born 14 Mar 1988')).toBeVisible();
    await expect(within(rows[1]!).queryByText(/^Born/)).toBeNull();
    const serve = canvas.getByRole('button', { name: 'Serve Christine Patel' });
    await expect(serve).toHaveTextContent('Serve');
    await userEvent.click(serve);
    await expect(args.onServe).toHaveBeenCalledWith(102);
    await expect(args.onServe).toHaveBeenCalledTimes(1);
  },
};

export const NoMatches: Story = {
  args: { query: 'zz-nobody ', state: 'ready', results: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('No customers match “zz-nobody”.');
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

/** The box cleared: no 'no matches' for an empty query. */
export const ClearedQuery: Story = {
  args: { query: '', state: 'ready', results: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toBeEmptyDOMElement();
  },
};

export const Searching: Story = {
  args: { query: 'chris', state: 'loading', results: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Searching…');
    await expect(canvas.queryByText(/No customers match/)).toBeNull();
  },
};

export const Failed: Story = {
  args: { query: 'chris', state: 'error', results: [] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Customer search failed, please try again.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** Serving someone: the panel above the search, their row marked, and Stop serving. */
export const Serving: Story = {
  args: { query: 'chris', state: 'ready', results: customers, serving: { id: 101, name: 'Chris Morgan', reference: 'RLT-000101' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const panel = canvas.getByText('Serving Chris Morgan (RLT-000101)');
    await expect(panel).toBeVisible();
    // Above the search box in reading order.
    const search = canvas.getByRole('searchbox', { name: 'Find a customer' });
    await expect(panel.compareDocumentPosition(search) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await expect(canvas.queryByRole('button', { name: 'Serve Chris Morgan' })).toBeNull();
    await expect(canvas.getByText('Being served')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Stop serving' }));
    await expect(args.onStopServing).toHaveBeenCalledTimes(1);
  },
};

/** A payment is being taken for the customer served: who is served cannot change until it settles. */
export const DisabledWhilePaying: Story = {
  args: { ...Serving.args, disabled: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Serving Chris Morgan (RLT-000101)')).toBeVisible();
    const stop = canvas.getByRole('button', { name: 'Stop serving' });
    await expect(stop).toBeDisabled();
    const serve = canvas.getByRole('button', { name: 'Serve Christine Patel' });
    await expect(serve).toBeDisabled();
    await userEvent.click(stop);
    await userEvent.click(serve);
    await expect(args.onStopServing).not.toHaveBeenCalled();
    await expect(args.onServe).not.toHaveBeenCalled();
    // The search still works: finding the next customer can start.
    await expect(canvas.getByRole('searchbox', { name: 'Find a customer' })).toBeEnabled();
  },
};

export const Narrow: Story = {
  args: Serving.args,
  decorators: [(Story) => <div style={{ width: 375, boxSizing: 'border-box' }}><Story /></div>],
  play: async ({ canvasElement }) => {
    const section = within(canvasElement).getByRole('region', { name: 'Customer' });
    await expect(section.scrollWidth).toBeLessThanOrEqual(section.clientWidth);
  },
};
