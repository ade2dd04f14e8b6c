import type { Person } from '@wl/core';
import { formatDate } from '@wl/i18n/runtime';
import { clientsWithAdded } from '@wl/machines';
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../hooks/useLanguage.ts';
import * as styles from '../AccountArea/AccountArea.css.ts';
import { AreaPage } from '../AccountArea/AreaPage.tsx';
import { AreaTable } from '../AccountArea/AreaTable.tsx';
import { type AddClientActorRef, AddClientForm } from './AddClientForm.tsx';

const ROLE_KEYS = {
  AgencyOwner: 'role.AgencyOwner',
  Admin: 'role.Admin',
  SalesAgent: 'role.SalesAgent',
  TravelAgent: 'role.TravelAgent',
  Client: 'role.Client',
} as const;

export interface PeopleListProps {
  /** /users/clients or /users/agents/view/{id} (spec §2.1). */
  kind: 'clients' | 'agents';
  people: readonly Person[];
  /** The signed-in user, marked 'You' in the agents list (spec: /users/agents/view/{id of current user}). */
  currentUserId?: string | number | undefined;
  /**
   * /users/clients: `addClientMachine` for the "Add a client" form above the list; the clients
   * it adds join the list at its top, marked new.
   */
  addClient?: AddClientActorRef | undefined;
}

const NO_ONE: readonly Person[] = [];

/** The agency's clients or agents as a table, each with name, e-mail, role and since when. */
export function PeopleList({ kind, people, currentUserId, addClient }: PeopleListProps) {
  const { t } = useTranslation('areas');
  const language = useLanguage();
  const form = kind === 'clients' ? addClient : undefined;
  const added = useSelector(form, (state) => state?.context.added ?? NO_ONE);
  const addedIds = new Set(added.map((person) => String(person.id)));
  const rows = clientsWithAdded(people, added);
  const roleText = (person: Person) => {
    const key = ROLE_KEYS[person.userType as keyof typeof ROLE_KEYS];
    const role = key ? t(key) : person.userType;
    return person.isRestrictedAgent ? `${role} (${t('role.restricted')})` : role;
  };
  return (
    <AreaPage title={kind === 'clients' ? t('clients.title') : t('agents.title')}>
      {form ? (
        <>
          <AddClientForm actor={form} />
          <h2 className={styles.cardTitle}>{t('clients.list')}</h2>
        </>
      ) : null}
      {rows.length === 0 ? (
        <p className={styles.status}>{t('people.empty')}</p>
      ) : (
        <AreaTable
          columns={[t('people.name'), t('people.email'), t('people.role'), t('people.since')]}
        >
          {rows.map((person) => {
            const isYou = String(person.id) === String(currentUserId);
            const isNew = addedIds.has(String(person.id));
            return (
              <tr
                key={person.id}
                className={isYou ? styles.highlightedRow : undefined}
                aria-current={isYou ? 'true' : undefined}
              >
                <th scope="row" className={styles.cell}>
                  <bdi>{person.name}</bdi>
                  {isYou ? <span className={styles.badge}>{t('people.you')}</span> : null}
                  {isNew ? <span className={styles.badge}>{t('clients.add.new')}</span> : null}
                </th>
                <td className={styles.cell}>
                  <span dir="ltr">{person.email}</span>
                </td>
                <td className={styles.cell}>{roleText(person)}</td>
                <td className={styles.cell}>{formatDate(new Date(person.createdAt), language)}</td>
              </tr>
            );
          })}
        </AreaTable>
      )}
    </AreaPage>
  );
}
