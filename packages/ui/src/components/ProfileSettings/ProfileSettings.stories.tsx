import type { Meta, StoryObj } from '@storybook/react-vite';
import { SUPPORTED_LANGUAGES } from '@wl/core';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { AccountDataHarness, type StoryAnswer } from '../../fixtures/accountData.tsx';
import { PHONE_SCREENSHOT } from '../../fixtures/screenshots.ts';
import { storyText } from '../../fixtures/storyText.ts';
import { USERS } from '../../fixtures/users.ts';
import { AccountDataView } from '../AccountArea/AccountDataView.tsx';
import { ProfileSettings } from './ProfileSettings.tsx';

interface HarnessProps {
  save?: StoryAnswer | 'echo';
  onSave: (value: unknown) => void;
}

const PROFILE = {
  user: USERS.traveller,
  languages: SUPPORTED_LANGUAGES,
  language: 'en',
};

function ProfileHarness({ save, onSave }: HarnessProps) {
  return (
    <AccountDataHarness load={{ value: PROFILE }} save={save ?? { value: PROFILE }} onSave={onSave}>
      {(actor) => (
        // As on the page: the form renders once its data arrived.
        <AccountDataView actor={actor}>{() => <ProfileSettings actor={actor} />}</AccountDataView>
      )}
    </AccountDataHarness>
  );
}

const meta = {
  title: 'Areas/ProfileSettings',
  component: ProfileHarness,
  args: { onSave: fn() },
  parameters: { screenshot: PHONE_SCREENSHOT },
} satisfies Meta<typeof ProfileHarness>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The profile as saved: names, the e-mail (read only), no picture, the language. */
export const Filled: Story = {
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    await expect(
      await canvas.findByRole('textbox', { name: t('areas:profile.firstName') }),
    ).toHaveValue('Olivia');
    await expect(canvas.getByRole('textbox', { name: t('areas:profile.email') })).toHaveAttribute(
      'readonly',
    );
    await expect(canvas.getByRole('combobox', { name: t('areas:profile.language') })).toHaveValue(
      'en',
    );
  },
};

/** Keyboard only: change the first name and the language, Enter saves both. */
export const SavesByKeyboard: Story = {
  play: async ({ canvas, globals, args }) => {
    const t = storyText(globals);
    const first = await canvas.findByRole('textbox', { name: t('areas:profile.firstName') });
    await userEvent.tab();
    await expect(first).toHaveFocus();
    await userEvent.keyboard('{Control>}a{/Control}Liv');
    await userEvent.selectOptions(
      canvas.getByRole('combobox', { name: t('areas:profile.language') }),
      'fr',
    );
    await userEvent.click(first);
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(args.onSave).toHaveBeenCalledWith({
        first_name: 'Liv',
        last_name: 'Martinez',
        profile_image: null,
        language: 'fr',
      }),
    );
    await expect(await canvas.findByText(t('areas:form.saved'))).toBeVisible();
  },
};

/** A picture that is no web address and an empty first name: each field says so, nothing is sent. */
export const Invalid: Story = {
  play: async ({ canvas, globals, args }) => {
    const t = storyText(globals);
    const first = await canvas.findByRole('textbox', { name: t('areas:profile.firstName') });
    await userEvent.clear(first);
    await userEvent.type(
      canvas.getByRole('textbox', { name: t('areas:profile.picture') }),
      'javascript:alert(1)',
    );
    await userEvent.click(canvas.getByRole('button', { name: t('areas:form.save') }));
    await expect(await canvas.findByText(t('areas:profile.firstNameRequired'))).toBeVisible();
    await expect(canvas.getByText(t('areas:profile.pictureInvalid'))).toBeVisible();
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** Spec §8: a failed save keeps what was typed and shows the server's message. */
export const SaveFailed: Story = {
  args: { save: { message: 'Invalid profile: first_name: must not be empty' } },
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    await userEvent.click(await canvas.findByRole('button', { name: t('areas:form.save') }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Invalid profile: first_name: must not be empty',
    );
  },
};
