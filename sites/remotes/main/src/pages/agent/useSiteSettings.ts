// The machine of a settings page that writes the agency's config (`siteSettingsMachine`), with
// the API client's settings calls, started for the page's lifetime.

import {
  type SettingsFields,
  type SettingsVersion,
  type SiteSettingsSection,
  siteSettingsMachine,
} from '@wl/machines';
import type { RemoteApi } from '@wl/remote-kit';
import { useActorRef } from '@xstate/react';
import { useState } from 'react';
import { fromPromise } from 'xstate';

type Fields<K extends 'saveWebsiteSettings' | 'saveProductSettings' | 'savePaymentSettings'> =
  Parameters<RemoteApi[K]>[1];

/** The write of each page; the body is the page's changed fields in the config's shape. */
export function saveOf(api: RemoteApi, section: SiteSettingsSection) {
  return (baseVersion: number, fields: SettingsFields) => {
    if (section === 'website') {
      return api.saveWebsiteSettings(
        baseVersion,
        fields as unknown as Fields<'saveWebsiteSettings'>,
      );
    }
    if (section === 'product') {
      return api.saveProductSettings(
        baseVersion,
        fields as unknown as Fields<'saveProductSettings'>,
      );
    }
    return api.savePaymentSettings(baseVersion, fields as unknown as Fields<'savePaymentSettings'>);
  };
}

export function useSiteSettings(api: RemoteApi, section: SiteSettingsSection) {
  // The calls are fixed for the page: the machine is made once, with the first render's client.
  const [logic] = useState(() => {
    const save = saveOf(api, section);
    return siteSettingsMachine.provide({
      actors: {
        load: fromPromise(({ input }: { input: SiteSettingsSection }) => api.settingsEditor(input)),
        save: fromPromise<
          SettingsVersion,
          { section: SiteSettingsSection; baseVersion: number; fields: SettingsFields }
        >(({ input }) => save(input.baseVersion, input.fields)),
        restore: fromPromise<SettingsVersion, { number: number; baseVersion: number }>(
          ({ input }) => api.restoreVersion(input.number, input.baseVersion),
        ),
        publishStatus: fromPromise(() => api.publishStatus()),
        history: fromPromise(() => api.configVersions()),
        upload: fromPromise<{ ref: string; url: string }, { file: Blob }>(({ input }) =>
          api.uploadImage(input.file),
        ),
      },
    });
  });
  return useActorRef(logic, { input: { section } });
}
