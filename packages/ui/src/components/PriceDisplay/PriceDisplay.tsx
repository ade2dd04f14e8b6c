import { type DealTabService, priceDisplay, type Rates, type Viewer } from '@wl/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../primitives/Button/Button.tsx';
import { Money } from '../../primitives/Money/Money.tsx';
import { useOptionalAgencyConfig } from '../../providers/AgencyContext.tsx';
import { visuallyHidden } from '../../theme/visuallyHidden.css.ts';
import * as styles from './PriceDisplay.css.ts';

export interface PriceDisplayProps {
  /** The deal's rates, in US dollars; shown converted to the selected currency. */
  rates: Rates;
  /** The Exclusive Deals tab of the card; Reveal Price carries it to the login route. */
  tab: DealTabService;
  /** Who is looking (core `viewerOf(user)`). */
  viewer: Viewer;
  /** Where Reveal Price's login continues (a results page: the same search). */
  redirect?: string;
  /**
   * The agency's allowNonLoginFlow. Default: the agency config of the shell's providers (a
   * remote, which has none, passes the host's agency value).
   */
  allowNonLoginFlow?: boolean;
}

/**
 * The price block of a deal card, per viewer (spec §2.3, §6), decided by core `priceDisplay`:
 * - visitor, non-login flow on: the price;
 * - visitor otherwise: 'Login to save up to' the saving and a Reveal Price link to the login route
 *   with the tab;
 * - signed-in traveller: the retail price struck through, their price and 'You saved';
 * - agent: the same, and for unrestricted agents only, Wholesale Rate and Agency Markup.
 */
export function PriceDisplay({
  rates,
  tab,
  viewer,
  redirect,
  allowNonLoginFlow,
}: PriceDisplayProps) {
  const config = useOptionalAgencyConfig();
  const { t } = useTranslation(['deals', 'common']);
  const display = priceDisplay({
    viewer,
    rates,
    allowNonLoginFlow: allowNonLoginFlow ?? config?.agency.allowNonLoginFlow ?? false,
    tab,
    redirect,
  });

  switch (display.kind) {
    case 'reveal':
      return (
        <div className={styles.reveal}>
          <p className={styles.saveUpTo}>
            <span>{t('price.loginToSave')}</span>{' '}
            <Money amount={display.saveUpTo} className={styles.saveUpToAmount} />
          </p>
          <ButtonLink href={display.loginHref} size="sm">
            {t('price.revealPrice')}
          </ButtonLink>
        </div>
      );
    case 'price':
      return (
        <dl className={styles.figures}>
          <div className={styles.inlineFigure}>
            <dt className={visuallyHidden}>{t('price.price')}</dt>
            <dd className={styles.price}>
              <Money amount={display.price} />
            </dd>
          </div>
        </dl>
      );
    case 'saving':
    case 'agent': {
      const wholesale = display.kind === 'agent' ? display.wholesale : undefined;
      return (
        <dl className={styles.figures}>
          <div className={styles.inlineFigure}>
            <dt className={visuallyHidden}>{t('price.retail')}</dt>
            <dd className={styles.retail}>
              <s>
                <Money amount={display.retail} />
              </s>
            </dd>
          </div>
          <div className={styles.inlineFigure}>
            <dt className={visuallyHidden}>{t('price.price')}</dt>
            <dd className={styles.price}>
              <Money amount={display.price} />
            </dd>
          </div>
          <Figure label={t('price.youSaved')} tone="saved">
            <Money amount={display.saved} />
          </Figure>
          {wholesale && (
            <>
              <Figure label={t('price.wholesaleRate')} divider>
                <Money amount={wholesale.wholesaleRate} />
              </Figure>
              <Figure label={t('price.agencyMarkup')}>
                <Money amount={wholesale.agencyMarkup} />
              </Figure>
            </>
          )}
        </dl>
      );
    }
  }
}

/** One labelled amount on its own line; `divider` opens the wholesale figures. */
function Figure({
  label,
  tone,
  divider = false,
  children,
}: {
  label: string;
  tone?: 'saved';
  divider?: boolean;
  children: ReactNode;
}) {
  return (
    <div className={styles.figure({ divider })}>
      <dt className={styles.label}>{label}</dt>
      <dd className={[styles.value, tone === 'saved' ? styles.saved : ''].join(' ').trim()}>
        {children}
      </dd>
    </div>
  );
}
