import { createI18nInstance } from '@wl/i18n/runtime';
import {
  type ComponentType,
  createContext,
  createElement,
  Fragment,
  use,
  useEffect,
  useRef,
} from 'react';
import { COMMITTED_ATTRIBUTE, HYDRATED_EVENT } from '../directives/held.ts';
import type { IslandPage, PageRef } from '../lib/buildPageData.ts';
import { PAGE_DATA_ID, type PageData } from '../lib/pageData.ts';

// The page's data reaches an island's tree explicitly: at build time the island is given its
// page reference as a prop and renders inside a context holding that page's data, so it stays
// right whatever else renders meanwhile (several pages at once, Suspense). In the browser the
// document is one page: every island reads its JSON block once.
const ServerPage = createContext<IslandPage | null>(null);
/** Build-time only: `import.meta.env.SSR` is false in the browser bundle, which so never has it. */
const buildPages = import.meta.env.SSR ? await import('../lib/buildPageData.ts') : null;
let browserPage: IslandPage | null = null;

export interface PageIslandProps {
  /** The page the island belongs to (build time; the browser reads the page itself). */
  page: PageRef;
}

/** An island that reads its page's data through `islandPage()`. */
export function pageIsland<Props extends object>(
  Island: ComponentType<Props>,
): ComponentType<Props & PageIslandProps> {
  function PageIsland({ page, ...props }: Props & PageIslandProps) {
    // Tells `client:held` (directives/held.ts) the tree has committed, so a press held while the
    // page loaded reaches handlers that exist. The marker is how the effect finds its island.
    const marker = useRef<HTMLSpanElement>(null);
    useEffect(() => {
      const element = marker.current?.closest('astro-island');
      element?.setAttribute(COMMITTED_ATTRIBUTE, '');
      element?.dispatchEvent(new Event(HYDRATED_EVENT));
    }, []);
    const island = createElement(Island, props as Props);
    return createElement(
      Fragment,
      null,
      createElement('span', { ref: marker, hidden: true }),
      buildPages
        ? createElement(ServerPage.Provider, { value: buildPages.buildPageData(page) }, island)
        : island,
    );
  }
  PageIsland.displayName = `PageIsland(${Island.displayName ?? Island.name})`;
  return PageIsland;
}

function fromDocument(): PageData {
  const text = document.getElementById(PAGE_DATA_ID)?.textContent;
  if (!text) throw new Error(`page has no #${PAGE_DATA_ID} data`);
  return JSON.parse(text) as PageData;
}

/**
 * The page's data and one i18next instance shared by all its islands. On the server it reads the
 * island's context, so there it must be called while a `pageIsland` renders.
 */
export function islandPage(): IslandPage {
  if (typeof document !== 'undefined') {
    if (!browserPage) {
      const data = fromDocument();
      browserPage = {
        data,
        i18n: createI18nInstance(data.language, { [data.language]: data.resources }),
      };
    }
    return browserPage;
  }
  const page = use(ServerPage);
  if (!page) throw new Error('islandPage() outside a pageIsland on the server');
  return page;
}
