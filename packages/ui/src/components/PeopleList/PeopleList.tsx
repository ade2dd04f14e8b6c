import type { Person } from '@wl/core';
import { formatDate } from '@wl/i18n/runtime';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../hooks/useLanguage.ts';
import * as styles from '../AccountArea/AccountArea.css.ts';
import { AreaPage } from '../AccountArea/AreaPage.tsx';
import { AreaTable } from '../AccountArea/AreaTable.tsx';

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
}

/** The agency's clients or agents as a table, each with name, e-mail, role and since when. */
export function PeopleList({ kind, people, currentUserId }: PeopleListProps) {
  const { t } = useTranslation('areas');
  const language = useLanguage();
  const roleText = (person: Person) => {
    const key = ROLE_KEYS[person.userType as keyof typeof ROLE_KEYS];
    const role = key ? t(key) : person.userType;
    return person.isRestrictedAgent ? `${role} (${t('role.restricted')})` : role;
  };
  return (
    <AreaPage title={kind === 'clients' ? t('clients.title') : t('agents.title')}>
      {people.length === 0 ? (
        <p className={styles.status}>{t('people.empty')}</p>
      ) : (
        <AreaTable
          columns={[t('people.name'), t('people.email'), t('people.role'), t('people.since')]}
        >
          {people.map((person) => {
            const isYou = String(person.id) === String(currentUserId);
            return (
              <tr
                key={person.id}
                className={isYou ? styles.highlightedRow : undefined}
                aria-current={isYou ? 'true' : undefined}
              >
                <th scope="row" className={styles.cell}>
                  <bdi>{person.name}</bdi>
                  {isYou ? <span className={styles.badge}>{t('people.you')}</span> : null}
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
