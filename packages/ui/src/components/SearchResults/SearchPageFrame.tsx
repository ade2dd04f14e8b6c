import type { ReactNode } from 'react';
import * as styles from './SearchResults.css.ts';

/** A search page: its title, the form, then the results (issue 15). */
export function SearchPageFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className={styles.page}>
      <h1 className={styles.pageTitle}>{title}</h1>
      {children}
    </div>
  );
}

/** A results URL that no longer parses (edited by hand, or its dates passed). */
export function SearchNotice({ children }: { children: ReactNode }) {
  return (
    <p className={styles.notice} role="alert">
      {children}
    </p>
  );
}
