import type { Meta, StoryObj } from '@storybook/react-vite';
import { blogPostPath } from '@wl/core';
import { formatDay, isLanguageCode } from '@wl/i18n/runtime';
import { expect, within } from 'storybook/test';
import { PHONE_SCREENSHOT } from '../../fixtures/screenshots.ts';
import { storyText } from '../../fixtures/storyText.ts';
import { BlogPage } from './BlogPage.tsx';
import {
  ARABIC_POST,
  ENGLISH_POST,
  POST_WITHOUT_COVER,
  POSTS,
  SPANISH_POST,
} from './contentFixtures.ts';

const meta = {
  title: 'Pages/ContentPages/BlogPage',
  component: BlogPage,
  parameters: { screenshot: PHONE_SCREENSHOT },
} satisfies Meta<typeof BlogPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** /blog: a card per post, newest first, each post in another language marked with it. */
export const WithPosts: Story = {
  args: { posts: POSTS },
  play: async ({ canvas, canvasElement, globals }) => {
    const t = storyText(globals);
    const language = isLanguageCode(globals.language) ? globals.language : 'en';
    await expect(
      canvas.getByRole('heading', { level: 1, name: t('content:blog.title') }),
    ).toBeVisible();
    // Newest first, whatever order the agency wrote them in.
    const titles = canvas
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent);
    await expect(titles).toEqual(
      [ARABIC_POST, SPANISH_POST, ENGLISH_POST, POST_WITHOUT_COVER].map((post) => post.title),
    );
    // One link per card, named by the title, to the post's own page.
    const link = canvas.getByRole('link', { name: ENGLISH_POST.title });
    await expect(link).toHaveAttribute('href', blogPostPath(ENGLISH_POST.slug));
    await expect(canvas.getAllByRole('link')).toHaveLength(POSTS.length);
    const cards = canvasElement.querySelectorAll('article');
    await expect(cards[0]).toHaveAttribute('lang', 'ar');
    await expect(cards[0]).toHaveAttribute('dir', 'rtl');
    await expect(cards[1]).toHaveAttribute('lang', 'es');
    await expect(cards[1]).toHaveAttribute('dir', 'ltr');
    await expect(cards[2]).not.toHaveAttribute('lang');
    // The day in the page's language, the machine-readable day beside it.
    const time = within(cards[2] as HTMLElement).getByText(formatDay(ENGLISH_POST.date, language));
    await expect(time).toHaveAttribute('dateTime', ENGLISH_POST.date);
    await expect(
      within(cards[2] as HTMLElement).getByRole('list', { name: t('content:blog.tags') }),
    ).toHaveTextContent(ENGLISH_POST.tags.join(''));
    // The post without a cover still has its card, no broken picture.
    await expect(cards[3]?.querySelector('img')).toBeNull();
  },
};

/** /blog before the agency has written anything. */
export const Empty: Story = {
  args: { posts: [] },
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    await expect(
      canvas.getByRole('heading', { level: 1, name: t('content:blog.title') }),
    ).toBeVisible();
    await expect(canvas.getByText(t('content:blog.empty'))).toBeVisible();
    await expect(canvas.queryAllByRole('link')).toHaveLength(0);
  },
};
