import type { Meta, StoryObj } from '@storybook/react-vite';
import { PAYMENT_ICONS } from '@wl/core';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { PHONE_SCREENSHOT } from '../../fixtures/screenshots.ts';
import { storyText } from '../../fixtures/storyText.ts';
import { AccessNotice } from '../AccessNotice/AccessNotice.tsx';
import { PAYMENT_BRANDS } from '../Footer/paymentBrands.ts';
import { PaymentSettingsForm } from './PaymentSettingsForm.tsx';
import { ProductSettingsForm } from './ProductSettingsForm.tsx';
import { SettingsHistory } from './SettingsHistory.tsx';
import {
  type HarnessCalls,
  SiteSettingsHarness,
  storyVersion,
  typePrimaryColour,
} from './storyHarness.tsx';
import { WebsiteSettingsForm } from './WebsiteSettingsForm.tsx';

const WEBSITE = {
  agency: {
    agencyName: 'Horizon Travel Co.',
    primaryColor: '#0f766e',
    logo: 'assets/horizon/logo.svg',
    privacyPolicy: '<h2>Privacy Policy</h2><p>We keep your data safe.</p>',
    cookiesPolicy: '<h2>Cookies Policy</h2><p>This site uses cookies.</p>',
    disclaimer: null,
    contactPhoneNumber: '+1 305 555 0142',
    displaySupportPhoneFooter: true,
    contactEmailId: 'help@horizon-travel.example',
    displayAddressFooter: true,
    addressLine1: '1200 Brickell Avenue, Suite 1800',
    city: 'Miami',
    state: 'Florida',
    country: 'United States',
    zipCode: '33131',
    linkedin: 'https://www.linkedin.example/company/horizon-travel-co',
    instagram: null,
    facebook: null,
    twitter: null,
    youtube: null,
    discord: null,
    tiktok: null,
    isHideLoginOption: false,
    isHideSignupOption: false,
    isAbousUsEnable: true,
    aboutUsEnableTitle: 'About Horizon',
    isFaqEnable: true,
    faqEnableTitle: 'Help & FAQ',
    analytics: { isEnabled: false },
  },
  about: {
    isEnabled: true,
    title: 'Travel planned by people who travel',
    content: '<h2>Our story</h2><p>Horizon Travel Co. opened in 2009.</p>',
  },
  faq: {
    isEnabled: true,
    headerMessage: 'Answers to what travellers ask us most.',
    questions: [
      {
        question: 'How do I cancel a booking?',
        answer: '<p>Open <strong>My Trips</strong> and choose Cancel.</p>',
      },
    ],
  },
  languages: ['en', 'es', 'ar'],
  currencies: ['USD', 'EUR', 'MXN'],
};

const PRODUCT = {
  agency: {
    bookingMenuItemOptions: [
      { title: 'Hotels', active: true },
      { title: 'Air Travel', active: true },
      { title: 'Cars', active: false },
    ],
  },
};

const PAYMENT = {
  agency: {
    currentPaymentGateway: 'Stripe',
    acceptedPaymentMethods: ['discover', 'visa', 'american-express', 'mastercard', 'bitcoin'],
  },
};

interface StoryProps {
  calls: HarnessCalls;
  page: 'website' | 'product' | 'payment';
}

function SettingsStory({ calls, page }: StoryProps) {
  return (
    <SiteSettingsHarness calls={calls}>
      {(actor) => {
        const history = <SettingsHistory actor={actor} />;
        if (page === 'product') return <ProductSettingsForm actor={actor} history={history} />;
        if (page === 'payment') {
          return (
            <PaymentSettingsForm actor={actor} gateways={['Stripe', 'Adyen']} history={history} />
          );
        }
        return <WebsiteSettingsForm actor={actor} history={history} />;
      }}
    </SiteSettingsHarness>
  );
}

const meta = {
  title: 'Areas/SiteSettingsForm',
  component: SettingsStory,
  args: { page: 'website', calls: { section: 'website', settings: WEBSITE } },
  parameters: { screenshot: PHONE_SCREENSHOT },
} satisfies Meta<typeof SettingsStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The caret at the end of a rich-text editor's text, as Ctrl+End puts it. */
function caretAtEnd(editor: HTMLElement) {
  const range = document.createRange();
  range.selectNodeContents(editor);
  range.collapse(false);
  document.getSelection()?.removeAllRanges();
  document.getSelection()?.addRange(range);
}

