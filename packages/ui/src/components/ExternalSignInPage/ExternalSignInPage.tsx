import { useTranslation } from 'react-i18next';
import { AccountNotice } from '../AccountCard/AccountCard.tsx';

export interface ExternalSignInPageProps {
  /** Core `externalSignInTarget`: the agency's return address (SSO), or /login. */
  target: string;
}

/**
 * /sso and /social (spec §2.1): sign-in happens elsewhere. The host sends the visitor on at once;
 * this is what shows meanwhile, with a link for when scripts or the redirect are slow.
 */
export function ExternalSignInPage({ target }: ExternalSignInPageProps) {
  const { t } = useTranslation('account');
  return (
    <AccountNotice
      title={t('redirect.title')}
      body={t('redirect.body')}
      action={{ label: t('redirect.continue'), href: target }}
    />
  );
}
