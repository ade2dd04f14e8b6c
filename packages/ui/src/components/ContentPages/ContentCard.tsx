import type { LanguageCode } from '@wl/core';
import { formatDay } from '@wl/i18n/runtime';
import { FaArrowRight } from 'react-icons/fa6';
import { useLanguage } from '../../hooks/useLanguage.ts';
import { assetUrl } from '../../providers/assetUrl.ts';
import * as styles from './ContentCard.css.ts';
import { useLanguageMarks } from './contentLanguage.ts';
import { TagList } from './TagList.tsx';

/** About a first screen of cards on a wide screen: theirs are the pictures seen first. */
export const EAGER_CARDS = 3;

export interface ContentCardProps {
  /** The post's or guide's own page. */
  href: string;
  title: string;
  summary: string;
  /** A config image path or URL (`assets/horizon/blog-x.svg`). */
  coverImage?: string;
  /** The language it is written in when not the page's: the card is marked with it. */
  language?: LanguageCode;
  /** Published day, YYYY-MM-DD, shown in the page's language. */
  date?: string;
  tags: readonly string[];
  /** The call to open it ("Read the post"), in the page's language. */
  cta: string;
  /** Name of the tag list ("Tags"). */
  tagsLabel: string;
  /**
   * Load the cover at once: the first cards are on the first screen, the rest wait until they
   * are scrolled near. @default false
   */
  eager?: boolean;
}

/**
 * One post or guide in a list: cover, linked title, date, summary, tags. The title's link covers
 * the whole card, so the card opens with one link named by the title, and the call to read it is
 * only a cue (a second link to the same page would be read out twice).
 */
export function ContentCard({
  href,
  title,
  summary,
  coverImage,
  language,
  date,
  tags,
  cta,
  tagsLabel,
  eager = false,
}: ContentCardProps) {
  const pageLanguage = useLanguage();
  const marks = useLanguageMarks(language);
  const image = assetUrl(coverImage);
  return (
    <article className={styles.card} {...marks.item}>
      {/* Decorative: the title beside it names the post. */}
      {image && (
        <img
          className={styles.image}
          src={image}
          alt=""
          loading={eager ? undefined : 'lazy'}
          decoding="async"
        />
      )}
      <div className={styles.body}>
        {/* Agency words take their direction from their own letters, as RichText does. */}
        <h2 className={styles.title} dir="auto">
          <a className={styles.link} href={href}>
            {title}
          </a>
        </h2>
        {date && (
          <p className={styles.date}>
            <time dateTime={date} {...marks.page}>
              {formatDay(date, pageLanguage)}
            </time>
          </p>
        )}
        <p className={styles.summary} dir="auto">
          {summary}
        </p>
        <TagList tags={tags} label={tagsLabel} />
        <span className={styles.cta} aria-hidden {...marks.page}>
          {cta}
          <FaArrowRight className={styles.ctaIcon} />
        </span>
      </div>
    </article>
  );
}
