import { type ProposalAnswer as Answer, isProposalOpen, type Proposal } from '@wl/core';
import { formatDay } from '@wl/i18n/runtime';
import { useSelector } from '@xstate/react';
import type { FormEvent } from 'react';
import { Link } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../hooks/useLanguage.ts';
import * as styles from '../AccountArea/AccountArea.css.ts';
import type { AccountDataActorRef } from '../AccountArea/AccountDataView.tsx';
import { AreaPage } from '../AccountArea/AreaPage.tsx';
import { SaveStatus } from '../AccountArea/SaveStatus.tsx';

export interface ProposalAnswerProps {
  /** `accountDataMachine`: loads the `Proposal`, SAVE sends the answer. */
  actor: AccountDataActorRef;
  /** Spec §2.1: /allowAgentProposal asks the agent to book it; /disapproveProposal declines. */
  answer: Answer;
  /** The proposed hotel's page for the stay. */
  hotelHref: string;
  homeHref: string;
}

/**
 * A client's answer to a proposal (spec §2.1 /allowAgentProposal, /disapproveProposal, shown
 * without header and footer): the stay, the agent's message, and the one answer of the path.
 */
export function ProposalAnswer({ actor, answer, hotelHref, homeHref }: ProposalAnswerProps) {
  const { t } = useTranslation('agentTools');
  const language = useLanguage();
  const proposal = useSelector(actor, (state) => state.context.data as Proposal);
  const agent = proposal.agent.name;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    actor.send({ type: 'SAVE', value: answer });
  };
  return (
    <AreaPage title={t('answer.title', { agent })} lead={t('answer.intro', { agent })}>
      <div className={styles.card}>
        <h2 className={styles.cardTitle}>
          <bdi>{proposal.hotel.name}</bdi>
        </h2>
        <p className={styles.status}>
          <bdi>{proposal.hotel.address}</bdi>
        </p>
        <p>
          {t('proposals.stay', {
            checkIn: formatDay(proposal.stay.checkIn, language),
            checkOut: formatDay(proposal.stay.checkOut, language),
          })}
        </p>
        {proposal.message ? (
          <figure className={styles.quote}>
            <figcaption className={styles.term}>{t('answer.message')}</figcaption>
            <blockquote className={styles.detail}>{proposal.message}</blockquote>
          </figure>
        ) : null}
        <Link href={hotelHref} className={styles.link}>
          {t('answer.viewHotel')}
        </Link>
      </div>
      {isProposalOpen(proposal.status) ? (
        <form className={styles.form} onSubmit={submit}>
          <SaveStatus
            actor={actor}
            replacedOnSuccess
            texts={{
              submit: answer === 'accept' ? t('answer.accept') : t('answer.decline'),
              pending: t('answer.sending'),
              done: '',
              failed: t('answer.failed'),
            }}
          />
        </form>
      ) : (
        <div className={styles.card}>
          <p role="status" className={styles.success}>
            {proposal.status === 'ACCEPTED' ? t('answer.accepted') : t('answer.declined')}
          </p>
          <Link href={homeHref} className={styles.link}>
            {t('answer.home')}
          </Link>
        </div>
      )}
    </AreaPage>
  );
}
