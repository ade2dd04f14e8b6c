import type { Meta, StoryObj } from '@storybook/react-vite';
import { BLOG_PATH, blogShareHref } from '@wl/core';
import { formatDay, isLanguageCode } from '@wl/i18n/runtime';
import { expect, within } from 'storybook/test';
import { PHONE_SCREENSHOT } from '../../fixtures/screenshots.ts';
import { storyText } from '../../fixtures/storyText.ts';
import { BlogPostPage } from './BlogPostPage.tsx';
import { ARABIC_POST, ENGLISH_POST, POST_WITHOUT_COVER } from './contentFixtures.ts';

/** The share address as a generated page gives it: absolute, on the agency's own host. */
const shareOf = (slug: string) => `https://horizon.localhost${blogShareHref(slug)}`;

const meta = {
  title: 'Pages/ContentPages/BlogPostPage',
  component: BlogPostPage,
  parameters: { screenshot: PHONE_SCREENSHOT },
} satisfies Meta<typeof BlogPostPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** /blog/<slug>: cover, title, date, tags, the agency's HTML, the share link, back to the blog. */
export const English: Story = {
  args: { post: ENGLISH_POST, shareHref: shareOf(ENGLISH_POST.slug) },
  play: async ({ canvas, canvasElement, globals }) => {
    const t = storyText(globals);
    const language = isLanguageCode(globals.language) ? globals.language : 'en';
    await expect(canvas.getByRole('heading', { level: 1, name: ENGLISH_POST.title })).toBeVisible();
    const article = canvas.getByRole('article');
    // Written in no language of its own: it reads in the page's.
    await expect(article).not.toHaveAttribute('lang');
    await expect(
      article.querySelector('img[src="/assets/horizon/blog-lisbon-spring.svg"]'),
    ).toHaveAttribute('alt', '');
    const published = within(article).getByText(
      t('content:blog.published', { date: formatDay(ENGLISH_POST.date, language) }),
    );
    await expect(published).toHaveAttribute('dateTime', ENGLISH_POST.date);
    // The body is markup, sanitised, not text.
    await expect(
      within(article).getByRole('heading', { level: 2, name: 'The old town' }),
    ).toBeVisible();
    await expect(within(article).getByRole('link', { name: 'Lisbon guide' })).toHaveAttribute(
      'href',
      '/destination/lisbon',
    );
    await expect(canvasElement).not.toHaveTextContent('<h2>');
    const share = canvas.getByRole('region', { name: t('content:blog.share') });
    await expect(within(share).getByRole('link')).toHaveAttribute(
      'href',
      shareOf(ENGLISH_POST.slug),
    );
    await expect(within(share).getByRole('link')).toHaveTextContent(shareOf(ENGLISH_POST.slug));
    await expect(canvas.getByRole('link', { name: t('content:blog.back') })).toHaveAttribute(
      'href',
      BLOG_PATH,
    );
  },
};

/** A post written in Arabic: right to left, marked ar, whatever the page's language. */
export const Arabic: Story = {
  args: { post: ARABIC_POST, shareHref: blogShareHref(ARABIC_POST.slug) },
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    const article = canvas.getByRole('article');
    await expect(article).toHaveAttribute('lang', 'ar');
    await expect(article).toHaveAttribute('dir', 'rtl');
    await expect(
      within(article).getByRole('heading', { level: 1, name: ARABIC_POST.title }),
    ).toBeVisible();
    // The page's own words inside it keep the page's language.
    const published = article.querySelector('time');
    if (globals.language === 'ar') await expect(published?.closest('[lang]')).toBe(article);
    else await expect(published?.closest('[lang]')).not.toBe(article);
    // A relative share address works too: the page may not know its origin.
    const share = canvas.getByRole('region', { name: t('content:blog.share') });
    await expect(within(share).getByRole('link')).toHaveAttribute(
      'href',
      '/blog/share/dubai-stopover',
    );
  },
};

/** A post with no cover picture: the title leads the page. */
export const WithoutCover: Story = {
  args: { post: POST_WITHOUT_COVER, shareHref: shareOf(POST_WITHOUT_COVER.slug) },
  play: async ({ canvas, canvasElement }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: POST_WITHOUT_COVER.title }),
    ).toBeVisible();
    await expect(canvasElement.querySelector('img')).toBeNull();
    // No tags: no empty list.
    await expect(canvas.getByRole('article').querySelector('ul[aria-label]')).toBeNull();
  },
};
