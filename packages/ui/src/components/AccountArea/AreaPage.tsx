import { type ReactNode, useId } from 'react';
import * as styles from './AccountArea.css.ts';

export interface AreaPageProps {
  /** The page's name, its one level-1 heading. */
  title: string;
  lead?: ReactNode;
  children?: ReactNode;
}

/** The frame of every page of the traveller's and agents' areas: one h1, a lead, the body. */
export function AreaPage({ title, lead, children }: AreaPageProps) {
  const titleId = useId();
  return (
    <section className={styles.page} aria-labelledby={titleId}>
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
