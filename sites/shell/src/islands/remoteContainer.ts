import type { RemoteLoadFailure } from '@wl/machines';

/** Module Federation's container protocol (DESIGN §2 Remotes): a global with init and get. */
interface Container {
  init(shareScope: Record<string, unknown>): Promise<void> | void;
  get(module: string): Promise<() => unknown>;
}

const fail = (failure: RemoteLoadFailure) => failure;

function loadScript(url: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = url;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => {
      script.remove();
      reject(fail({ reason: 'script' }));
    };
    document.head.append(script);
  });
}

/**
 * Loads a remote's entry script, initialises its container (global `scope`) and returns the
 * exposed module's factory result. Failures carry the reason the loader machine maps to the
 * spec §8 message.
 */
export async function loadRemoteModule(url: string, scope: string, module = './App') {
  await loadScript(url);
  const container = (window as unknown as Record<string, Container | undefined>)[scope];
  if (!container || typeof container.get !== 'function') throw fail({ reason: 'container' });
  try {
    await container.init({});
    const factory = await container.get(module);
    return factory();
  } catch {
    throw fail({ reason: 'component' });
  }
}
