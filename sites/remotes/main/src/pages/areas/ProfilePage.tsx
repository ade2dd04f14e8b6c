// Profile Settings of both areas (spec §2.1 /settings/profile, /mytrip/profile; issue 16): name
// and picture through PUT /api/user/profile, the language through spec §7's changeLanguage (spec
// §4). The saved profile goes to the host (remote:user-updated), whose header shows it at once; a
// new language is the site's language too, so the page reloads in it (spec §4, like the picker).
import {
  isSupportedLanguage,
  type LanguageCode,
  languageCookie,
  SUPPORTED_LANGUAGES,
  type UserProfile,
} from '@wl/core';
import { createRemoteClient } from '@wl/remote-host/remote';
import type { RemotePageProps } from '@wl/remote-kit';
import { remoteApi } from '@wl/remote-kit';
import {
  AccountDataView,
  AreaPage,
  type ProfileChanges,
  type ProfileData,
  ProfileSettings,
} from '@wl/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AreaGate } from './AreaGate.tsx';
import { useAccountData } from './useAccountData.ts';

function ProfileForm({ user, page }: { user: UserProfile; page: RemotePageProps }) {
  const { t } = useTranslation('areas');
  const pageLanguage = (page.host.language ?? 'en') as LanguageCode;
  const [api] = useState(() => remoteApi(page.host));
  const actor = useAccountData<ProfileData, ProfileChanges>(
    async () => {
      const offered = await api.languages();
      const languages = offered.filter((language) => isSupportedLanguage(language.code));
      return {
        user,
        languages: languages.length > 0 ? languages : SUPPORTED_LANGUAGES,
        language: isSupportedLanguage(user.language) ? user.language : pageLanguage,
      };
    },
    async ({ language, ...update }) => {
      let saved = await api.updateProfile(update);
      if (language !== (isSupportedLanguage(saved.language) ? saved.language : pageLanguage)) {
        saved = await api.saveProfileLanguage(language);
      }
      const data = actor.getSnapshot().context.data as ProfileData;
      return { ...data, user: saved, language };
    },
  );
  useEffect(() => {
    const remote = createRemoteClient();
    const subscription = actor.on('saved', ({ data }) => {
      const { user: saved, language } = data as ProfileData;
      remote.updateUser(saved);
      if (language !== pageLanguage) {
        // biome-ignore lint/suspicious/noDocumentCookie: the shell reads pll_language (spec §9) the same way.
        document.cookie = languageCookie(language);
        window.location.reload();
      }
    });
    return () => subscription.unsubscribe();
  }, [actor, pageLanguage]);
  return (
    <AreaPage title={t('profile.title')}>
      <AccountDataView actor={actor}>{() => <ProfileSettings actor={actor} />}</AccountDataView>
    </AreaPage>
  );
}

export default function ProfilePage(page: RemotePageProps) {
  return <AreaGate page={page}>{(user) => <ProfileForm user={user} page={page} />}</AreaGate>;
}
