import type { Meta, StoryObj } from '@storybook/react-vite';
import { agencyPalette } from '@wl/core';
import { useTranslation } from 'react-i18next';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { PHONE_SCREENSHOT } from '../../fixtures/screenshots.ts';
import { storyText } from '../../fixtures/storyText.ts';
import type { SiteSettingsActorRef } from '../SiteSettingsForm/SiteSettingsFrame.tsx';
import { DraftText } from '../SiteSettingsForm/settingsFields.tsx';
import {
  type HarnessCalls,
  SiteSettingsHarness,
  typePrimaryColour,
} from '../SiteSettingsForm/storyHarness.tsx';
import { SettingsPreview, type SettingsPreviewView } from './SettingsPreview.tsx';

/** The Website page's fields as the API answers them (a draft to start from). */
const WEBSITE = {
  agency: {
    agencyName: 'Horizon Travel Co.',
    primaryColor: '#0f766e',
    logo: 'assets/horizon/logo.svg',
    isHideLoginOption: false,
    isHideSignupOption: false,
    isAbousUsEnable: true,
    aboutUsEnableTitle: 'About Horizon',
    isFaqEnable: true,
    faqEnableTitle: 'Help & FAQ',
  },
  about: {
    isEnabled: true,
    title: 'Travel planned by people who travel',
    content:
      '<h2>Our story</h2><p onclick="window.__previewXss = true">Horizon Travel Co. opened in 2009. <a href="https://example.com/elsewhere">Read more</a></p><script>window.__previewXss = true</script>',
  },
};

