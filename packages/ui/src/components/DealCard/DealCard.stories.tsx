import type { Meta, StoryObj } from '@storybook/react-vite';
import { type AgencyConfig, starRating, viewerOf } from '@wl/core';
import { expect, within } from 'storybook/test';
import { USERS } from '../../fixtures/users.ts';
import { dealsStoryText } from '../PriceDisplay/dealsStoryText.ts';
import { sameSpaces } from '../PriceDisplay/storyMoney.ts';
import { ActivityDealCard, CarDealCard, DealCardSkeleton, HotelDealCard } from './DealCard.tsx';
import { ACTIVITY_DEALS, CAR_DEALS, HOTEL_DEALS } from './dealFixtures.ts';

const pick = <T,>(list: T[], index: number): T => {
  const item = list[index];
  if (!item) throw new Error(`no fixture at ${index}`);
  return item;
};

const HOTEL = pick(HOTEL_DEALS, 0);
const ACTIVITY = pick(ACTIVITY_DEALS, 0);
const CAR = pick(CAR_DEALS, 0);
const traveller = viewerOf(USERS.traveller);

const meta = {
  title: 'Deals/DealCard',
  component: HotelDealCard,
  parameters: { layout: 'padded' },
  // Alone on the page, the card's title is the page's first heading.
  args: { deal: HOTEL, tab: 'Hotels', viewer: traveller, headingLevel: 2 },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: '20rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof HotelDealCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Pictures next to a title that names the deal are decorative. */
async function expectDecorativeImages(canvasElement: HTMLElement, count: number) {
  const images = [...canvasElement.querySelectorAll('img')];
  await expect(images).toHaveLength(count);
  for (const image of images) await expect(image).toHaveAttribute('alt', '');
}

/** Spec §2.3 hotel card: hero image, name (linked), distance from a place, stars, rates. */
export const Hotel: Story = {
  play: async ({ canvas, canvasElement, globals, args }) => {
    const t = dealsStoryText(globals);
    const { name, distanceFrom } = args.deal.hotel.hotelDetails;
    const title = canvas.getByRole('link', { name });
    await expect(title).toHaveAttribute('href', args.deal.link);
    // Rating 4.6: floor, out of 5 (spec §5).
    await expect(starRating(args.deal.rating)).toBe(4);
    await expect(
      canvas.getByRole('img', { name: t('hotelCard.stars', { rating: 4, max: 5 }) }),
    ).toBeInTheDocument();
    await expect(sameSpaces(canvasElement.textContent)).toContain(distanceFrom ?? '');
    await expect(canvas.getByText(t('price.youSaved'))).toBeInTheDocument();
    await expectDecorativeImages(canvasElement, 1);
  },
};

/** Spec §9 "Star maximum 5": a rating above 5 shows five stars. */
export const HotelRatingAboveMaximum: Story = {
  args: { deal: { ...pick(HOTEL_DEALS, 2), rating: 7.5 } },
  play: async ({ canvas, canvasElement, globals }) => {
    const t = dealsStoryText(globals);
    const stars = canvas.getByRole('img', { name: t('hotelCard.stars', { rating: 5, max: 5 }) });
    await expect(stars).toHaveAttribute('data-stars', '5');
    await expect(stars.querySelectorAll('svg')).toHaveLength(5);
    await expect(canvasElement.querySelectorAll('[role="img"]')).toHaveLength(1);
  },
};

/** A distance the platform sends as text ("850 m") is shown as sent. */
export const HotelDistanceAsText: Story = {
  args: { deal: pick(HOTEL_DEALS, 3) },
  play: async ({ canvasElement, globals }) => {
    const t = dealsStoryText(globals);
    await expect(sameSpaces(canvasElement.textContent)).toContain(
      sameSpaces(t('hotelCard.distanceFrom', { distance: '850 m', place: 'Sacré-Cœur' })),
    );
  },
};

/** No rating and no distance: neither stars nor a distance line. */
export const HotelWithoutRatingOrDistance: Story = {
  args: { deal: pick(HOTEL_DEALS, 9) },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Marina Bay Residences' })).toBeInTheDocument();
  },
};

/** Spec §2.3 activity card: image, title, duration, free-cancellation flag, link, rates. */
/**
 * Issue 17: the API sent a `javascript:` link and a `data:` picture; the API client dropped both
 * (core `safeUrl`), so the card shows its title as text and no picture, and nothing can run.
 */
