import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AccountDataHarness, type StoryAnswer } from '../../fixtures/accountData.tsx';
import { PHONE_SCREENSHOT } from '../../fixtures/screenshots.ts';
import { storyText } from '../../fixtures/storyText.ts';
import { AccountDataView } from '../AccountArea/AccountDataView.tsx';
import { Proposals, type ProposalsData } from './Proposals.tsx';
import {
  proposalsAfterSending,
  STORY_CLIENTS,
  STORY_DRAFT,
  STORY_PROPOSALS,
} from './proposalFixtures.ts';

const FIND_HOTEL_HREF = '/booknow/hotels';

interface HarnessProps {
  data: ProposalsData;
  save?: StoryAnswer | 'echo';
  onSave: (value: unknown) => void;
}

function ProposalsHarness({ data, save, onSave }: HarnessProps) {
  return (
    <AccountDataHarness load={{ value: data }} save={save} onSave={onSave}>
      {(actor) => (
        // As on the page: the proposals render once their data arrived.
        <AccountDataView actor={actor}>
          {() => <Proposals actor={actor} findHotelHref={FIND_HOTEL_HREF} />}
        </AccountDataView>
      )}
    </AccountDataHarness>
  );
}

const WITH_DRAFT: ProposalsData = {
  proposals: STORY_PROPOSALS,
  clients: STORY_CLIENTS,
  draft: STORY_DRAFT,
};
const CLIENT = STORY_CLIENTS[1] as (typeof STORY_CLIENTS)[number];
const MESSAGE = 'The rooms face the sea.';

const meta = {
  title: 'Areas/Proposals',
  component: ProposalsHarness,
  args: { data: { proposals: [], clients: STORY_CLIENTS, draft: null }, onSave: fn() },
  parameters: { screenshot: PHONE_SCREENSHOT },
} satisfies Meta<typeof ProposalsHarness>;
export default meta;
type Story = StoryObj<typeof meta>;

/** No hotel chosen yet: how to propose one, a link to find a hotel, and nothing sent yet. */
export const NoHotelChosen: Story = {
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: t('agentTools:proposals.title') }),
    ).toBeVisible();
    await expect(canvas.getByText(t('agentTools:proposals.howTo'))).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: t('agentTools:proposals.findHotel') }),
    ).toHaveAttribute('href', FIND_HOTEL_HREF);
    await expect(canvas.queryByRole('combobox')).toBeNull();
    await expect(canvas.getByText(t('agentTools:proposals.empty'))).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

/**
 * A hotel chosen: pick the client, Tab to the message, type it, Tab to Send and press Enter. The
 * choice is sent and the status names the client the page's answer lists first.
 */
export const SendsByKeyboard: Story = {
  args: {
    data: WITH_DRAFT,
    save: { value: proposalsAfterSending(WITH_DRAFT, CLIENT, MESSAGE) },
  },
  play: async ({ canvas, globals, args }) => {
    const t = storyText(globals);
    const client = await canvas.findByRole('combobox', { name: t('agentTools:proposals.client') });
    await userEvent.tab();
    await expect(client).toHaveFocus();
    await userEvent.selectOptions(client, String(CLIENT.id));
    await expect(client).toHaveValue(String(CLIENT.id));
    await userEvent.tab();
    await expect(
      canvas.getByRole('textbox', { name: t('agentTools:proposals.message') }),
    ).toHaveFocus();
    await userEvent.keyboard(MESSAGE);
    await userEvent.tab();
    await expect(
      canvas.getByRole('button', { name: t('agentTools:proposals.send') }),
    ).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(args.onSave).toHaveBeenCalledWith({ clientId: CLIENT.id, message: MESSAGE }),
    );
    await expect(
      await canvas.findByText(t('agentTools:proposals.sent', { name: CLIENT.name })),
    ).toBeVisible();
    // The list shows the new proposal too.
    await expect(canvas.getAllByRole('row')).toHaveLength(STORY_PROPOSALS.length + 2);
  },
};

