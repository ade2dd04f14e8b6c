import { isAgent, layoutVisibility, type UserProfile } from '@wl/core';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useAgencyConfig } from '../../providers/AgencyContext.tsx';
import * as styles from './Layout.css.ts';
import { type LayoutDevice, LayoutProvider, type LayoutState } from './LayoutContext.ts';

export interface LayoutProps {
  /** The page path, e.g. `/dashboard` (spec §2.1). */
  pathname: string;
  /** The page query (`hideHeader=true`, `hideFooter=true`, `dealLinkId`, …). @default '' */
  search?: string | URLSearchParams;
  /** The signed-in user, or null for a visitor. Agents get the side navigation. @default null */
  user?: UserProfile | null;
  /**
   * Spec §2.2: non-desktop devices get the mobile layout, where the side navigation is an
   * off-canvas drawer. @default 'desktop'
   */
  device?: LayoutDevice;
  /** The top header (the Header component); it should place a `SideNavToggle`. */
  header?: ReactNode;
  /** The side navigation (`SideNav`). */
  sideNav?: ReactNode;
  /**
   * The user is only known later (a static page whose `sideNav` is an island): the slot is kept
   * wherever an agent would get the navigation, and its content shows itself only for agents.
   * @default false
   */
  deferSideNav?: boolean;
  /** The footer (`Footer`). */
  footer?: ReactNode;
  /** Id of the `<main>` landmark the skip link targets. @default 'main-content' */
  mainId?: string;
  /**
   * The main area is drawn later in the browser (a remote's page): it holds a screen's height
   * meanwhile, so the footer starts out of sight instead of jumping down when the content comes
   * (layout shift). @default false
   */
  mainFilledLater?: boolean;
  /** The page content. */
  children: ReactNode;
}

/**
 * The page frame of spec §2.2: a skip link, the top header, the collapsible side navigation, the
 * main area and the footer. Which of them show on a page is core `layoutVisibility` (spec §2.1
 * hideHeader / hideFooter / proposal pages, /logout without footer, no side navigation on public
 * information pages or for non-agents, §2.7 footer links).
 */
export function Layout({
  pathname,
  search = '',
  user = null,
  device = 'desktop',
  header,
  sideNav,
  deferSideNav = false,
  footer,
  mainId = 'main-content',
  mainFilledLater = false,
  children,
}: LayoutProps) {
  const { t } = useTranslation(['sideNav', 'common']);
  const { agency } = useAgencyConfig();
  const query = typeof search === 'string' ? search : search.toString();
  const layout = useMemo<LayoutState>(
    () => ({
      device,
      visibility: layoutVisibility({
        pathname,
        query: new URLSearchParams(query),
        agency,
        isLoggedIn: !!user,
        isAgent: isAgent(user),
      }),
    }),
    [device, pathname, query, agency, user],
  );
  const { visibility } = layout;
  const agentsPage = useMemo(
    () =>
      deferSideNav &&
      layoutVisibility({
        pathname,
        query: new URLSearchParams(query),
        agency,
        isLoggedIn: true,
        isAgent: true,
      }).sideNav,
    [deferSideNav, pathname, query, agency],
  );
  const showSideNav = (visibility.sideNav || agentsPage) && !!sideNav;

  return (
    <LayoutProvider
      value={showSideNav ? layout : { ...layout, visibility: { ...visibility, sideNav: false } }}
    >
      <div className={styles.root} data-device={device}>
        <a className={styles.skipLink} href={`#${mainId}`}>
          {t('sideNav:layout.skipToContent')}
        </a>
        {visibility.header && header ? <div className={styles.headerSlot}>{header}</div> : null}
        <div className={styles.body}>
          {showSideNav ? (
            <div className={styles.sideNavSlot} data-device={device}>
              {sideNav}
            </div>
          ) : null}
          <main
            id={mainId}
            tabIndex={-1}
            className={mainFilledLater ? `${styles.main} ${styles.mainFilledLater}` : styles.main}
          >
            {children}
          </main>
        </div>
        {visibility.footer ? footer : null}
      </div>
    </LayoutProvider>
  );
}
