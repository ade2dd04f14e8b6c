// The page's federated remote loader (DESIGN §2 Remotes): the host's own React, react-dom, JSX
// runtime, i18next and xstate are the shared singletons every remote runs with (@wl/remote-host's
// HOST_SHARED says which and why). xstate is a dynamic import, fetched once a remote asks for it:
// a page without a remote fetches no chunk for it.
import type { RemoteName } from '@wl/core';
import { createRemoteLoader, type RemoteLoader } from '@wl/remote-host';
import * as I18next from 'i18next';
import { version as i18nextVersion } from 'i18next/package.json';
import * as React from 'react';
import * as JsxRuntime from 'react/jsx-runtime';
import * as ReactDom from 'react-dom';
import * as ReactDomClient from 'react-dom/client';
import { version as xstateVersion } from 'xstate/package.json';
import { islandPage } from './islandPage.ts';

/** Where a remote's entry lives: the agency's own URL, else the built-in remote beside the sites. */
export function remoteEntry(remote: string): string {
  const configured = islandPage().data.config.remotes[remote as RemoteName];
  return configured ?? `/_remotes/${remote}/remoteEntry.js`;
}

let loader: RemoteLoader | null = null;

export function remoteLoader(): RemoteLoader {
  loader ??= createRemoteLoader({
    hostName: 'wl_shell',
    shared: {
      react: { version: React.version, module: React },
      'react-dom': { version: ReactDom.version, module: ReactDom },
      'react-dom/client': { version: ReactDom.version, module: ReactDomClient },
      'react/jsx-runtime': { version: React.version, module: JsxRuntime },
      i18next: { version: i18nextVersion, module: I18next },
      xstate: { version: xstateVersion, load: () => import('xstate') },
    },
    entryOf: remoteEntry,
  });
  return loader;
}
