import { type DealLink, dealLinkPath, type HotelStay } from '@wl/core';
import { formatDay } from '@wl/i18n/runtime';
import { useSelector } from '@xstate/react';
import { type FormEvent, useId, useState } from 'react';
import { Link } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../hooks/useLanguage.ts';
import { Button } from '../../primitives/Button/Button.tsx';
import * as styles from '../AccountArea/AccountArea.css.ts';
import type { AccountDataActorRef } from '../AccountArea/AccountDataView.tsx';
import { AreaPage } from '../AccountArea/AreaPage.tsx';
import { SaveStatus } from '../AccountArea/SaveStatus.tsx';

/** What /deal-link shows: the hotel and stay chosen on a hotel's page, and the link once made. */
export interface DealLinkData {
  draft: { hotel: { id: string; name: string }; stay: HotelStay } | null;
  link: DealLink | null;
}

export interface DealLinkMakerProps {
  /** `accountDataMachine`: loads `DealLinkData`; SAVE makes the link and answers with it. */
  actor: AccountDataActorRef;
  findHotelHref: string;
  /** The site's origin (`https://horizon.example.com`), so the link can be shared whole. */
  origin: string;
}

/**
 * The agents' Deal Link (spec §1 side navigation, §2.1 /deal-link and /url/{id}): a short address
 * that opens a hotel for a stay, to share anywhere.
 */
export function DealLinkMaker({ actor, findHotelHref, origin }: DealLinkMakerProps) {
  const { t } = useTranslation('agentTools');
  const language = useLanguage();
  const data = useSelector(actor, (state) => state.context.data as DealLinkData);
  const [copied, setCopied] = useState(false);
  const linkId = useId();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    actor.send({ type: 'SAVE', value: null });
  };
  const address = data.link ? new URL(dealLinkPath(data.link.code), origin).href : '';
  return (
    <AreaPage title={t('dealLink.title')} lead={t('dealLink.lead')}>
      {data.draft ? (
        <div className={styles.card}>
          <h2 className={styles.cardTitle}>
            <bdi>{data.draft.hotel.name}</bdi>
          </h2>
          <p>
            {t('proposals.stay', {
              checkIn: formatDay(data.draft.stay.checkIn, language),
              checkOut: formatDay(data.draft.stay.checkOut, language),
            })}
          </p>
          {data.link ? (
            <div className={styles.field}>
              <label htmlFor={linkId} className={styles.label}>
                {t('dealLink.ready')}
              </label>
              <input
                id={linkId}
                className={styles.input}
                readOnly
                dir="ltr"
                value={address}
                onFocus={(event) => event.currentTarget.select()}
              />
              <div className={styles.actions}>
                <Button
                  onPress={() =>
                    navigator.clipboard?.writeText(address).then(
                      () => setCopied(true),
                      () => setCopied(false),
                    )
                  }
                >
                  {t('dealLink.copy')}
                </Button>
                <Link href={dealLinkPath(data.link.code)} className={styles.link}>
                  {t('dealLink.open')}
                </Link>
                <p role="status" className={styles.success}>
                  {copied ? t('dealLink.copied') : ''}
                </p>
              </div>
            </div>
          ) : (
            <form className={styles.form} onSubmit={submit}>
              <SaveStatus
                actor={actor}
                replacedOnSuccess
                texts={{
                  submit: t('dealLink.make'),
                  pending: t('dealLink.making'),
                  done: '',
                  failed: t('dealLink.failed'),
                }}
              />
            </form>
          )}
        </div>
      ) : (
        <div className={styles.card}>
          <p className={styles.status}>{t('dealLink.howTo')}</p>
          <Link href={findHotelHref} className={styles.link}>
            {t('proposals.findHotel')}
          </Link>
        </div>
      )}
    </AreaPage>
  );
}
