import { type AgencyConfig, activeDealTab, agencyConfigBaseSchema, headerLinks } from '@wl/core';
import { useSelector } from '@xstate/react';
import {
  type MouseEvent,
  type ReactNode,
  type RefObject,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { RouterProvider, Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { AgencyConfigProvider, useOptionalAgencyConfig } from '../../providers/AgencyContext.tsx';
import { ThemeStyleProvider } from '../../providers/ThemeStyleContext.ts';
import { AboutPage } from '../AboutPage/AboutPage.tsx';
import { Header, type HeaderVariant } from '../Header/Header.tsx';
import { HomeSearchBox } from '../HomeSearch/HomeSearchBox.tsx';
import type { SiteSettingsActorRef } from '../SiteSettingsForm/SiteSettingsFrame.tsx';
import { draftPreview } from './draftConfig.ts';
import * as styles from './SettingsPreview.css.ts';

export type SettingsPreviewView = 'header' | 'home' | 'about';

const VIEWS: readonly SettingsPreviewView[] = ['header', 'home', 'about'];

/**
 * The frame's width from which the site's computer layout fits in it; below it the home and
 * About views show the phone layout, as a window that narrow would. The site's own switches are
 * the header's (styleKit MEDIA.mobile, 768 px, and 1024 px with more page links than About and
 * FAQ); in the frame the bar also loses the page's scroll bar and padding, hence some room more.
 */
const DESKTOP_FRAME_WIDTH = { plain: 720, crowded: 1040 } as const;

/**
 * The header view's computer screen is a laptop's (1280 px), scaled down to a narrower frame so
 * the owner sees the whole computer bar (its logo, every link) on any settings page; below this
 * scale (a phone's frame) it would be too small to read, and only the phone's screen is shown.
 */
const COMPUTER_WIDTH = 1280;
const MIN_COMPUTER_SCALE = 0.42;

export interface SettingsPreviewProps {
  /** `siteSettingsMachine` of the 'website' section: the preview follows its draft. */
  actor: SiteSettingsActorRef;
  /**
   * The agency's site config the draft is laid over (the rest of the header, the booking types
   * the home opens on). @default the AgencyConfigProvider's above
   */
  config?: AgencyConfig;
  /** The view shown first. @default 'home' */
  defaultView?: SettingsPreviewView;
}

/** No config above and none given: the bare config's defaults, for the draft to fill in. */
function fallbackConfig(): AgencyConfig {
  return agencyConfigBaseSchema.parse({
    agency: { agencyName: 'Agency', subdomain: 'preview' },
  }) as AgencyConfig;
}

/** The element's layout size as it changes (unaffected by a transform on it). */
function useSize(ref: RefObject<HTMLElement | null>): { width: number; height: number } | null {
  const [size, setSize] = useState<{ width: number; height: number } | null>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    setSize({ width: element.offsetWidth, height: element.offsetHeight });
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setSize({ width: entry.contentRect.width, height: entry.contentRect.height });
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return size;
}

/**
 * Nothing in the preview leaves the settings page: react-aria's links go through a router that
 * goes nowhere, and any other link (one in the About content) has its click cancelled. React's
 * events reach here from the overlays the preview opens (its pickers, its mobile menu) as well.
 */
function stayHere(event: MouseEvent) {
  const target = event.target as Element | null;
  if (target?.closest?.('a[href], area[href]')) event.preventDefault();
}

/** The site at a computer's width, scaled down to the frame's (`scale` < 1). */
function Scaled({ width, scale, children }: { width: number; scale: number; children: ReactNode }) {
  const innerRef = useRef<HTMLDivElement>(null);
  const height = useSize(innerRef)?.height ?? 0;
  return (
    <div className={styles.scaledBox} style={{ blockSize: `${height * scale}px` }}>
      <div
        ref={innerRef}
        className={styles.scaledSite}
        style={{ inlineSize: `${width}px`, transform: `scale(${scale})` }}
      >
        {children}
      </div>
    </div>
  );
}

function SiteScreen({
  caption,
  phone = false,
  scaled,
  children,
}: {
  caption?: string;
  phone?: boolean;
  /** The computer's width and the scale it is shown at, when it is shown smaller. */
  scaled?: { width: number; scale: number } | undefined;
  children: ReactNode;
}) {
  return (
    <figure className={phone ? styles.phoneScreen : styles.screen}>
      {caption ? <figcaption className={styles.caption}>{caption}</figcaption> : null}
      {scaled ? (
        <Scaled width={scaled.width} scale={scaled.scale}>
          <div className={styles.site}>{children}</div>
        </Scaled>
      ) : (
        <div className={styles.site}>{children}</div>
      )}
    </figure>
  );
}

/**
 * Website Settings' preview (issue 45 item 4): the draft's header, home and About page as a
 * visitor would see them once saved and published — the design system's own components with the
 * draft config and the draft colour's theme (core's contrast guard, as the build applies it) on
 * this subtree only. It follows the draft as it is typed, shows a fresh upload from its preview
 * address, and never navigates: it is a picture of the site, marked as a preview.
 */
export function SettingsPreview({
  actor,
  config: configProp,
  defaultView = 'home',
}: SettingsPreviewProps) {
  const { t } = useTranslation('areas');
  const titleId = useId();
  const leadId = useId();
  const contextConfig = useOptionalAgencyConfig();
  const base = useMemo(
    () => configProp ?? contextConfig ?? fallbackConfig(),
    [configProp, contextConfig],
  );
  const draft = useSelector(actor, (state) => state.context.draft);
  const saved = useSelector(actor, (state) => state.context.saved);
  const previews = useSelector(actor, (state) => state.context.previews);
  const readOnly = useSelector(actor, (state) => state.context.readOnly);
  const dirty = useSelector(actor, (state) => state.context.dirty);
  const { config, themeStyle, colourKept } = useMemo(
    () => draftPreview(base, draft, saved, previews, readOnly),
    [base, draft, saved, previews, readOnly],
  );
  const [view, setView] = useState<SettingsPreviewView>(defaultView);
  const frameRef = useRef<HTMLDivElement>(null);
  const width = useSize(frameRef)?.width ?? null;
  const crowded = headerLinks(config).length > 2;
  const phoneOnly = width !== null && width < DESKTOP_FRAME_WIDTH[crowded ? 'crowded' : 'plain'];
  const fit: HeaderVariant = phoneOnly ? 'mobile' : 'desktop';
  const computerScale = width === null ? 1 : Math.min(1, width / COMPUTER_WIDTH);
  const computerShown = computerScale >= MIN_COMPUTER_SCALE;
  const computer = computerScale < 1 ? { width: COMPUTER_WIDTH, scale: computerScale } : undefined;
  const homeService = activeDealTab(config.agency, null);

  // Named apart from the settings page's own header links (landmarks with one name each).
  const header = (variant: HeaderVariant) => (
    <Header
      currencies={[]}
      variant={variant}
      navLabel={t('siteSettings.preview.navLabel', {
        screen: t(`siteSettings.preview.${variant === 'mobile' ? 'phone' : 'desktop'}`),
      })}
    />
  );

  const panels: Record<SettingsPreviewView, ReactNode> = {
    header: (
      <>
        {computerShown ? (
          <SiteScreen caption={t('siteSettings.preview.desktop')} scaled={computer}>
            {header('desktop')}
          </SiteScreen>
        ) : null}
        <SiteScreen caption={t('siteSettings.preview.phone')} phone>
          {header('mobile')}
        </SiteScreen>
      </>
    ),
    home: (
      <SiteScreen>
        {header(fit)}
        {homeService ? (
          // The home goes on below (its deals): the picture ends with some of the page's room.
          <div className={styles.homeEnd}>
            <HomeSearchBox service={homeService} formShown={false} formless />
          </div>
        ) : null}
      </SiteScreen>
    ),
    about: (
      <SiteScreen>
        {header(fit)}
        <AboutPage />
      </SiteScreen>
    ),
  };

  return (
    <section
      className={styles.section}
      aria-labelledby={titleId}
      aria-describedby={leadId}
      data-testid="settings-preview"
    >
      <div className={styles.heading}>
        <h2 id={titleId} className={styles.title}>
          {t('siteSettings.preview.title')}
        </h2>
        <p className={styles.note} data-testid="settings-preview-state">
          {dirty ? t('siteSettings.preview.unsaved') : t('siteSettings.preview.asSaved')}
        </p>
      </div>
      <p id={leadId} className={styles.note}>
        {t('siteSettings.preview.lead')}
      </p>
      {colourKept ? (
        <p className={styles.note} data-testid="settings-preview-colour-kept">
          {t('siteSettings.preview.colourKept', { colour: colourKept })}
        </p>
      ) : null}
      <Tabs
        className={styles.tabs}
        selectedKey={view}
        onSelectionChange={(key) => setView(key as SettingsPreviewView)}
      >
        <TabList aria-label={t('siteSettings.preview.views')} className={styles.tabList}>
          {VIEWS.map((id) => (
            <Tab key={id} id={id} className={styles.tab}>
              {t(`siteSettings.preview.${id}`)}
            </Tab>
          ))}
        </TabList>
        <div ref={frameRef}>
          {/* The site as a visitor sees it: its config, its theme, its links going nowhere. */}
          <AgencyConfigProvider value={config}>
            <ThemeStyleProvider value={themeStyle}>
              <RouterProvider navigate={() => {}}>
                <div
                  style={themeStyle}
                  data-testid="settings-preview-site"
                  onClickCapture={stayHere}
                  onAuxClickCapture={stayHere}
                >
                  {VIEWS.map((id) => (
                    <TabPanel key={id} id={id} className={styles.panel}>
                      {panels[id]}
                    </TabPanel>
                  ))}
                </div>
              </RouterProvider>
            </ThemeStyleProvider>
          </AgencyConfigProvider>
        </div>
      </Tabs>
    </section>
  );
}
