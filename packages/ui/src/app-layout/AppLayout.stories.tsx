import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Breadcrumb } from '../breadcrumb/Breadcrumb';
import { Footer } from '../footer/Footer';
import { Header, type HeaderProps } from '../header/Header';
import { storyNavLinks } from '../storybook/fixtures';
import { VenueList } from '../venue-list/VenueList';
import { AppLayout } from './AppLayout';

const headerProps: HeaderProps = {
  brandName: 'Riverside Leisure',
  homeHref: '/',
  isLoggedIn: false,
  isSmallScreen: false,
  navHidden: false,
  isKiosk: false,
  showCampsAndCourses: true,
  showMembership: true,
  basketCount: 2,
  links: storyNavLinks,
  onLogin: fn(),
  onLogout: fn(),
};

const meta = {
  title: 'Shell/AppLayout',
  component: AppLayout,
  // Do/don't notes for the docs page (autodocs).
  parameters: {
    docs: {
      description: {
        component: [
          "The page shell: skip link, header, optional breadcrumb, the focusable `<main>` (1280px max) and footer; `embedded` for spec §2 embedding.",
          "**Theming — do** let the shell set `--cs-font-body` on the page and keep `--color-background`/`--gray-12` as base; venue colours come in through the header and footer. **Don't** give `<main>` a venue background.",
          "**Accessibility — do** keep the skip link first: it is hidden until focused and moves focus to `<main id=\"main-content\" tabIndex={-1}>`. **Don't** render a second `<main>` or another element with id `main-content` inside `children`.",
        ].join('\n\n'),
      },
    },
  },
  args: {
    header: <Header {...headerProps} />,
    breadcrumb: <Breadcrumb homeHref="/" items={[{ label: 'Find a venue' }]} />,
    footer: <Footer html="<p>Riverside Leisure Centre, 1 River Road, Exeter</p>" />,
    children: (
      <VenueList
        venues={[
          { slug: 'riverside', name: 'Riverside Leisure Centre', address: '1 River Road, Exeter', href: '/location/riverside' },
          { slug: 'hillcrest', name: 'Hillcrest Pool', address: '22 Hill Street, Exeter', href: '/location/hillcrest' },
        ]}
      />
    ),
  },
} satisfies Meta<typeof AppLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const main = canvas.getByRole('main');
    await expect(main).toHaveAttribute('id', 'main-content');
    await expect(canvas.getByRole('banner')).toBeInTheDocument();
    await expect(canvas.getByRole('contentinfo')).toBeInTheDocument();
    // The skip link is the first tab stop, shows on focus and moves focus to main.
    await userEvent.tab();
    const skip = canvas.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toHaveFocus();
    await expect(skip).toHaveAttribute('href', '#main-content');
    await expect(skip.getBoundingClientRect().width).toBeGreaterThan(1);
    await userEvent.keyboard('{Enter}');
    await expect(main).toHaveFocus();
    await expect(main.getBoundingClientRect().width).toBeLessThanOrEqual(1280);
  },
};

export const SmallScreen: Story = {
  args: {
    header: <Header {...headerProps} isSmallScreen isLoggedIn />,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Open menu' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Account' })).toBeVisible();
    const doc = canvasElement.ownerDocument.documentElement;
    await expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth);
  },
};
