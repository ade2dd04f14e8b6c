import { useId } from 'react';
import { FaLink } from 'react-icons/fa6';
import * as styles from './ShareBlock.css.ts';

export interface ShareBlockProps {
  /** "Share this post". */
  title: string;
  /** "Copy this link to share it:". */
  hint: string;
  /** The share address, absolute when the page knows its origin, else root-relative. */
  href: string;
}

/**
 * The link a reader copies to share a post or guide. Shown as a link, not a copy button: these
 * pages ship no JavaScript, and a link can be copied from any browser's context menu.
 */
export function ShareBlock({ title, hint, href }: ShareBlockProps) {
  const headingId = useId();
  return (
    <section className={styles.share} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {title}
      </h2>
      <p className={styles.hint}>{hint}</p>
      {/* An address reads left to right in every language. */}
      <a className={styles.link} href={href} dir="ltr">
        <FaLink aria-hidden className={styles.icon} />
        <span>{href}</span>
      </a>
    </section>
  );
}
