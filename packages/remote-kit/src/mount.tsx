// The `mount` every remote exposes (docs/remotes.md, `RemoteModule`): a host store created before
// the first render (the host answers the state-request synchronously, so the first paint has
// agency, user, currency and language), the texts of the host's language, a React root on the
// host's React, and the cleanup.
import type { RemoteModule } from '@wl/remote-host/remote';
import { type ReactNode, StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { createHostStore, type HostStore } from './hostStore.ts';
import { followHostTexts } from './remoteTexts.ts';

/** A remote's mount from what it renders for a store and the path the host hands it. */
export function mountRemote(
  render: (store: HostStore, path: string) => ReactNode,
): RemoteModule['mount'] {
  return (element, context) => {
    const store = createHostStore();
    const texts = followHostTexts(store, context.texts);
    // A render error is the remote's failure: the host shows spec §8 'Failed to load remote
    // component.' with a retry instead of a blank body.
    const root = createRoot(element, { onUncaughtError: (error) => context.reportError(error) });
    let unmounted = false;
    texts.ready.then(
      () => {
        if (unmounted) return;
        // A transition renders in slices, yielding to the browser between them: a page's whole
        // remote is a long render on a phone, and a tap or key made meanwhile is handled at once
        // instead of after it (issue 18), as Astro hydrates the shell's islands.
        startTransition(() => {
          root.render(
            <StrictMode>
              <I18nextProvider i18n={texts.i18n}>{render(store, context.path)}</I18nextProvider>
            </StrictMode>,
          );
        });
      },
      (error: unknown) => {
        if (!unmounted) context.reportError(error);
      },
    );
    return () => {
      unmounted = true;
      root.unmount();
      texts.stop();
      store.stop();
    };
  };
}