const website = (more: Partial<HarnessCalls> = {}): HarnessCalls => ({
  section: 'website',
  settings: WEBSITE,
  onSave: fn(),
  ...more,
});

/** The owner opens Website Settings: every field of the page, the colour's contrast verdict, the history. */
export const Editing: Story = {
  args: { calls: website() },
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    const name = await canvas.findByRole('textbox', {
      name: t('areas:siteSettings.field.agencyName'),
    });
    await expect(name).toHaveValue('Horizon Travel Co.');
    await expect(canvas.getByTestId('contrast-preview')).toHaveTextContent(
      t('areas:siteSettings.contrast.asIs', { ratio: 4.5 }),
    );
    await userEvent.type(name, ' Ltd');
    await expect(canvas.getByTestId('settings-status')).toHaveTextContent(
      t('areas:siteSettings.state.unsaved'),
    );
    await expect(
      within(await canvas.findByTestId('version-3')).getByRole('button', {
        name: t('areas:siteSettings.history.restore'),
      }),
    ).toHaveAccessibleDescription(
      expect.stringContaining(t('areas:siteSettings.history.version', { number: 3 })),
    );
  },
};

/** Spec §9's contrast guard before saving: #ffd400 takes dark text, and the page says so and why. */
export const ContrastAdjusted: Story = {
  args: { calls: website() },
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    await typePrimaryColour(canvas, t('areas:siteSettings.field.primaryColor'), '#ffd400');
    const preview = canvas.getByTestId('contrast-preview');
    await expect(preview).toHaveTextContent('#111111');
    await expect(preview).toHaveTextContent('1.43:1');
    await expect(preview).toHaveTextContent('#866e00');
  },
};

/** 'banana' is refused before sending, with the validator's message on the field, which gets focus. */
export const InvalidBanana: Story = {
  args: { calls: website() },
  play: async ({ canvas, globals, args }) => {
    const t = storyText(globals);
    const colour = await typePrimaryColour(
      canvas,
      t('areas:siteSettings.field.primaryColor'),
      'banana',
    );
    await userEvent.click(canvas.getByRole('button', { name: t('areas:form.save') }));
    const message =
      'expected a CSS colour such as "#2c7be5", "rgb(44 123 229)" or "teal", got "banana"';
    await expect(colour).toHaveAccessibleDescription(expect.stringContaining(message));
    await expect(colour).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(colour).toHaveFocus());
    await expect(canvas.getByTestId('settings-issues')).toHaveTextContent('agency.primaryColor');
    await expect(args.calls.onSave).not.toHaveBeenCalled();
  },
};

/** The API's 400: each issue on its field (here the e-mail), focus on the first. */
export const InvalidFromApi: Story = {
  args: {
    calls: website({
      save: {
        status: 400,
        body: {
          message: 'Invalid website settings: agency.contactEmailId: expected an e-mail address',
          issues: [
            { path: 'agency.contactEmailId', message: 'expected an e-mail address, got "help@"' },
          ],
        },
      },
    }),
  },
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    const email = await canvas.findByRole('textbox', { name: t('areas:siteSettings.field.email') });
    await userEvent.clear(email);
    await userEvent.type(email, 'help@');
    await userEvent.click(canvas.getByRole('button', { name: t('areas:form.save') }));
    await waitFor(() => expect(email).toHaveFocus());
    await expect(email).toHaveAccessibleDescription(
      expect.stringContaining('expected an e-mail address, got "help@"'),
    );
  },
};

const changeName = async (
  canvas: Parameters<NonNullable<Story['play']>>[0]['canvas'],
  t: ReturnType<typeof storyText>,
) => {
  const name = await canvas.findByRole('textbox', {
    name: t('areas:siteSettings.field.agencyName'),
  });
  await userEvent.type(name, ' Ltd');
  await userEvent.click(canvas.getByRole('button', { name: t('areas:form.save') }));
  return name;
};