/** A logo the story uploads: its preview address is all the preview has of it. */
const UPLOADED_LOGO = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="160" height="40"><rect width="160" height="40" rx="6" fill="#7c3aed"/><text x="80" y="26" font-family="sans-serif" font-size="16" fill="#fff" text-anchor="middle">NEW LOGO</text></svg>',
)}`;

interface StoryProps {
  calls: HarnessCalls;
  /** A few of Website Settings' own fields beside the preview, for the story to type into. */
  withFields?: boolean;
  defaultView?: SettingsPreviewView;
}

/**
 * The fields of Website Settings that the preview shows (its own draft fields, and a file input
 * sending the page's UPLOAD): the whole page is SiteSettingsForm's story.
 */
function StoryFields({ actor }: { actor: SiteSettingsActorRef }) {
  const { t } = useTranslation('areas');
  return (
    <div style={{ display: 'grid', gap: 12, maxWidth: '40rem' }}>
      <DraftText
        actor={actor}
        path="agency.agencyName"
        label={t('siteSettings.field.agencyName')}
      />
      <DraftText
        actor={actor}
        path="agency.primaryColor"
        label={t('siteSettings.field.primaryColor')}
      />
      <DraftText
        actor={actor}
        path="agency.aboutUsEnableTitle"
        label={t('siteSettings.field.aboutTitle')}
      />
      <DraftText actor={actor} path="about.title" label={t('siteSettings.field.aboutHeading')} />
      <label>
        {t('siteSettings.field.logo')}{' '}
        <input
          type="file"
          onChange={(event) => {
            const file = event.currentTarget.files?.[0];
            if (file) actor.send({ type: 'UPLOAD', path: 'agency.logo', file });
          }}
        />
      </label>
    </div>
  );
}

function PreviewStory({ calls, withFields = false, defaultView }: StoryProps) {
  return (
    <SiteSettingsHarness calls={calls}>
      {(actor) => (
        <main style={{ display: 'grid', gap: 16, padding: 16 }}>
          {withFields ? <StoryFields actor={actor} /> : null}
          <SettingsPreview actor={actor} defaultView={defaultView} />
        </main>
      )}
    </SiteSettingsHarness>
  );
}

const meta = {
  title: 'Areas/SettingsPreview',
  component: PreviewStory,
  args: { calls: { section: 'website', settings: WEBSITE } },
  parameters: { screenshot: PHONE_SCREENSHOT },
} satisfies Meta<typeof PreviewStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const preview = (canvasElement: HTMLElement) =>
  within(canvasElement).findByTestId('settings-preview');
const site = async (canvasElement: HTMLElement) =>
  within(await preview(canvasElement)).getByTestId('settings-preview-site');

/**
 * A CSS colour as the browser computes it (`rgb(…)`), to compare with a computed style. It adds
 * and removes an element: never inside waitFor.
 */
function computed(colour: string): string {
  const probe = document.createElement('span');
  probe.style.color = colour;
  document.body.append(probe);
  const value = getComputedStyle(probe).color;
  probe.remove();
  return value;
}

/** The home's top under the saved settings: the header with the agency's name, logo and links. */
export const Home: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const region = await preview(canvasElement);
    await expect(region).toHaveAccessibleName(t('areas:siteSettings.preview.title'));
    await expect(region).toHaveAccessibleDescription(t('areas:siteSettings.preview.lead'));
    const frame = await site(canvasElement);
    await expect(within(frame).getByRole('img', { name: 'Horizon Travel Co.' })).toBeVisible();
    await expect(within(frame).getByRole('link', { name: 'About Horizon' })).toBeVisible();
    await expect(within(frame).getByRole('link', { name: 'Help & FAQ' })).toBeVisible();
    await expect(
      within(frame).getByRole('link', { name: t('common:action.bookNow') }),
    ).toBeVisible();
    await expect(frame.style.getPropertyValue('--wl-color-primary')).toBe(
      agencyPalette('#0f766e').primary,
    );
    await expect(within(region).getByTestId('settings-preview-state')).toHaveTextContent(
      t('areas:siteSettings.preview.asSaved'),
    );
  },
};

/**
 * The header alone: on a computer and on a phone (the phone's only, on a phone), with the header
 * links the page read (the platform's, not in a remote's site config), each screen's links named
 * apart from the page's own.
 */
export const HeaderView: Story = {
  args: {
    defaultView: 'header',
    calls: {
      section: 'website',
      settings: WEBSITE,
      readOnly: { navigation: { header: [{ label: 'Cruise deals', path: '/cruise-deals' }] } },
    },
  },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const frame = await site(canvasElement);
    await expect(within(frame).getByText(t('areas:siteSettings.preview.phone'))).toBeVisible();
    await expect(
      within(frame).getAllByRole('img', { name: 'Horizon Travel Co.' }).length,
    ).toBeGreaterThan(0);
    const phoneLinks = within(frame).getByRole('navigation', {
      name: t('areas:siteSettings.preview.navLabel', {
        screen: t('areas:siteSettings.preview.phone'),
      }),
      hidden: true,
    });
    await expect(
      within(phoneLinks).getByRole('link', { name: 'Cruise deals', hidden: true }),
    ).toHaveAttribute('href', '/cruise-deals');
    const names = within(document.body)
      .queryAllByRole('navigation', { hidden: true })
      .map((nav) => nav.getAttribute('aria-label'));
    await expect(names).not.toContain(t('header:nav.label'));
  },
};

/**
 * The preview in a column narrower than a laptop's screen (a settings page beside the side
 * navigation): the header view draws the computer's bar whole, as on a 1280 px screen, scaled
 * down to the column; a phone's window still gets the phone's screen only.
 */
export const ScaledToItsColumn: Story = {
  args: { defaultView: 'header' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '44rem' }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const frame = await site(canvasElement);
    const computer = within(frame).queryByText(t('areas:siteSettings.preview.desktop'));
    if (window.innerWidth < 600) {
      await expect(computer).toBeNull();
      return;
    }
    await expect(computer).toBeVisible();
    const screen = computer?.closest('figure');
    const bar = screen?.querySelector('header');
    // Scaled: narrower on the page than the layout's own width, and nothing cut off.
    await expect(bar?.getBoundingClientRect().width).toBeLessThan(bar?.offsetWidth ?? 0);
    await expect(
      within(screen ?? frame).getByRole('link', { name: 'About Horizon' }),
    ).toBeVisible();
    await expect(screen?.getBoundingClientRect().right).toBeLessThanOrEqual(
      frame.getBoundingClientRect().right + 1,
    );
  },
};

/** The About page of the draft, its content through the site's sanitiser (no script survives). */
export const About: Story = {
  args: { defaultView: 'about' },
  play: async ({ canvasElement }) => {
    const frame = await site(canvasElement);
    await expect(
      within(frame).getByRole('heading', { level: 1, name: 'Travel planned by people who travel' }),
    ).toBeVisible();
    await expect(within(frame).getByRole('heading', { name: 'Our story' })).toBeVisible();
    await expect(frame.querySelector('[onclick], script')).toBeNull();
    await expect((window as { __previewXss?: boolean }).__previewXss).toBeUndefined();
  },
};

/** The About page switched off in the draft: the preview shows what a visitor then gets. */
export const AboutDisabled: Story = {
  args: {
    defaultView: 'about',
    calls: {
      section: 'website',
      settings: {
        agency: { ...WEBSITE.agency, isAbousUsEnable: false },
        about: { ...WEBSITE.about, isEnabled: false },
      },
    },
  },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const frame = await site(canvasElement);
    await expect(
      within(frame).getByRole('heading', { name: t('pages:about.unavailable') }),
    ).toBeVisible();
    await expect(within(frame).queryByRole('link', { name: 'About Horizon' })).toBeNull();
  },
};

/**
 * The owner types a colour: the preview takes the draft colour at once, through the contrast
 * guard (#ffe066 is too light for white text and for links: the guard's colours show).
 */
export const DraftColour: Story = {
  args: { withFields: true },
  play: async ({ canvas, canvasElement, globals }) => {
    const t = storyText(globals);
    await typePrimaryColour(canvas, t('areas:siteSettings.field.primaryColor'), '#ffe066');
    const palette = agencyPalette('#ffe066');
    const frame = await site(canvasElement);
    await waitFor(() =>
      expect(frame.style.getPropertyValue('--wl-color-primary')).toBe(palette.primary),
    );
    await expect(frame.style.getPropertyValue('--wl-color-onPrimary')).toBe(palette.onPrimary);
    await expect(frame.style.getPropertyValue('--wl-color-primaryText')).toBe(palette.primaryText);
    const bookNow = within(frame).getByRole('link', { name: t('common:action.bookNow') });
    // Outside waitFor: it runs its check on every change to the page, and a check that changes
    // the page (computed's probe) would run it forever.
    const background = computed(palette.primary);
    const text = computed(palette.onPrimary);
    // The button's colours ease in (its transition): what it settles on is the guard's.
    await waitFor(() => {
      expect(getComputedStyle(bookNow).backgroundColor).toBe(background);
      expect(getComputedStyle(bookNow).color).toBe(text);
    });
    // The settings page itself keeps the site's theme: only the preview takes the draft.
    await expect(
      getComputedStyle(canvasElement).getPropertyValue('--wl-color-primary').trim(),
    ).not.toBe(palette.primary);
    await expect(canvas.getByTestId('settings-preview-state')).toHaveTextContent(
      t('areas:siteSettings.preview.unsaved'),
    );
  },
};

/** A colour half typed: the preview keeps the last one the site can use, and says so. */
export const ColourBeingTyped: Story = {
  args: { withFields: true },
  play: async ({ canvas, canvasElement, globals }) => {
    const t = storyText(globals);
    const colour = await typePrimaryColour(
      canvas,
      t('areas:siteSettings.field.primaryColor'),
      '#ffd4',
    );
    await userEvent.type(colour, 'x');
    await expect(await canvas.findByTestId('settings-preview-colour-kept')).toHaveTextContent(
      t('areas:siteSettings.preview.colourKept', { colour: '#0f766e' }),
    );
    const frame = await site(canvasElement);
    await expect(frame.style.getPropertyValue('--wl-color-primary')).toBe(
      agencyPalette('#0f766e').primary,
    );
  },
};

/** The agency's name, the About link's title and the About heading follow the draft as typed. */
export const DraftTexts: Story = {
  args: { withFields: true },
  play: async ({ canvas, canvasElement, globals }) => {
    const t = storyText(globals);
    // The logo's text alternative is the agency's name, as typed.
    await userEvent.click(
      await canvas.findByRole('textbox', { name: t('areas:siteSettings.field.agencyName') }),
    );
    const name = canvas.getByRole('textbox', { name: t('areas:siteSettings.field.agencyName') });
    await userEvent.clear(name);
    await userEvent.type(name, 'Horizonte Viagens');
    const menuTitle = canvas.getByRole('textbox', {
      name: t('areas:siteSettings.field.aboutTitle'),
    });
    await userEvent.clear(menuTitle);
    await userEvent.type(menuTitle, 'Who we are');
    const heading = canvas.getByRole('textbox', {
      name: t('areas:siteSettings.field.aboutHeading'),
    });
    await userEvent.clear(heading);
    await userEvent.type(heading, 'Forty years of journeys');
    const frame = await site(canvasElement);
    await expect(within(frame).getByRole('img', { name: 'Horizonte Viagens' })).toBeVisible();
    await expect(within(frame).getByRole('link', { name: 'Who we are' })).toBeVisible();
    const region = await preview(canvasElement);
    await userEvent.click(
      within(region).getByRole('tab', { name: t('areas:siteSettings.preview.about') }),
    );
    await expect(
      await within(frame).findByRole('heading', { level: 1, name: 'Forty years of journeys' }),
    ).toBeVisible();
  },
};

/** A freshly uploaded logo shows in the preview's header from its preview address. */
export const UploadedLogo: Story = {
  args: {
    withFields: true,
    calls: {
      section: 'website',
      settings: WEBSITE,
      upload: { value: { ref: 'uploads/horizon/0f3a.svg', url: UPLOADED_LOGO } },
    },
  },
  play: async ({ canvasElement }) => {
    const input = await waitFor(() => {
      const found = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
      if (!found) throw new Error('no file input yet');
      return found;
    });
    await userEvent.upload(input, new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' }));
    const frame = await site(canvasElement);
    await waitFor(() =>
      expect(within(frame).getByRole('img', { name: 'Horizon Travel Co.' })).toHaveAttribute(
        'src',
        UPLOADED_LOGO,
      ),
    );
  },
};

/** A saved upload not yet in a build shows from the API, which serves it from the start. */
export const SavedUpload: Story = {
  args: {
    calls: {
      section: 'website',
      settings: { ...WEBSITE, agency: { ...WEBSITE.agency, logo: 'uploads/horizon/0f3a.svg' } },
    },
  },
  parameters: { screenshot: { skip: 'the image is the API’s, which a story does not serve' } },
  play: async ({ canvasElement }) => {
    const frame = await site(canvasElement);
    // An image that does not load is named by its text alternative, not shown.
    await expect(frame.querySelector('img')).toHaveAttribute('src', '/api/agency/images/0f3a.svg');
  },
};

/** Links in the preview go nowhere: the header's, the home's and those in the About content. */
export const LinksStay: Story = {
  args: { defaultView: 'about' },
  play: async ({ canvasElement }) => {
    const before = window.location.href;
    const frame = await site(canvasElement);
    await userEvent.click(within(frame).getByRole('link', { name: 'Help & FAQ' }));
    await userEvent.click(within(frame).getByRole('link', { name: 'Read more' }));
    await userEvent.click(within(frame).getByRole('img', { name: 'Horizon Travel Co.' }));
    await expect(window.location.href).toBe(before);
    await expect(within(frame).getByRole('heading', { level: 1 })).toBeVisible();
  },
};
