import { type DealTabService, dealTab } from '@wl/core';
import { type ReactNode, type Ref, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FaMagnifyingGlass } from 'react-icons/fa6';
import { ButtonLink } from '../../primitives/Button/Button.tsx';
import { icon, message as titleLine } from '../DealEmptyBanner/DealEmptyBanner.css.ts';
import { dealTabEmptyText, serviceBookingHref } from '../ExclusiveDeals/dealTabs.ts';
import * as styles from './HomeSearchBox.css.ts';

export interface HomeSearchBoxProps {
  /** The home's active deal tab: the box searches its vertical (issue 15). */
  service: DealTabService;
  /** The search form is in place. Until then, and when it could not load, Book Now leads there. */
  formShown: boolean;
  /**
   * The element the main remote renders the form into (its `./HomeSearch`). React gives it no
   * children of its own, so the remote's root owns it alone.
   */
  formRef?: Ref<HTMLDivElement>;
  /** A form drawn here directly rather than by the remote (stories). */
  children?: ReactNode;
  /**
   * No form will come (the settings preview, a picture of the home): no room is kept for one.
   * @default false
   */
  formless?: boolean;
}

/**
 * The home page's search box above Exclusive Deals (issue 15): the active tab's search, e.g.
 * 'Search for hotels'. The shell draws the box; the form comes from the main remote once the
 * deals have settled and the visitor moves, so it costs a visitor who only looks nothing. The
 * box keeps the form's room from the start, so nothing below it moves when the form arrives.
 */
export function HomeSearchBox({
  service,
  formShown,
  formRef,
  children,
  formless = false,
}: HomeSearchBoxProps) {
  const { t } = useTranslation(['deals', 'common']);
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className={styles.box(formless ? {} : { vertical: dealTab(service).key })}
      data-home-search={service}
    >
      {/* The service's title line, as its empty deals banner draws it. */}
      <h2 id={headingId} className={titleLine}>
        <FaMagnifyingGlass aria-hidden className={icon} />
        {t(dealTabEmptyText(service))}
      </h2>
      {formShown ? null : (
        <div className={styles.waiting}>
          <ButtonLink href={serviceBookingHref(service)}>{t('common:action.bookNow')}</ButtonLink>
        </div>
      )}
      <div ref={formRef} hidden={!formShown}>
        {children}
      </div>
    </section>
  );
}
