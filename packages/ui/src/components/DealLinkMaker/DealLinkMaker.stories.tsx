import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { AccountDataHarness, type StoryAnswer } from '../../fixtures/accountData.tsx';
import { PHONE_SCREENSHOT } from '../../fixtures/screenshots.ts';
import { storyText } from '../../fixtures/storyText.ts';
import { AccountDataView } from '../AccountArea/AccountDataView.tsx';
import { STORY_DEAL_LINK, STORY_DRAFT } from '../Proposals/proposalFixtures.ts';
import { type DealLinkData, DealLinkMaker } from './DealLinkMaker.tsx';

const FIND_HOTEL_HREF = '/booknow/hotels';
const ORIGIN = 'https://horizon.example.com';

interface HarnessProps {
  data: DealLinkData;
  save?: StoryAnswer | 'echo';
  onSave: (value: unknown) => void;
  origin: string;
}

function DealLinkHarness({ data, save, onSave, origin }: HarnessProps) {
  return (
    <AccountDataHarness load={{ value: data }} save={save} onSave={onSave}>
      {(actor) => (
        // As on the page: the maker renders once its data arrived.
        <AccountDataView actor={actor}>
          {() => <DealLinkMaker actor={actor} findHotelHref={FIND_HOTEL_HREF} origin={origin} />}
        </AccountDataView>
      )}
    </AccountDataHarness>
  );
}

const WITH_DRAFT: DealLinkData = { draft: STORY_DRAFT, link: null };

const meta = {
  title: 'Areas/DealLinkMaker',
  component: DealLinkHarness,
  args: {
    data: WITH_DRAFT,
    // As the page answers: the draft with the link the API made.
    save: { value: { draft: STORY_DRAFT, link: STORY_DEAL_LINK } },
    onSave: fn(),
    origin: ORIGIN,
  },
  parameters: { screenshot: PHONE_SCREENSHOT },
} satisfies Meta<typeof DealLinkHarness>;
export default meta;
type Story = StoryObj<typeof meta>;

/** No hotel chosen yet: how to make a link, and a link to find a hotel. */
export const NoHotelChosen: Story = {
  args: { data: { draft: null, link: null } },
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: t('agentTools:dealLink.title') }),
    ).toBeVisible();
    await expect(canvas.getByText(t('agentTools:dealLink.howTo'))).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: t('agentTools:proposals.findHotel') }),
    ).toHaveAttribute('href', FIND_HOTEL_HREF);
    await expect(canvas.queryByRole('button', { name: t('agentTools:dealLink.make') })).toBeNull();
  },
};

/**
 * A hotel chosen: Make the link; the whole address (the site's origin and /url/{code}) shows in
 * a read-only field to copy, and the deal opens from its short path.
 */
export const MakesTheLink: Story = {
  play: async ({ canvas, globals, args }) => {
    const t = storyText(globals);
    await expect(
      await canvas.findByRole('heading', { level: 2, name: STORY_DRAFT.hotel.name }),
    ).toBeVisible();
    await expect(canvas.queryByRole('textbox')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: t('agentTools:dealLink.make') }));
    await waitFor(() => expect(args.onSave).toHaveBeenCalledWith(null));
    const address = await canvas.findByRole('textbox', { name: t('agentTools:dealLink.ready') });
    const path = `/url/${STORY_DEAL_LINK.code}`;
    await expect(address).toHaveAttribute('readonly');
    await expect((address as HTMLInputElement).value.startsWith(ORIGIN)).toBe(true);
    await expect((address as HTMLInputElement).value.endsWith(path)).toBe(true);
    await expect(address).toHaveValue(`${ORIGIN}${path}`);
    await expect(canvas.getByRole('link', { name: t('agentTools:dealLink.open') })).toHaveAttribute(
      'href',
      path,
    );
    await expect(canvas.getByRole('button', { name: t('agentTools:dealLink.copy') })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: t('agentTools:dealLink.make') })).toBeNull();
  },
};

/** Spec §8: the link is not made; the server's message shows and Make the link stays. */
export const MakeFailed: Story = {
  args: { save: { message: 'This hotel has no rooms for these dates' } },
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    await userEvent.click(
      await canvas.findByRole('button', { name: t('agentTools:dealLink.make') }),
    );
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(t('agentTools:dealLink.failed'));
    await expect(alert).toHaveTextContent('This hotel has no rooms for these dates');
    await expect(canvas.queryByRole('textbox')).toBeNull();
    await expect(canvas.getByRole('button', { name: t('agentTools:dealLink.make') })).toBeVisible();
  },
};

/** While the link is made, the status says so; a second press makes nothing more. */
export const Making: Story = {
  args: { save: 'pending' },
  play: async ({ canvas, globals, args }) => {
    const t = storyText(globals);
    const make = await canvas.findByRole('button', { name: t('agentTools:dealLink.make') });
    await userEvent.click(make);
    await expect(await canvas.findByText(t('agentTools:dealLink.making'))).toBeVisible();
    await userEvent.click(make);
    await expect(args.onSave).toHaveBeenCalledTimes(1);
  },
};
