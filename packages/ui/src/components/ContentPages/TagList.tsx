import * as styles from './TagList.css.ts';

export interface TagListProps {
  tags: readonly string[];
  /** The list's name for assistive technology ("Tags"). */
  label: string;
}

/** A post's or guide's tags, as the agency wrote them; nothing when it has none. */
export function TagList({ tags, label }: TagListProps) {
  if (tags.length === 0) return null;
  return (
    <ul className={styles.tags} aria-label={label}>
      {tags.map((tag) => (
        <li key={tag} className={styles.tag} dir="auto">
          {tag}
        </li>
      ))}
    </ul>
  );
}
