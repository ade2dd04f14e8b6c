import { createI18nInstance } from '@wl/i18n/runtime';
import type { i18n as I18n } from 'i18next';
import { type ComponentType, createElement } from 'react';
import { type ClientShell, SHELL_DATA_ID } from '../lib/clientShell.ts';

// At build time several pages render at once (Astro `build.concurrency`): each page files its
// shell under its own key and each island names that key (`shellIsland`). In the browser every
// island of the page reads the same JSON block once.
const serverShells = new Map<string, ClientShell>();
/** Far more than the pages Astro renders at once; older keys belong to finished pages. */
const SERVER_SHELLS_KEPT = 64;
let serverShell: ClientShell | null = null;
let browserShell: { shell: ClientShell; i18n: I18n } | null = null;
let serverPage: { shell: ClientShell; i18n: I18n } | null = null;

/** Files a page's shell for its islands at build time; `key` must name the page alone. */
export function provideServerShell(key: string, shell: ClientShell): void {
  serverShells.delete(key);
  if (serverShells.size >= SERVER_SHELLS_KEPT) {
    serverShells.delete(serverShells.keys().next().value as string);
  }
  serverShells.set(key, shell);
}

export interface ShellIslandProps {
  /** The key its page filed its shell under (build time only; the browser reads the page). */
  shellKey: string;
}

/**
 * An island that reads its page's shell. On the server the shell is selected before the island
 * renders; React renders an island's tree in one synchronous pass, so no other page's island can
 * select another shell in between.
 */
export function shellIsland<Props extends object>(
  Island: ComponentType<Props>,
): ComponentType<Props & ShellIslandProps> {
  function ShellIsland({ shellKey, ...props }: Props & ShellIslandProps) {
    if (typeof document === 'undefined') {
      const shell = serverShells.get(shellKey);
      if (!shell) throw new Error(`no shell was provided for page ${shellKey}`);
      serverShell = shell;
    }
    return createElement(Island, props as Props);
  }
  ShellIsland.displayName = `ShellIsland(${Island.displayName ?? Island.name})`;
  return ShellIsland;
}

function fromDocument(): ClientShell {
  const text = document.getElementById(SHELL_DATA_ID)?.textContent;
  if (!text) throw new Error(`page has no #${SHELL_DATA_ID} data`);
  return JSON.parse(text) as ClientShell;
}

/** The page's shell data and one i18next instance shared by all its islands. */
export function pageShell(): { shell: ClientShell; i18n: I18n } {
  if (typeof document !== 'undefined') {
    if (!browserShell) {
      const shell = fromDocument();
      browserShell = {
        shell,
        i18n: createI18nInstance(shell.language, { [shell.language]: shell.resources }),
      };
    }
    return browserShell;
  }
  if (!serverShell) throw new Error('pageShell() outside a shellIsland on the server');
  if (serverPage?.shell !== serverShell) {
    serverPage = {
      shell: serverShell,
      i18n: createI18nInstance(serverShell.language, {
        [serverShell.language]: serverShell.resources,
      }),
    };
  }
  return serverPage;
}
