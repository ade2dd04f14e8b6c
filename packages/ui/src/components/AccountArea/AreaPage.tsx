import { type ReactNode, useId } from 'react';
import * as styles from './AccountArea.css.ts';

export interface AreaPageProps {
  /** The page's name, its one level-1 heading. */
  title: string;
  lead?: ReactNode;
  /** Wider than a reading page: a form with its preview beside it. @default false */
  wide?: boolean;
  children?: ReactNode;
}

/** The frame of every page of the traveller's and agents' areas: one h1, a lead, the body. */
export function AreaPage({ title, lead, wide = false, children }: AreaPageProps) {
  const titleId = useId();
  return (
    <section className={wide ? styles.widePage : styles.page} aria-labelledby={titleId}>
      <header className={styles.header}>
        <h1 id={titleId} className={styles.title}>
          {title}
        </h1>
        {lead ? <p className={styles.lead}>{lead}</p> : null}
      </header>
      {children}
    </section>
  );
}