/** While the save runs: the status says so and the fields are read-only. */
export const Saving: Story = {
  args: { calls: website({ save: 'pending' }) },
  play: async ({ canvas, globals, args }) => {
    const t = storyText(globals);
    const name = await changeName(canvas, t);
    await expect(canvas.getByTestId('settings-status')).toHaveTextContent(t('areas:form.saving'));
    await expect(name).toHaveAttribute('readonly');
    await expect(args.calls.onSave).toHaveBeenCalledWith({
      section: 'website',
      baseVersion: 4,
      fields: { agency: { agencyName: 'Horizon Travel Co. Ltd' } },
    });
  },
};

/** Stored as version 5; its build is running. */
export const Publishing: Story = {
  args: {
    calls: website({
      save: { value: storyVersion(5, 'queued') },
      publish: {
        value: { latest: storyVersion(5, 'building'), publishedVersion: 4, publishing: true },
      },
    }),
  },
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    await changeName(canvas, t);
    await waitFor(() =>
      expect(canvas.getByTestId('settings-status')).toHaveTextContent(
        t('areas:siteSettings.state.publishing', { version: 5 }),
      ),
    );
  },
};

/** The build is done: version 5 is what a new visitor gets. */
export const Published: Story = {
  args: {
    calls: website({
      save: { value: storyVersion(5, 'queued') },
      publish: {
        value: { latest: storyVersion(5, 'published'), publishedVersion: 5, publishing: true },
      },
    }),
  },
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    await changeName(canvas, t);
    await waitFor(() =>
      expect(canvas.getByTestId('settings-status')).toHaveTextContent(
        t('areas:siteSettings.state.published', { version: 5 }),
      ),
    );
  },
};

/** An API that builds nothing (no publisher wired): the version is stored and stays queued. */
export const SavedQueued: Story = {
  args: {
    calls: website({
      publish: {
        value: { latest: storyVersion(5, 'queued'), publishedVersion: 4, publishing: false },
      },
    }),
  },
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    await changeName(canvas, t);
    await waitFor(() =>
      expect(canvas.getByTestId('settings-status')).toHaveTextContent(
        t('areas:siteSettings.state.queued', { version: 5 }),
      ),
    );
  },
};

/** The build failed: the site keeps the version before, and the page says why. */
export const PublishFailed: Story = {
  args: {
    calls: website({
      publish: {
        value: { latest: storyVersion(5, 'failed'), publishedVersion: 4, publishing: true },
      },
    }),
  },
  play: async ({ canvas, globals }) => {
    await changeName(canvas, storyText(globals));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'The build stopped: agency-configs/horizon.json is busy',
    );
  },
};

/** The save did not get through: spec §8's message, the draft kept, Try again. */
export const Failed: Story = {
  args: { calls: website({ save: 'networkError' }) },
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    const name = await changeName(canvas, t);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(t('areas:form.saveFailed'));
    await expect(name).toHaveValue('Horizon Travel Co. Ltd');
    await expect(canvas.getByRole('button', { name: t('common:action.retry') })).toBeVisible();
  },
};

/** Another tab saved first (409): the page says so and offers Reload; nothing is overwritten. */
export const Conflict: Story = {
  args: {
    calls: website({
      save: {
        status: 409,
        body: {
          code: 'VERSION_CONFLICT',
          message:
            'This page changed since you opened it: reload it to see the latest settings, then make your change again.',
        },
      },
    }),
  },
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    const name = await changeName(canvas, t);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      t('areas:siteSettings.state.conflict'),
    );
    await expect(name).toHaveAttribute('readonly');
  },
};

/** After a conflict, Reload opens the latest version: the stale change is gone, nothing overwritten. */
export const ConflictReloaded: Story = {
  args: Conflict.args,
  play: async (context) => {
    await Conflict.play?.(context);
    const { canvas, globals } = context;
    const t = storyText(globals);
    await userEvent.click(
      canvas.getByRole('button', { name: t('areas:siteSettings.state.reload') }),
    );
    // The page opens again (a new form) on the latest version, without the stale change.
    await waitFor(() =>
      expect(
        canvas.getByRole('textbox', { name: t('areas:siteSettings.field.agencyName') }),
      ).toHaveValue('Horizon Travel Co.'),
    );
  },
};

