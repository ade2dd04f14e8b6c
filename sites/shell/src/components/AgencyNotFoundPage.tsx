import { createI18nInstance, languageResources } from '@wl/i18n';
import { AgencyNotFound } from '@wl/ui';
import { I18nextProvider } from 'react-i18next';

/** The page for a Host without an agency: no config, so English texts and no layout. */
export default function AgencyNotFoundPage() {
  const i18n = createI18nInstance('en', { en: languageResources('en') });
  return (
    <I18nextProvider i18n={i18n}>
      <main>
        <AgencyNotFound />
      </main>
    </I18nextProvider>
  );
}