/** Send without a client: the field says what it needs and nothing is sent. */
export const ClientRequired: Story = {
  args: { data: WITH_DRAFT },
  play: async ({ canvas, globals, args }) => {
    const t = storyText(globals);
    await userEvent.click(
      await canvas.findByRole('button', { name: t('agentTools:proposals.send') }),
    );
    await expect(canvas.getByText(t('agentTools:proposals.clientRequired'))).toBeVisible();
    const client = canvas.getByRole('combobox', { name: t('agentTools:proposals.client') });
    await expect(client).toHaveAttribute('aria-invalid', 'true');
    await expect(client).toHaveAccessibleDescription(t('agentTools:proposals.clientRequired'));
    await expect(args.onSave).not.toHaveBeenCalled();
    // Choosing one clears the note.
    await userEvent.selectOptions(client, String(CLIENT.id));
    await expect(canvas.queryByText(t('agentTools:proposals.clientRequired'))).toBeNull();
  },
};

/** Spec §8: the send fails; the server's message shows. */
export const SendFailed: Story = {
  args: { data: WITH_DRAFT, save: { message: 'This client is no longer with your agency' } },
  play: async ({ canvas, globals, args }) => {
    const t = storyText(globals);
    await userEvent.selectOptions(
      await canvas.findByRole('combobox', { name: t('agentTools:proposals.client') }),
      String(CLIENT.id),
    );
    await userEvent.click(canvas.getByRole('button', { name: t('agentTools:proposals.send') }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(t('agentTools:proposals.sendFailed'));
    await expect(alert).toHaveTextContent('This client is no longer with your agency');
    await expect(args.onSave).toHaveBeenCalledWith({ clientId: CLIENT.id, message: '' });
    await expect(
      canvas.queryByText(t('agentTools:proposals.sent', { name: CLIENT.name })),
    ).toBeNull();
  },
};

/** While it is sent, the status says so. */
export const Sending: Story = {
  args: { data: WITH_DRAFT, save: 'pending' },
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    await userEvent.selectOptions(
      await canvas.findByRole('combobox', { name: t('agentTools:proposals.client') }),
      String(CLIENT.id),
    );
    await userEvent.click(canvas.getByRole('button', { name: t('agentTools:proposals.send') }));
    await expect(await canvas.findByText(t('agentTools:proposals.sending'))).toBeVisible();
  },
};

/** A hotel chosen, but the agency has no clients: said, and no form. */
export const NoClients: Story = {
  args: { data: { proposals: [], clients: [], draft: STORY_DRAFT } },
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    await expect(await canvas.findByText(t('agentTools:proposals.noClients'))).toBeVisible();
    await expect(canvas.getByText(STORY_DRAFT.hotel.name)).toBeVisible();
    await expect(canvas.queryByRole('combobox')).toBeNull();
    await expect(canvas.queryByRole('textbox')).toBeNull();
    await expect(canvas.queryByRole('button', { name: t('agentTools:proposals.send') })).toBeNull();
  },
};

/** The proposals sent, one row each, named by the client, each with its answer so far. */
export const SentList: Story = {
  args: { data: { proposals: STORY_PROPOSALS, clients: STORY_CLIENTS, draft: null } },
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    await canvas.findByRole('table');
    await expect(canvas.getAllByRole('row')).toHaveLength(STORY_PROPOSALS.length + 1);
    for (const proposal of STORY_PROPOSALS) {
      const row = canvas.getByRole('rowheader', { name: proposal.client.name }).closest('tr');
      const cells = within(row as HTMLElement);
      await expect(cells.getByText(proposal.hotel.name)).toBeVisible();
      await expect(
        cells.getByText(t(`agentTools:proposals.status.${proposal.status}`)),
      ).toBeVisible();
    }
    await expect(canvas.queryByText(t('agentTools:proposals.empty'))).toBeNull();
  },
};