/** The API refuses the image (core's image checks): the reason shows under the upload button. */
export const LogoRefused: Story = {
  args: {
    calls: website({
      upload: {
        status: 400,
        body: { message: 'The image is not a PNG image: its content is an HTML page' },
      },
    }),
  },
  play: async ({ canvas, canvasElement }) => {
    const input = await waitFor(() => {
      const found = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
      if (!found) throw new Error('no file input yet');
      return found;
    });
    await userEvent.upload(input, new File(['<html>'], 'logo.png', { type: 'image/png' }));
    const button = canvas.getByTestId('logo-upload');
    await waitFor(() =>
      expect(button).toHaveAccessibleDescription(
        expect.stringContaining('The image is not a PNG image: its content is an HTML page'),
      ),
    );
  },
};

/** An uploaded logo: its ref goes in the draft and its preview shows. */
export const LogoUploaded: Story = {
  args: {
    calls: website({
      upload: {
        value: {
          ref: 'uploads/horizon/0f3a.svg',
          url: `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="120" height="40"><rect width="120" height="40" fill="#0f766e"/></svg>')}`,
        },
      },
    }),
  },
  play: async ({ canvas, canvasElement, globals }) => {
    const t = storyText(globals);
    const input = await waitFor(() => {
      const found = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
      if (!found) throw new Error('no file input yet');
      return found;
    });
    await userEvent.upload(input, new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' }));
    await expect(await canvas.findByText('uploads/horizon/0f3a.svg')).toBeVisible();
    await expect(canvas.getByTestId('settings-status')).toHaveTextContent(
      t('areas:siteSettings.state.unsaved'),
    );
  },
};

const fileInput = (canvasElement: HTMLElement, testId: string) =>
  waitFor(() => {
    const found = canvasElement
      .querySelector(`[data-testid="${testId}"]`)
      ?.parentElement?.querySelector<HTMLInputElement>('input[type="file"]');
    if (!found) throw new Error(`no file input for ${testId} yet`);
    return found;
  });

/** An uploaded favicon: its ref goes in the draft at agency.favicon, and is sent there. */
export const FaviconUploaded: Story = {
  args: {
    calls: website({
      upload: {
        value: {
          ref: 'uploads/horizon/9c1e.ico',
          url: `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="32" height="32"><rect width="32" height="32" rx="6" fill="#0f766e"/></svg>')}`,
        },
      },
    }),
  },
  play: async ({ canvas, canvasElement, globals, args }) => {
    const t = storyText(globals);
    const input = await fileInput(canvasElement, 'favicon-upload');
    await userEvent.upload(input, new File(['ico'], 'favicon.ico', { type: 'image/x-icon' }));
    const button = canvas.getByTestId('favicon-upload');
    await waitFor(() =>
      expect(button).toHaveAccessibleDescription(
        expect.stringContaining('uploads/horizon/9c1e.ico'),
      ),
    );
    // The logo's field is left as it was.
    await expect(canvas.getByTestId('logo-upload')).toHaveAccessibleDescription(
      expect.stringContaining('assets/horizon/logo.svg'),
    );
    await userEvent.click(canvas.getByRole('button', { name: t('areas:form.save') }));
    await expect(args.calls.onSave).toHaveBeenCalledWith({
      section: 'website',
      baseVersion: 4,
      fields: { agency: { favicon: 'uploads/horizon/9c1e.ico' } },
    });
  },
};

/** FAQ: a question added (the keyboard goes to it), written with its answer, another removed. */
export const FaqEditing: Story = {
  args: { calls: website() },
  play: async ({ canvas, globals, args }) => {
    const t = storyText(globals);
    const add = await canvas.findByRole('button', { name: t('areas:siteSettings.faq.add') });
    await userEvent.click(add);
    const question = canvas.getByRole('textbox', {
      name: t('areas:siteSettings.faq.question', { number: 2 }),
    });
    await waitFor(() => expect(question).toHaveFocus());
    await userEvent.paste('Can I pay in my own currency?');
    const answer = await canvas.findByRole('textbox', {
      name: t('areas:siteSettings.faq.answer', { number: 2 }),
    });
    await userEvent.click(answer);
    await userEvent.keyboard('Yes.');
    await userEvent.click(
      canvas.getByRole('button', { name: t('areas:siteSettings.faq.remove', { number: 1 }) }),
    );
    await expect(
      canvas.getByRole('textbox', { name: t('areas:siteSettings.faq.question', { number: 1 }) }),
    ).toHaveValue('Can I pay in my own currency?');
    await userEvent.click(canvas.getByRole('button', { name: t('areas:form.save') }));
    await expect(args.calls.onSave).toHaveBeenCalledWith({
      section: 'website',
      baseVersion: 4,
      fields: {
        faq: {
          questions: [
            {
              question: 'Can I pay in my own currency?',
              answer: '<p>Yes.</p>',
            },
          ],
        },
      },
    });
  },
};

/** Spec §5: a question of 3 characters or fewer is refused before sending, on its own field. */
export const FaqShortQuestionRefused: Story = {
  args: { calls: website() },
  play: async ({ canvas, globals, args }) => {
    const t = storyText(globals);
    await userEvent.click(
      await canvas.findByRole('button', { name: t('areas:siteSettings.faq.add') }),
    );
    const question = canvas.getByRole('textbox', {
      name: t('areas:siteSettings.faq.question', { number: 2 }),
    });
    await userEvent.type(question, 'IVA');
    await userEvent.click(canvas.getByRole('button', { name: t('areas:form.save') }));
    await waitFor(() => expect(question).toHaveFocus());
    await expect(question).toHaveAttribute('aria-invalid', 'true');
    await expect(question).toHaveAccessibleDescription(
      expect.stringContaining('a question must be longer than 3 characters'),
    );
    await expect(canvas.getByTestId('settings-issues')).toHaveTextContent(
      'faq.questions[1].question',
    );
    await expect(args.calls.onSave).not.toHaveBeenCalled();
  },
};

/** The API's problem with an answer shows on that answer's editor, by its config path. */
export const FaqAnswerRefusedByApi: Story = {
  args: {
    calls: website({
      save: {
        status: 400,
        body: {
          message: 'Invalid website settings',
          issues: [
            {
              path: 'faq.questions[0].answer',
              message: 'HTML content is limited to 200,000 characters',
            },
          ],
        },
      },
    }),
  },
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    const answer = await canvas.findByRole('textbox', {
      name: t('areas:siteSettings.faq.answer', { number: 1 }),
    });
    await userEvent.click(answer);
    // Wherever the click landed in the theme's type: the words go after the answer's.
    caretAtEnd(answer);
    await userEvent.keyboard(' More.');
    await userEvent.click(canvas.getByRole('button', { name: t('areas:form.save') }));
    await waitFor(() => expect(answer).toHaveFocus());
    await expect(answer).toHaveAttribute('aria-invalid', 'true');
    await expect(answer).toHaveAccessibleDescription(
      expect.stringContaining('HTML content is limited to 200,000 characters'),
    );
    // Focus scrolled to the answer while the editors above were still loading (by how much
    // depended on the machine): the answer in the middle of the window, with the page settled.
    answer.scrollIntoView({ block: 'center' });
  },
};

