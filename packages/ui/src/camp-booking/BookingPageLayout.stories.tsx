import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { phone } from '../camp-browse/campBrowse.fixtures';
import { BookingActions } from './BookingActions';
import { BookingPageLayout } from './BookingPageLayout';
import { BookingReview } from './BookingReview';
import { campSessions, extras, questionSections, waiver } from './campBooking.fixtures';
import { CampDatesSelector } from './CampDatesSelector';
import { ExtrasList } from './ExtrasList';
import { QuestionSections } from './QuestionSections';
import { WaiverAgreement } from './WaiverAgreement';

const meta = {
  title: 'Camps and courses/Booking/BookingPageLayout',
  component: BookingPageLayout,
  args: {
    kind: 'camp',
    backHref: '/camps/location/riverside-aquatics-centre/multi-sport-camps/timetable/summer-multi-sport-camp',
    title: 'Summer Multi-Sport Camp',
    subtitle: 'Riverside Aquatics Centre · 13 Jul – 29 Jul 2026',
    children: <p>Sections go here.</p>,
  },
  // Do/don't notes for the docs page (autodocs).
  parameters: {
    docs: {
      description: {
        component: [
          "The frame of the camp, course and package booking pages (spec §2): back link, title and one column of sections (at most 760px).",
          "**Theming — do** let the back link take `--cs-primary-600`, the title `--cs-font-heading` and the column `--cs-font-body`. **Don't** put a venue colour behind the column or the grey subtitle.",
          "**Accessibility — do** pass the camp's or course's name as `title`, the page's one `h1`; sections inside start at `h2`, and the back link's arrow is `aria-hidden`. **Don't** put the booking bar anywhere but last in `children`: it pins to the bottom on small screens.",
        ].join('\n\n'),
      },
    },
    viewport: { options: phone },
  },
} satisfies Meta<typeof BookingPageLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const CampPage: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Back to camp details' })).toHaveAttribute('href', args.backHref);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Summer Multi-Sport Camp' })).toBeVisible();
    await expect(canvas.getByText('Riverside Aquatics Centre · 13 Jul – 29 Jul 2026')).toBeVisible();
    await expect(canvasElement.querySelector('.cs-booking-page')?.getBoundingClientRect().width).toBeLessThanOrEqual(760);
  },
};

export const CoursePage: Story = {
  args: { kind: 'course', backHref: '/courses/location/riverside-aquatics-centre/swimming-courses/improvers', title: 'Improvers Swimming (Stage 4)', subtitle: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Back to course details' })).toBeVisible();
  },
};

/** The whole camp page composed, on a phone: the bar is pinned to the bottom while scrolling and never covers the last section. */
export const ComposedCampOnAPhone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  args: {
    children: (
      <>
        <QuestionSections attendeeName="Jamie Morgan" sections={questionSections} values={{}} errors={{}} onChange={fn()} />
        <CampDatesSelector
          sessions={campSessions}
          bookingType="individual"
          onBookingTypeChange={fn()}
          selectedIds={['occ_102', 'occ_104']}
          onToggle={fn()}
          onSelectAll={fn()}
          wholePrice="£240.00"
          wholeReason={null}
          individualOffered
          showWeekHeaders
        />
        <ExtrasList extras={extras} onQuantityChange={fn()} />
        <WaiverAgreement {...waiver} agreed={false} onAgreeChange={fn()} />
        <BookingReview kind="camp" attendeeName="Jamie Morgan" name="Summer Multi-Sport Camp" dates={{ type: 'individual', count: 2 }} location="Riverside Aquatics Centre" extras={[{ id: 32, name: 'Camp T-shirt', quantity: 2, price: '£25.00' }]} total="£65.00" />
        <BookingActions total="£65.00" enabled={false} hints={[{ code: 'agreeToWaiver' }, { code: 'completeRequiredFields' }]} pendingAction={null} onAddToBasket={fn()} onCheckoutNow={fn()} />
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(window.innerWidth).toBe(375);
    const page = canvasElement.querySelector('.cs-booking-page') as HTMLElement;
    await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
    const bar = within(canvasElement).getByRole('group', { name: 'Book' });
    window.scrollTo(0, 0);
    await expect(Math.round(bar.getBoundingClientRect().bottom)).toBe(window.innerHeight);
    window.scrollTo(0, document.documentElement.scrollHeight);
    const review = within(canvasElement).getByRole('region', { name: 'Review' });
    await expect(review.getBoundingClientRect().bottom).toBeLessThanOrEqual(bar.getBoundingClientRect().top);
  },
};
