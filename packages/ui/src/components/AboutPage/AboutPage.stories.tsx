import type { Meta, StoryObj } from '@storybook/react-vite';
import type { About, AgencyConfig } from '@wl/core';
import { expect } from 'storybook/test';
import { storyText } from '../../fixtures/storyText.ts';
import { AboutPage } from './AboutPage.tsx';

/** About content for agencies whose own config has none (spec §3 About). */
const FIXTURE_ABOUT: About = {
  isEnabled: true,
  image: 'assets/horizon/about.svg',
  title: 'Travel planned by people who travel',
  content:
    '<h2>Our story</h2><p>We opened in 2009 as a two-desk agency and today plan trips across the Americas, Europe and the Middle East.</p>' +
    '<ul><li><strong>Hotels</strong> worldwide</li><li><strong>Cruises</strong> on ocean and river</li></ul>' +
    '<p>Write to <a href="mailto:help@agency.example">help@agency.example</a>.</p>',
};

/** Spec §2.4 enabled: the agency's own About content when it has some, else the fixture. */
const enabled =
  (change: (about: About) => About = (about) => about) =>
  (config: AgencyConfig): AgencyConfig => {
    const about = config.about.isEnabled && config.about.content ? config.about : FIXTURE_ABOUT;
    return {
      ...config,
      agency: { ...config.agency, isAbousUsEnable: true },
      about: change({ ...about, image: about.image ?? FIXTURE_ABOUT.image }),
    };
  };

const meta = {
  title: 'Pages/AboutPage',
  component: AboutPage,
} satisfies Meta<typeof AboutPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Spec §2.4: the agency's image, title and HTML content. */
export const Enabled: Story = {
  parameters: { agencyConfig: enabled() },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).not.toBeEmptyDOMElement();
    await expect(canvasElement.querySelector('img[src^="/assets/"]')).not.toBeNull();
    // HTML content rendered as markup, not as text.
    await expect(canvas.getAllByRole('heading', { level: 2 }).length).toBeGreaterThan(0);
    await expect(canvasElement).not.toHaveTextContent('<h2>');
  },
};

/** Spec §2.4 with no image configured: title and content only. */
export const WithoutImage: Story = {
  parameters: { agencyConfig: enabled(({ image: _image, ...about }) => about) },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).not.toBeEmptyDOMElement();
    await expect(canvasElement.querySelector('img[src^="/assets/"]')).toBeNull();
  },
};

/** Spec §2.4 disabled: 'About Us Page is not available' and 'Check back later…'. */
export const Disabled: Story = {
  parameters: {
    agencyConfig: (config: AgencyConfig): AgencyConfig => ({
      ...config,
      agency: { ...config.agency, isAbousUsEnable: false },
      about: { ...config.about, isEnabled: false },
    }),
  },
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    await expect(
      canvas.getByRole('heading', { level: 1, name: t('pages:about.unavailable') }),
    ).toBeInTheDocument();
    await expect(canvas.getByText(t('pages:about.checkBackLater'))).toBeInTheDocument();
  },
};