/** About in the rich-text editor: a heading and bold from the toolbar; sanitised HTML is sent. */
export const RichTextAbout: Story = {
  args: { calls: website() },
  play: async ({ canvas, globals, args }) => {
    const t = storyText(globals);
    const editor = await canvas.findByRole('textbox', {
      name: t('areas:siteSettings.editor.aboutContent'),
    });
    await expect(editor).toHaveTextContent('Horizon Travel Co. opened in 2009.');
    await userEvent.click(editor);
    caretAtEnd(editor);
    // Then a new paragraph.
    await userEvent.keyboard('{Enter}');
    const toolbar = canvas.getByRole('toolbar', {
      name: t('areas:siteSettings.editor.toolbar', {
        name: t('areas:siteSettings.editor.aboutContent'),
      }),
    });
    await userEvent.click(
      within(toolbar).getByRole('button', { name: t('areas:siteSettings.editor.heading3') }),
    );
    await userEvent.keyboard('Team');
    await expect(
      within(toolbar).getByRole('button', { name: t('areas:siteSettings.editor.heading3') }),
    ).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(canvas.getByRole('button', { name: t('areas:form.save') }));
    await expect(args.calls.onSave).toHaveBeenCalledWith({
      section: 'website',
      baseVersion: 4,
      fields: {
        about: {
          content: '<h2>Our story</h2><p>Horizon Travel Co. opened in 2009.</p><h3>Team</h3>',
        },
      },
    });
  },
};

