import { BLOG_PATH, type BlogPost } from '@wl/core';
import { formatDay } from '@wl/i18n/runtime';
import { useTranslation } from 'react-i18next';
import { FaArrowLeft } from 'react-icons/fa6';
import { useLanguage } from '../../hooks/useLanguage.ts';
import { assetUrl } from '../../providers/assetUrl.ts';
import { RichText } from '../RichText/RichText.tsx';
import * as styles from './BlogPostPage.css.ts';
import { useLanguageMarks } from './contentLanguage.ts';
import * as layout from './contentLayout.css.ts';
import { ShareBlock } from './ShareBlock.tsx';
import { TagList } from './TagList.tsx';

export interface BlogPostPageProps {
  post: BlogPost;
  /**
   * The address the post is shared by (core `blogShareHref`), absolute when the page knows its
   * origin.
   */
  shareHref: string;
}

/**
 * A post (/blog/<slug> and /blog/share/<slug>, spec §2.1): cover, title, date, tags, the
 * agency's sanitised HTML, the link to share it and the way back to the blog. Marked with the
 * post's language when it is written in one of its own.
 */
export function BlogPostPage({ post, shareHref }: BlogPostPageProps) {
  const { t } = useTranslation('content');
  const language = useLanguage();
  const marks = useLanguageMarks(post.language);
  const cover = assetUrl(post.coverImage);
  return (
    <div className={layout.page}>
      <div className={layout.column}>
        <article {...marks.item}>
          {/* Decorative: the title below names the post. */}
          {cover && <img className={layout.cover} src={cover} alt="" />}
          <h1 className={layout.title} dir="auto">
            {post.title}
          </h1>
          <div className={layout.meta}>
            <p className={layout.metaText}>
              {/* The attribute carries the day; the words around it may read in any order. */}
              <time dateTime={post.date} {...marks.page}>
                {t('blog.published', { date: formatDay(post.date, language) })}
              </time>
            </p>
            <TagList tags={post.tags} label={t('blog.tags')} />
          </div>
          <p className={layout.lead} dir="auto">
            {post.summary}
          </p>
          <RichText className={styles.body} html={post.body} />
        </article>
        <ShareBlock title={t('blog.share')} hint={t('blog.shareHint')} href={shareHref} />
        <a className={layout.backLink} href={BLOG_PATH}>
          <FaArrowLeft aria-hidden className={layout.backIcon} />
          {t('blog.back')}
        </a>
      </div>
    </div>
  );
}
