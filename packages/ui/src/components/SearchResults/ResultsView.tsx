import { MESSAGES } from '@wl/core';
import type { ReactNode } from 'react';
import {
  Button as AriaButton,
  Checkbox,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  Select,
  SelectValue,
} from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { LuCheck, LuChevronDown } from 'react-icons/lu';
import { Button, ButtonLink } from '../../primitives/Button/Button.tsx';
import { useOverlayTheme } from '../../primitives/Overlay/overlayTheme.ts';
import { skeletonLine } from '../DealCard/DealCard.css.ts';
import * as fieldStyles from '../SearchFields/SearchFields.css.ts';
import * as styles from './SearchResults.css.ts';

/** Four skeleton results, like the four skeleton deal cards (spec §2.3, §9). */
export const RESULT_SKELETONS = 4;

export interface SortOption<Key extends string> {
  id: Key;
  label: string;
}

export interface ResultsViewProps<Key extends string> {
  /** searchResultsMachine's state. */
  status: 'loading' | 'loaded' | 'failed';
  /** The failure message (server's or 'something went wrong'). */
  error?: string | null;
  /** How many results the search found, before filters. */
  total: number;
  /** How many the filters keep (the cards given as children). */
  shown: number;
  sort: Key;
  sortOptions: readonly SortOption<Key>[];
  onSortChange: (sort: Key) => void;
  /** The filter controls (ResultFilterCheckbox, a Select…). */
  filters?: ReactNode;
  /** Search again after a failure. */
  onRetry: () => void;
  /** The search form with this search filled in. */
  changeSearchHref: string;
  /** The result cards (an `<li>` each). */
  children?: ReactNode;
}

/**
 * A results list (issue 15): count, sort and filters; four skeletons while loading; the failure
 * with Try again; an empty search or an over-filtered list said in words with a way out.
 */
export function ResultsView<Key extends string>({
  status,
  error,
  total,
  shown,
  sort,
  sortOptions,
  onSortChange,
  filters,
  onRetry,
  changeSearchHref,
  children,
}: ResultsViewProps<Key>) {
  const { t } = useTranslation(['search', 'common']);
  const overlay = useOverlayTheme();
  const failure =
    !error || error === MESSAGES.loadFailedDefault ? t('common:error.loadFailedDefault') : error;
  return (
    <section
      className={styles.section}
      aria-labelledby="wl-results-heading"
      aria-busy={status === 'loading'}
    >
      <div className={styles.toolbar}>
        <h2 id="wl-results-heading" className={styles.heading}>
          {t('search:results.heading')}
          {status === 'loaded' ? (
            <>
              {' · '}
              <span role="status">{t('search:results.count', { count: shown })}</span>
            </>
          ) : null}
        </h2>
        {status === 'loaded' && total > 0 ? (
          <div className={styles.controls}>
            {filters}
            <Select
              className={`${fieldStyles.field} ${styles.sortField}`}
              value={sort}
              onChange={(key) => onSortChange(key as Key)}
            >
              <Label className={fieldStyles.label}>{t('search:results.sortBy')}</Label>
              <AriaButton className={fieldStyles.controlButton}>
                <SelectValue />
                <LuChevronDown aria-hidden className={fieldStyles.icon} />
              </AriaButton>
              <Popover {...overlay} className={fieldStyles.popover}>
                <ListBox className={fieldStyles.listBox} items={sortOptions}>
                  {(option) => (
                    <ListBoxItem id={option.id} className={fieldStyles.option}>
                      {option.label}
                    </ListBoxItem>
                  )}
                </ListBox>
              </Popover>
            </Select>
          </div>
        ) : null}
      </div>
      {status === 'loading' ? (
        <ul className={styles.list} aria-label={t('search:results.loading')}>
          {Array.from({ length: RESULT_SKELETONS }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders without identity
            <li key={index} className={styles.skeletonCard} data-skeleton>
              <div className={skeletonLine({ length: 'long' })} />
              <div className={skeletonLine({ length: 'medium' })} />
            </li>
          ))}
        </ul>
      ) : status === 'failed' ? (
        <div className={styles.alert} role="alert">
          <span>{failure}</span>
          <Button size="sm" onPress={onRetry}>
            {t('common:action.retry')}
          </Button>
        </div>
      ) : total === 0 ? (
        <div className={styles.status}>
          <span>{t('search:results.empty')}</span>
          <ButtonLink size="sm" href={changeSearchHref}>
            {t('search:results.changeSearch')}
          </ButtonLink>
        </div>
      ) : shown === 0 ? (
        <p className={styles.status}>{t('search:results.emptyFiltered')}</p>
      ) : (
        <ul className={styles.list}>{children}</ul>
      )}
    </section>
  );
}

/** A filter that keeps only some results (Non-stop only, Free cancellation only…). */
export function ResultFilterCheckbox({
  label,
  isSelected,
  onChange,
}: {
  label: string;
  isSelected: boolean;
  onChange: (selected: boolean) => void;
}) {
  return (
    <Checkbox className={styles.checkbox} isSelected={isSelected} onChange={onChange}>
      {({ isSelected: selected }) => (
        <>
          <span className={styles.box} aria-hidden>
            {selected ? <LuCheck /> : null}
          </span>
          {label}
        </>
      )}
    </Checkbox>
  );
}