/** Languages and currencies offered: ticked in checkbox groups, another currency by its code. */
export const LanguagesAndCurrencies: Story = {
  args: { calls: website() },
  play: async ({ canvas, globals, args }) => {
    const t = storyText(globals);
    const languages = await canvas.findByRole('group', {
      name: t('areas:siteSettings.languages.label'),
    });
    await userEvent.click(within(languages).getByRole('checkbox', { name: 'Español' }));
    await userEvent.click(within(languages).getByRole('checkbox', { name: 'Français' }));
    const currencies = canvas.getByRole('group', {
      name: t('areas:siteSettings.currencies.label'),
    });
    // The US dollar stays: prices fall back to it.
    await expect(within(currencies).getByRole('checkbox', { name: /USD/ })).toBeDisabled();
    await expect(within(currencies).getByRole('checkbox', { name: /USD/ })).toBeChecked();
    await userEvent.click(within(currencies).getByRole('checkbox', { name: /EUR/ }));
    const code = canvas.getByRole('textbox', { name: t('areas:siteSettings.currencies.add') });
    await userEvent.type(code, 'xyz{Enter}');
    await expect(code).toHaveAccessibleDescription(expect.stringContaining('XYZ'.toLowerCase()));
    await userEvent.clear(code);
    await userEvent.type(code, 'thb{Enter}');
    await expect(within(currencies).getByRole('checkbox', { name: /THB/ })).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: t('areas:form.save') }));
    await expect(args.calls.onSave).toHaveBeenCalledWith({
      section: 'website',
      baseVersion: 4,
      fields: { languages: ['en', 'ar', 'fr'], currencies: ['USD', 'MXN', 'THB'] },
    });
  },
};

/** Analytics switched on without an id is refused before sending, on the Google tag id. */
export const AnalyticsRefused: Story = {
  args: { calls: website() },
  play: async ({ canvas, globals, args }) => {
    const t = storyText(globals);
    await userEvent.click(
      await canvas.findByRole('switch', { name: t('areas:siteSettings.field.analyticsEnabled') }),
    );
    await userEvent.click(canvas.getByRole('button', { name: t('areas:form.save') }));
    const google = canvas.getByRole('textbox', {
      name: t('areas:siteSettings.field.googleAnalyticsId'),
    });
    await waitFor(() => expect(google).toHaveFocus());
    await expect(google).toHaveAccessibleDescription(
      expect.stringContaining('neither googleAnalyticsId nor facebookAnalyticsId is set'),
    );
    await userEvent.type(google, 'G-ABC123XYZ');
    await expect(google).not.toHaveAttribute('aria-invalid');
    await userEvent.click(canvas.getByRole('button', { name: t('areas:form.save') }));
    await expect(args.calls.onSave).toHaveBeenCalledWith({
      section: 'website',
      baseVersion: 4,
      fields: { agency: { analytics: { isEnabled: true, googleAnalyticsId: 'G-ABC123XYZ' } } },
    });
  },
};

/** "Restore this version": the older version is stored again with the version the page is on. */
export const Restore: Story = {
  args: { calls: website({ onRestore: fn(), restore: 'pending' }) },
  play: async ({ canvas, globals, args }) => {
    const t = storyText(globals);
    await userEvent.click(
      within(await canvas.findByTestId('version-3')).getByRole('button', {
        name: t('areas:siteSettings.history.restore'),
      }),
    );
    await expect(args.calls.onRestore).toHaveBeenCalledWith({ number: 3, baseVersion: 4 });
    await expect(canvas.getByTestId('settings-status')).toHaveTextContent(t('areas:form.saving'));
  },
};

