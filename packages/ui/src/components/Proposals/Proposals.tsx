import { type HotelStay, type Person, PROPOSAL_MESSAGE_MAX, type Proposal } from '@wl/core';
import { formatDay } from '@wl/i18n/runtime';
import { useSelector } from '@xstate/react';
import { type FormEvent, useId, useState } from 'react';
import { Link } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../hooks/useLanguage.ts';
import * as styles from '../AccountArea/AccountArea.css.ts';
import type { AccountDataActorRef } from '../AccountArea/AccountDataView.tsx';
import { AreaPage } from '../AccountArea/AreaPage.tsx';
import { AreaTable } from '../AccountArea/AreaTable.tsx';
import { SaveStatus } from '../AccountArea/SaveStatus.tsx';

/** What /proposals shows: the proposals sent, the clients, and the stay being proposed, if any. */
export interface ProposalsData {
  proposals: readonly Proposal[];
  clients: readonly Person[];
  /** The hotel and stay chosen on a hotel's page ("Propose to a client"); null: none chosen. */
  draft: { hotel: { id: string; name: string; address: string }; stay: HotelStay } | null;
}

/** What the form sends (the page adds the hotel and the stay of the draft). */
export interface ProposalChoice {
  clientId: number;
  message: string;
}

export interface ProposalsProps {
  /** `accountDataMachine`: loads `ProposalsData`, SAVE sends a `ProposalChoice`. */
  actor: AccountDataActorRef;
  /** Where an agent finds a hotel to propose (the hotel search). */
  findHotelHref: string;
}

/**
 * The agents' Proposals (spec §1 side navigation): propose the stay chosen on a hotel's page to a
 * client, and follow the answers (spec §2.1 /allowAgentProposal, /disapproveProposal).
 */
export function Proposals({ actor, findHotelHref }: ProposalsProps) {
  const { t } = useTranslation('agentTools');
  const language = useLanguage();
  const data = useSelector(actor, (state) => state.context.data as ProposalsData);
  const day = (value: string) => formatDay(value, language);
  return (
    <AreaPage title={t('proposals.title')} lead={t('proposals.lead')}>
      {data.draft ? (
        <ProposalForm actor={actor} data={data} draft={data.draft} />
      ) : (
        <div className={styles.card}>
          <p className={styles.status}>{t('proposals.howTo')}</p>
          <Link href={findHotelHref} className={styles.link}>
            {t('proposals.findHotel')}
          </Link>
        </div>
      )}
      <h2 className={styles.cardTitle}>{t('proposals.list')}</h2>
      {data.proposals.length === 0 ? (
        <p className={styles.status}>{t('proposals.empty')}</p>
      ) : (
        <AreaTable
          columns={[
            t('proposals.col.client'),
            t('proposals.col.hotel'),
            t('proposals.col.checkIn'),
            t('proposals.col.checkOut'),
            t('proposals.col.sent'),
            t('proposals.col.status'),
          ]}
        >
          {data.proposals.map((proposal) => (
            <tr key={proposal.id}>
              <th scope="row" className={styles.cell}>
                <bdi>{proposal.client.name}</bdi>
              </th>
              <td className={styles.cell}>
                <bdi>{proposal.hotel.name}</bdi>
              </td>
              <td className={styles.cell}>{day(proposal.stay.checkIn)}</td>
              <td className={styles.cell}>{day(proposal.stay.checkOut)}</td>
              <td className={styles.cell}>{day(proposal.createdAt.slice(0, 10))}</td>
              <td className={styles.cell}>{t(`proposals.status.${proposal.status}`)}</td>
            </tr>
          ))}
        </AreaTable>
      )}
    </AreaPage>
  );
}

function ProposalForm({
  actor,
  data,
  draft,
}: {
  actor: AccountDataActorRef;
  data: ProposalsData;
  draft: NonNullable<ProposalsData['draft']>;
}) {
  const { t } = useTranslation('agentTools');
  const language = useLanguage();
  const [clientId, setClientId] = useState('');
  const [message, setMessage] = useState('');
  const [missingClient, setMissingClient] = useState(false);
  const sentTo = useSelector(actor, (state) =>
    state.matches({ ready: 'saved' }) ? data.proposals[0]?.client.name : undefined,
  );
  const ids = { client: useId(), clientError: useId(), message: useId() };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!clientId) {
      setMissingClient(true);
      return;
    }
    actor.send({ type: 'SAVE', value: { clientId: Number(clientId), message } });
  };
  const edit = () => actor.send({ type: 'EDIT' });
  return (
    <div className={styles.card}>
      <h2 className={styles.cardTitle}>{t('proposals.new')}</h2>
      <dl className={styles.facts}>
        <dt className={styles.term}>{t('proposals.hotel')}</dt>
        <dd className={styles.detail}>
          <bdi>{draft.hotel.name}</bdi>
        </dd>
        <dt className={styles.term}>{t('proposals.dates')}</dt>
        <dd className={styles.detail}>
          {t('proposals.stay', {
            checkIn: formatDay(draft.stay.checkIn, language),
            checkOut: formatDay(draft.stay.checkOut, language),
          })}
        </dd>
      </dl>
      {data.clients.length === 0 ? (
        <p className={styles.status}>{t('proposals.noClients')}</p>
      ) : (
        <form className={styles.form} onSubmit={submit} noValidate>
          <div className={styles.field}>
            <label htmlFor={ids.client} className={styles.label}>
              {t('proposals.client')}
            </label>
            <select
              id={ids.client}
              name="clientId"
              className={styles.input}
              value={clientId}
              aria-invalid={missingClient || undefined}
              aria-describedby={missingClient ? ids.clientError : undefined}
              onChange={(event) => {
                setClientId(event.target.value);
                setMissingClient(false);
                edit();
              }}
            >
              <option value="">{t('proposals.chooseClient')}</option>
              {data.clients.map((client) => (
                <option key={client.id} value={client.id}>
                  {client.name} ({client.email})
                </option>
              ))}
            </select>
            {missingClient ? (
              <p id={ids.clientError} className={styles.fieldError}>
                {t('proposals.clientRequired')}
              </p>
            ) : null}
          </div>
          <div className={styles.field}>
            <label htmlFor={ids.message} className={styles.label}>
              {t('proposals.message')}
            </label>
            <textarea
              id={ids.message}
              name="message"
              className={styles.input}
              rows={4}
              maxLength={PROPOSAL_MESSAGE_MAX}
              value={message}
              onChange={(event) => {
                setMessage(event.target.value);
                edit();
              }}
            />
          </div>
          <SaveStatus
            actor={actor}
            texts={{
              submit: t('proposals.send'),
              pending: t('proposals.sending'),
              done: sentTo ? t('proposals.sent', { name: sentTo }) : '',
              failed: t('proposals.sendFailed'),
            }}
          />
        </form>
      )}
    </div>
  );
}
