import type { Meta, StoryObj } from '@storybook/react-vite';
import { type AgencyConfig, type LanguageCode, SUPPORTED_LANGUAGES } from '@wl/core';
import { isLanguageCode } from '@wl/i18n';
import { type LanguageEmitted, languageMachine, type Translations } from '@wl/machines';
import { useActorRef } from '@xstate/react';
import { useEffect } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { fromPromise } from 'xstate';
import { storyText } from '../../fixtures/storyText.ts';
import { useAgencyConfig } from '../../providers/AgencyContext.tsx';
import { LanguagePicker } from './LanguagePicker.tsx';

/** Four offered languages (config `languages`, spec §9). */
const OFFERED = ['fr', 'en', 'ar', 'es'] as const;
const OFFERED_SET: ReadonlySet<string> = new Set(OFFERED);
const offerFour = (config: AgencyConfig): AgencyConfig => ({
  ...config,
  // The partner agency is forced to es (spec §4); these stories need a free choice.
  agency: { ...config.agency, isAgencyClaro: false },
  languages: [...OFFERED],
});
const nameOf = (code: string) =>
  SUPPORTED_LANGUAGES.find((language) => language.code === code)?.name;
const pageLanguage = (globals: Record<string, unknown>) =>
  isLanguageCode(globals.language) ? globals.language : 'en';

const meta = {
  title: 'Header/LanguagePicker',
  component: LanguagePicker,
  args: { onChange: fn() },
  parameters: { layout: 'centered', agencyConfig: offerFour },
} satisfies Meta<typeof LanguagePicker>;
export default meta;
type Story = StoryObj<typeof meta>;

const trigger = (canvasElement: HTMLElement, label: string) =>
  within(canvasElement).getByRole('button', { name: new RegExp(label) });

/** Spec §2.6: the dropdown shows the current language, named in its own language. */
export const Closed: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const button = trigger(canvasElement, t('header:language.label'));
    await expect(button).toHaveTextContent(nameOf(pageLanguage(globals)) ?? '');
    await expect(within(document.body).queryByRole('listbox')).toBeNull();
  },
};

/** Spec §2.6 / §9: it lists exactly the agency's languages. */
export const Open: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    await userEvent.click(trigger(canvasElement, t('header:language.label')));
    const listbox = await within(document.body).findByRole('listbox');
    const options = within(listbox).getAllByRole('option');
    // In the spec's language order, whatever order the config lists them in.
    await expect(options.map((option) => option.textContent)).toEqual(
      SUPPORTED_LANGUAGES.filter(({ code }) => OFFERED_SET.has(code)).map(({ name }) => name),
    );
    const current = within(listbox).getByRole('option', { name: nameOf(pageLanguage(globals)) });
    await expect(current).toHaveAttribute('aria-selected', 'true');
  },
};

/** Choosing another language reports it; the host (or the machine) does the rest. */
export const Choosing: Story = {
  play: async ({ args, canvasElement, globals }) => {
    const t = storyText(globals);
    await userEvent.click(trigger(canvasElement, t('header:language.label')));
    const listbox = await within(document.body).findByRole('listbox');
    await userEvent.click(within(listbox).getByRole('option', { name: 'Français' }));
    await expect(args.onChange).toHaveBeenCalledOnce();
    await expect(args.onChange).toHaveBeenCalledWith('fr');
    await waitFor(() => expect(within(document.body).queryByRole('listbox')).toBeNull());
  },
};

/** Re-picking the shown language is not a change (a booking page must not reload, spec §4). */
export const ChoosingCurrent: Story = {
  play: async ({ args, canvasElement, globals }) => {
    const t = storyText(globals);
    await userEvent.click(trigger(canvasElement, t('header:language.label')));
    const listbox = await within(document.body).findByRole('listbox');
    await userEvent.click(
      within(listbox).getByRole('option', { name: nameOf(pageLanguage(globals)) }),
    );
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/**
 * With the languageMachine actor: the picker sends `CHANGE`, then shows the machine's language;
 * the machine announces `language.changed` with the page effect (spec §4).
 */
function WithLanguageMachine({
  onLanguageChanged,
}: {
  onLanguageChanged: (event: LanguageEmitted) => void;
}) {
  const config = useAgencyConfig();
  const actor = useActorRef(
    languageMachine.provide({
      actors: {
        fetchTranslations: fromPromise<Translations, { language: LanguageCode }>(async () => ({})),
        saveLanguageToProfile: fromPromise<unknown, { language: LanguageCode }>(
          async () => undefined,
        ),
      },
    }),
    {
      input: {
        agency: config.agency,
        offered: config.languages,
        queryLanguage: 'en',
        pathname: '/booknow/hotels/search',
        signedIn: false,
      },
    },
  );
  useEffect(() => {
    const subscription = actor.on('language.changed', onLanguageChanged);
    return () => subscription.unsubscribe();
  }, [actor, onLanguageChanged]);
  return <LanguagePicker actor={actor} />;
}

export const ChoosingWithMachine: StoryObj<typeof WithLanguageMachine> = {
  args: { onLanguageChanged: fn() },
  render: (args) => <WithLanguageMachine {...args} />,
  play: async ({ args, canvasElement, globals }) => {
    const t = storyText(globals);
    const button = trigger(canvasElement, t('header:language.label'));
    await expect(button).toHaveTextContent('English');
    await userEvent.click(button);
    const listbox = await within(document.body).findByRole('listbox');
    await userEvent.click(within(listbox).getByRole('option', { name: 'Español' }));
    await waitFor(() =>
      expect(args.onLanguageChanged).toHaveBeenCalledWith(
        expect.objectContaining({ language: 'es', effect: { kind: 'reload' } }),
      ),
    );
    // The list's own trigger replaced the stand-in pressed first.
    await expect(trigger(canvasElement, t('header:language.label'))).toHaveTextContent('Español');
  },
};