export const HotelWithUnsafeUrlsDropped: Story = {
  args: {
    deal: {
      ...HOTEL,
      link: null,
      hotel: { hotelDetails: { ...HOTEL.hotel.hotelDetails, heroImage: null } },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const { name } = HOTEL.hotel.hotelDetails;
    await expect(canvas.getByRole('heading', { level: 2, name })).toBeVisible();
    await expect(canvas.queryByRole('link', { name })).toBeNull();
    await expect(canvasElement.querySelectorAll('img')).toHaveLength(0);
  },
};

export const Activity: Story = {
  render: (args) => <ActivityDealCard {...args} deal={ACTIVITY} tab="Activities" />,
  play: async ({ canvas, canvasElement, globals }) => {
    const t = dealsStoryText(globals);
    await expect(canvas.getByRole('link', { name: ACTIVITY.title })).toHaveAttribute(
      'href',
      ACTIVITY.link,
    );
    await expect(canvas.getByText(ACTIVITY.duration ?? '')).toBeInTheDocument();
    await expect(canvas.getByText(t('activityCard.freeCancellation'))).toBeInTheDocument();
    await expectDecorativeImages(canvasElement, 1);
  },
};

/** Without free cancellation the flag is absent. */
export const ActivityWithoutFreeCancellation: Story = {
  render: (args) => <ActivityDealCard {...args} deal={pick(ACTIVITY_DEALS, 1)} tab="Activities" />,
  play: async ({ canvas, globals }) => {
    const t = dealsStoryText(globals);
    await expect(canvas.queryByText(t('activityCard.freeCancellation'))).not.toBeInTheDocument();
  },
};

/**
 * Spec §2.3 car card: vehicle picture, logo, vehicle name, passenger and bag capacity, doors,
 * pickup and drop-off locations, link, rates.
 */
export const Car: Story = {
  render: (args) => <CarDealCard {...args} deal={CAR} tab="Cars" />,
  play: async ({ canvas, canvasElement, globals }) => {
    const t = dealsStoryText(globals);
    await expect(canvas.getByRole('link', { name: CAR.veh ?? '' })).toHaveAttribute(
      'href',
      CAR.link,
    );
    await expect(
      canvas.getByText(t('carCard.passengers', { count: CAR.passangerCapacity })),
    ).toBeInTheDocument();
    await expect(
      canvas.getByText(t('carCard.bags', { count: CAR.bagCapacity })),
    ).toBeInTheDocument();
    await expect(
      canvas.getByText(t('carCard.doors', { count: CAR.noOfDoors })),
    ).toBeInTheDocument();
    const pickup = canvas.getByText(t('carCard.pickup'));
    await expect(pickup.nextElementSibling).toHaveTextContent(CAR.pickupLocation);
    const dropOff = canvas.getByText(t('carCard.dropOff'));
    await expect(dropOff.nextElementSibling).toHaveTextContent(CAR.dropOffLocation);
    // Vehicle picture and rental company logo.
    await expectDecorativeImages(canvasElement, 2);
  },
};

/** Spec §3 "veh or name": without `veh` the card is titled by `name`; one bag reads singular. */
export const CarNamedByName: Story = {
  render: (args) => (
    <CarDealCard {...args} deal={{ ...pick(CAR_DEALS, 5), bagCapacity: 1 }} tab="Cars" />
  ),
  play: async ({ canvas, globals }) => {
    const t = dealsStoryText(globals);
    await expect(canvas.getByRole('link', { name: 'Kia Sportage or similar' })).toBeInTheDocument();
    await expect(canvas.getByText(t('carCard.bags', { count: 1 }))).toBeInTheDocument();
  },
};

/** A visitor sees the Reveal Price offer on the card (spec §2.3). */
export const CarForVisitor: Story = {
  parameters: {
    agencyConfig: (config: AgencyConfig) => ({
      ...config,
      agency: { ...config.agency, allowNonLoginFlow: false },
    }),
  },
  render: (args) => <CarDealCard {...args} deal={CAR} tab="Cars" viewer={viewerOf(null)} />,
  play: async ({ canvas, globals }) => {
    const t = dealsStoryText(globals);
    const reveal = canvas.getByRole('link', { name: t('price.revealPrice') });
    await expect(reveal.getAttribute('href')).toContain('tab=Cars');
  },
};

/** The placeholder shown while deals load; hidden from assistive technology. */
export const Skeleton: Story = {
  render: () => <DealCardSkeleton />,
  play: async ({ canvasElement }) => {
    const skeleton = within(canvasElement).getByTestId('deal-skeleton');
    await expect(skeleton).toHaveAttribute('aria-hidden', 'true');
  },
};
