import { type BlogPost, blogPostPath, postsNewestFirst } from '@wl/core';
import { useTranslation } from 'react-i18next';
import * as styles from './BlogPage.css.ts';
import { grid } from './ContentCard.css.ts';
import { ContentCard, EAGER_CARDS } from './ContentCard.tsx';
import * as layout from './contentLayout.css.ts';

export interface BlogPageProps {
  /** The agency's posts (config `blog.posts`), in any order: the page shows the newest first. */
  posts: readonly BlogPost[];
}

/** The blog (/blog and /blog/share, spec §2.1): a card per post, newest first. */
export function BlogPage({ posts }: BlogPageProps) {
  const { t } = useTranslation('content');
  return (
    <div className={layout.page}>
      <h1 className={layout.title}>{t('blog.title')}</h1>
      {posts.length === 0 ? (
        <p className={layout.empty}>{t('blog.empty')}</p>
      ) : (
        <ul className={[grid, styles.list].join(' ')}>
          {postsNewestFirst(posts).map((post, index) => (
            <li key={post.slug}>
              <ContentCard
                href={blogPostPath(post.slug)}
                title={post.title}
                summary={post.summary}
                coverImage={post.coverImage}
                language={post.language}
                date={post.date}
                tags={post.tags}
                eager={index < EAGER_CARDS}
                cta={t('blog.readMore')}
                tagsLabel={t('blog.tags')}
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
