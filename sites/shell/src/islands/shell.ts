import { createI18nInstance } from '@wl/i18n/runtime';
import type { i18n as I18n } from 'i18next';
import { type ClientShell, SHELL_DATA_ID } from '../lib/clientShell.ts';

// At build time the page sets its shell before its islands render (Astro renders one page at a
// time); in the browser every island of the page reads the same JSON block once.
let serverShell: ClientShell | null = null;
let browserShell: { shell: ClientShell; i18n: I18n } | null = null;
let serverPage: { shell: ClientShell; i18n: I18n } | null = null;

export function provideServerShell(shell: ClientShell): void {
  serverShell = shell;
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
  if (!serverShell) throw new Error('provideServerShell() was not called for this page');
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
