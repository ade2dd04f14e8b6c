import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ProposalAnswer as Answer, Proposal } from '@wl/core';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { AccountDataHarness, type StoryAnswer } from '../../fixtures/accountData.tsx';
import { PHONE_SCREENSHOT } from '../../fixtures/screenshots.ts';
import { storyText } from '../../fixtures/storyText.ts';
import { AccountDataView } from '../AccountArea/AccountDataView.tsx';
import { STORY_PROPOSALS } from '../Proposals/proposalFixtures.ts';
import { ProposalAnswer } from './ProposalAnswer.tsx';

const HOTEL_HREF = '/booknow/hotels/search-details?hotelId=us-miami-h01';
const HOME_HREF = '/';

interface HarnessProps {
  proposal: Proposal;
  answer: Answer;
  save?: StoryAnswer | 'echo';
  onSave: (value: unknown) => void;
}

function AnswerHarness({ proposal, answer, save, onSave }: HarnessProps) {
  return (
    <AccountDataHarness load={{ value: proposal }} save={save} onSave={onSave}>
      {(actor) => (
        // As on the page: the proposal renders once it arrived.
        <AccountDataView actor={actor}>
          {() => (
            <ProposalAnswer
              actor={actor}
              answer={answer}
              hotelHref={HOTEL_HREF}
              homeHref={HOME_HREF}
            />
          )}
        </AccountDataView>
      )}
    </AccountDataHarness>
  );
}

/** Waiting for the client, with the agent's message. */
const OPEN = STORY_PROPOSALS[0] as Proposal;
const ANSWERED_AT = '2026-11-21T08:30:00.000Z';

const meta = {
  title: 'Areas/ProposalAnswer',
  component: AnswerHarness,
  args: {
    proposal: OPEN,
    answer: 'accept',
    save: { value: { ...OPEN, status: 'ACCEPTED', answeredAt: ANSWERED_AT } },
    onSave: fn(),
  },
  parameters: { screenshot: PHONE_SCREENSHOT },
} satisfies Meta<typeof AnswerHarness>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * /allowAgentProposal: the stay, the agent's message, and one button; pressing it sends 'accept'
 * and the page says the agent was asked to book it.
 */
export const Accept: Story = {
  play: async ({ canvas, globals, args }) => {
    const t = storyText(globals);
    const agent = OPEN.agent.name;
    await expect(
      await canvas.findByRole('heading', {
        level: 1,
        name: t('agentTools:answer.title', { agent }),
      }),
    ).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: OPEN.hotel.name })).toBeVisible();
    await expect(canvas.getByText(t('agentTools:answer.message'))).toBeVisible();
    await expect(canvas.getByText(OPEN.message)).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: t('agentTools:answer.viewHotel') }),
    ).toHaveAttribute('href', HOTEL_HREF);
    await expect(canvas.queryByRole('button', { name: t('agentTools:answer.decline') })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: t('agentTools:answer.accept') }));
    await waitFor(() => expect(args.onSave).toHaveBeenCalledWith('accept'));
    await expect(await canvas.findByText(t('agentTools:answer.accepted'))).toBeVisible();
    await expect(canvas.queryByRole('button', { name: t('agentTools:answer.accept') })).toBeNull();
    await expect(canvas.getByRole('link', { name: t('agentTools:answer.home') })).toHaveAttribute(
      'href',
      HOME_HREF,
    );
  },
};

/** /disapproveProposal, keyboard only: Tab past the hotel's link to Decline, Enter declines. */
export const DeclineByKeyboard: Story = {
  args: {
    answer: 'decline',
    save: { value: { ...OPEN, status: 'DECLINED', answeredAt: ANSWERED_AT } },
  },
  play: async ({ canvas, globals, args }) => {
    const t = storyText(globals);
    await canvas.findByRole('link', { name: t('agentTools:answer.viewHotel') });
    await userEvent.tab();
    await expect(
      canvas.getByRole('link', { name: t('agentTools:answer.viewHotel') }),
    ).toHaveFocus();
    await userEvent.tab();
    const decline = canvas.getByRole('button', { name: t('agentTools:answer.decline') });
    await expect(decline).toHaveFocus();
    await expect(canvas.queryByRole('button', { name: t('agentTools:answer.accept') })).toBeNull();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onSave).toHaveBeenCalledWith('decline'));
    await expect(await canvas.findByText(t('agentTools:answer.declined'))).toBeVisible();
    await expect(canvas.queryByRole('button', { name: t('agentTools:answer.decline') })).toBeNull();
  },
};

/** Answered before (here: asked to book it): no button, the answer said; no message was written. */
export const AlreadyAccepted: Story = {
  args: { proposal: STORY_PROPOSALS[1] as Proposal },
  play: async ({ canvas, globals, args }) => {
    const t = storyText(globals);
    await expect(await canvas.findByText(t('agentTools:answer.accepted'))).toHaveAttribute(
      'role',
      'status',
    );
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(canvas.queryByText(t('agentTools:answer.message'))).toBeNull();
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** Declined before, opened from the accept link: the decline stands, nothing to press. */
export const AlreadyDeclined: Story = {
  args: { proposal: STORY_PROPOSALS[2] as Proposal },
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    await expect(await canvas.findByText(t('agentTools:answer.declined'))).toHaveAttribute(
      'role',
      'status',
    );
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** Spec §8: the answer fails; the server's message shows and the button stays to try again. */
export const AnswerFailed: Story = {
  args: { save: { message: 'This proposal was already answered' } },
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    await userEvent.click(
      await canvas.findByRole('button', { name: t('agentTools:answer.accept') }),
    );
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(t('agentTools:answer.failed'));
    await expect(alert).toHaveTextContent('This proposal was already answered');
    await expect(canvas.getByRole('button', { name: t('agentTools:answer.accept') })).toBeVisible();
    await expect(canvas.queryByText(t('agentTools:answer.accepted'))).toBeNull();
  },
};

/** The agent wrote no message: no empty quote. */
export const WithoutMessage: Story = {
  args: { proposal: { ...OPEN, message: '' } },
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    await canvas.findByRole('button', { name: t('agentTools:answer.accept') });
    await expect(canvas.queryByText(t('agentTools:answer.message'))).toBeNull();
    await expect(canvas.queryByRole('figure')).toBeNull();
  },
};

/** While the answer is sent, the status says so; a second press sends nothing more. */
export const Sending: Story = {
  args: { save: 'pending' },
  play: async ({ canvas, globals, args }) => {
    const t = storyText(globals);
    const accept = await canvas.findByRole('button', { name: t('agentTools:answer.accept') });
    await userEvent.click(accept);
    await expect(await canvas.findByText(t('agentTools:answer.sending'))).toBeVisible();
    await userEvent.click(accept);
    await expect(args.onSave).toHaveBeenCalledTimes(1);
  },
};