/** The page could not open: spec §8's default and Try again. */
export const LoadFailed: Story = {
  args: { calls: website({ load: 'networkError' }) },
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(t('areas:data.loadFailed'));
  },
};

/** Product: booking types switched and reordered with the move buttons. */
export const ProductEditing: Story = {
  args: { page: 'product', calls: { section: 'product', settings: PRODUCT, onSave: fn() } },
  play: async ({ canvas, globals, args }) => {
    const t = storyText(globals);
    const flights = t('common:service.flights');
    await userEvent.click(
      await canvas.findByRole('button', {
        name: t('areas:siteSettings.product.moveUp', { name: flights }),
      }),
    );
    await userEvent.click(canvas.getByRole('switch', { name: t('common:service.cars') }));
    await userEvent.click(canvas.getByRole('button', { name: t('areas:form.save') }));
    await expect(args.calls.onSave).toHaveBeenCalledWith({
      section: 'product',
      baseVersion: 4,
      fields: {
        agency: {
          bookingMenuItemOptions: [
            { title: 'Air Travel', active: true },
            { title: 'Hotels', active: true },
            { title: 'Cars', active: true },
          ],
        },
      },
    });
  },
};

/** Product: every booking type switched off is refused before sending (core's rule). */
export const ProductInvalid: Story = {
  args: { page: 'product', calls: { section: 'product', settings: PRODUCT, onSave: fn() } },
  play: async ({ canvas, globals, args }) => {
    const t = storyText(globals);
    await userEvent.click(await canvas.findByRole('switch', { name: t('common:service.hotels') }));
    await userEvent.click(canvas.getByRole('switch', { name: t('common:service.flights') }));
    await userEvent.click(canvas.getByRole('button', { name: t('areas:form.save') }));
    const list = canvas.getByTestId('booking-types');
    await waitFor(() => expect(list).toHaveFocus());
    await expect(list).toHaveAccessibleDescription('at least one booking type must be active');
    await expect(args.calls.onSave).not.toHaveBeenCalled();
  },
};

/** Payment: the gateway chosen from the list, Bitcoin no longer accepted (the footer's icons). */
export const PaymentEditing: Story = {
  args: { page: 'payment', calls: { section: 'payment', settings: PAYMENT, onSave: fn() } },
  play: async ({ canvas, globals, args }) => {
    const t = storyText(globals);
    await userEvent.click(
      await canvas.findByRole('button', { name: new RegExp(t('areas:payment.gateway')) }),
    );
    await userEvent.click(await within(document.body).findByRole('option', { name: 'Adyen' }));
    const methods = within(canvas.getByRole('group', { name: t('areas:payment.methods') }));
    // Every brand the footer can show, in the footer's order, named as the footer names it.
    await expect(
      methods.getAllByRole('checkbox').map((box) => box.closest('label')?.textContent),
    ).toEqual(PAYMENT_ICONS.map((id) => t(PAYMENT_BRANDS[id].key)));
    await userEvent.click(methods.getByRole('checkbox', { name: t('footer:payment.bitcoin') }));
    await expect(
      methods.getByRole('checkbox', { name: t('footer:payment.bitcoin') }),
    ).not.toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: t('areas:form.save') }));
    await expect(args.calls.onSave).toHaveBeenCalledWith({
      section: 'payment',
      baseVersion: 4,
      fields: {
        agency: {
          currentPaymentGateway: 'Adyen',
          acceptedPaymentMethods: ['discover', 'visa', 'american-express', 'mastercard'],
        },
      },
    });
  },
};

/** A sales agent opening any of these pages gets the page's refusal (core pageAccess), no form. */
export const SalesAgentRefused: Story = {
  render: () => (
    <AccessNotice access={{ kind: 'refused', reason: 'salesAgentSetting' }} homeHref="/dashboard" />
  ),
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      t('areas:access.refused.salesAgentSetting'),
    );
    await expect(canvas.queryByRole('button', { name: t('areas:form.save') })).toBeNull();
  },
};
