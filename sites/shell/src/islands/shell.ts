import { createI18nInstance } from '@wl/i18n/runtime';
import type { i18n as I18n } from 'i18next';
import { type ComponentType, createContext, createElement, use } from 'react';
import { type ClientShell, SHELL_DATA_ID } from '../lib/clientShell.ts';
import type { PageData, PageRef } from '../lib/pageData.ts';

// The page's data reaches an island's tree explicitly: at build time the island is given its
// page reference as a prop and renders inside a context holding that page's data, so it stays
// right whatever else renders meanwhile (several pages at once, Suspense). In the browser the
// document is one page: every island reads its JSON block once.
const ServerPage = createContext<PageData | null>(null);
/** Build-time only: `import.meta.env.SSR` is false in the browser bundle, which so never has it. */
const buildPages = import.meta.env.SSR ? await import('../lib/pageData.ts') : null;
let browserPage: PageData | null = null;

export interface ShellIslandProps {
  /** The page the island belongs to (build time; the browser reads the page itself). */
  page: PageRef;
}

/** An island that reads its page's data through `pageShell()`. */
export function shellIsland<Props extends object>(
  Island: ComponentType<Props>,
): ComponentType<Props & ShellIslandProps> {
  function ShellIsland({ page, ...props }: Props & ShellIslandProps) {
    const island = createElement(Island, props as Props);
    if (!buildPages) return island;
    return createElement(ServerPage.Provider, { value: buildPages.pageData(page) }, island);
  }
  ShellIsland.displayName = `ShellIsland(${Island.displayName ?? Island.name})`;
  return ShellIsland;
}

function fromDocument(): ClientShell {
  const text = document.getElementById(SHELL_DATA_ID)?.textContent;
  if (!text) throw new Error(`page has no #${SHELL_DATA_ID} data`);
  return JSON.parse(text) as ClientShell;
}

/**
 * The page's data and one i18next instance shared by all its islands. On the server it reads the
 * island's context, so there it must be called while a `shellIsland` renders.
 */
export function pageShell(): { shell: ClientShell; i18n: I18n } {
  if (typeof document !== 'undefined') {
    if (!browserPage) {
      const shell = fromDocument();
      browserPage = {
        shell,
        i18n: createI18nInstance(shell.language, { [shell.language]: shell.resources }),
      };
    }
    return browserPage;
  }
  const page = use(ServerPage);
  if (!page) throw new Error('pageShell() outside a shellIsland on the server');
  return page;
}
