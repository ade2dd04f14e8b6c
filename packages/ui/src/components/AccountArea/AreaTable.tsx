import type { ReactNode } from 'react';
import * as styles from './AccountArea.css.ts';

export interface AreaTableProps {
  /** The column headings, in order. */
  columns: readonly string[];
  /** The body's rows; each names itself with a `<th scope="row">` cell. */
  children: ReactNode;
}

/** A list of the areas' pages as a table that scrolls sideways on a phone (people, bookings). */
export function AreaTable({ columns, children }: AreaTableProps) {
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col" className={styles.headCell}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
