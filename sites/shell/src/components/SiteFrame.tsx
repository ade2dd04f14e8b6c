import {
  type AgencyConfig,
  blogShareHref,
  type ContentPage,
  type CruiseLine,
  destinationShareHref,
  type LanguageCode,
} from '@wl/core';
import {
  AboutPage,
  BlogPage,
  BlogPostPage,
  CancellationPolicyPage,
  DestinationPage,
  DestinationsPage,
  FaqPage,
  Footer,
  Layout,
  LegalPage,
  type LegalPolicy,
  NotFoundPage,
  ShellProviders,
  TermsPage,
} from '@wl/ui';
import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { VisuallyHidden } from 'react-aria-components';
import { isAppPage, type PageKind } from '../lib/sitePages.ts';

export interface SiteFrameProps {
  config: AgencyConfig;
  language: LanguageCode;
  /** The page's i18next instance (buildPageData: one per agency and language, not per page). */
  i18n: I18n;
  kind: PageKind;
  /** Path the page is served at, for the layout rules of spec §2.1. */
  pathname: string;
  /** The cruise line of a cancellation policy page (spec §2.1). */
  cruiseLine?: CruiseLine;
  /** What a blog or destinations page shows (core `builtInContentPages`). */
  content?: ContentPage;
  /** The site's public origin: a share link is copied whole. */
  origin?: string;
  /** The header island (an Astro slot). */
  header?: ReactNode;
  /** The agents' side navigation island (an Astro slot). */
  sideNav?: ReactNode;
  /** Island content of the main area (home deals, remote mount, logout). */
  children?: ReactNode;
}

const LEGAL: Partial<Record<PageKind, LegalPolicy>> = {
  'privacy-policy': 'privacyPolicy',
  'cookies-policy': 'cookiesPolicy',
  disclaimer: 'disclaimer',
};

/**
 * A generated page rendered once at build time: layout, footer and static content ship as HTML
 * with no JavaScript; the header and the main area's interactive parts arrive as islands.
 */
export default function SiteFrame({
  config,
  language,
  i18n,
  kind,
  pathname,
  cruiseLine,
  content,
  origin = '',
  header,
  sideNav,
  children,
}: SiteFrameProps) {
  const legal = LEGAL[kind];
  return (
    <ShellProviders config={config} language={language} i18n={i18n}>
      <Layout
        pathname={pathname}
        header={header}
        sideNav={sideNav}
        deferSideNav
        footer={<Footer />}
        mainFilledLater={isAppPage(kind)}
      >
        {kind === 'home' ? (
          // Named for assistive technology and search engines; the logo shows it.
          <VisuallyHidden elementType="h1">{config.agency.agencyName}</VisuallyHidden>
        ) : null}
        {kind === 'about' ? <AboutPage /> : null}
        {kind === 'faqs' ? <FaqPage /> : null}
        {legal ? <LegalPage policy={legal} /> : null}
        {kind === 'user-terms' ? <TermsPage audience="user" /> : null}
        {kind === 'agency-terms' ? <TermsPage audience="agency" /> : null}
        {kind === 'cancellation-policy' ? <CancellationPolicyPage cruiseLine={cruiseLine} /> : null}
        {kind === 'errors' ? <NotFoundPage /> : null}
        {content ? <ContentPageBody config={config} content={content} origin={origin} /> : null}
        {children}
      </Layout>
    </ShellProviders>
  );
}

/** A blog or destinations page, drawn from the agency's own posts and guides. */
function ContentPageBody({
  config,
  content,
  origin,
}: {
  config: AgencyConfig;
  content: ContentPage;
  origin: string;
}) {
  switch (content.view) {
    case 'blog':
      return <BlogPage posts={config.blog.posts} />;
    case 'blog-post':
      return (
        <BlogPostPage
          post={content.post}
          shareHref={`${origin}${blogShareHref(content.post.slug)}`}
        />
      );
    case 'destinations':
      return <DestinationsPage guides={config.destinations.guides} topOnly={content.topOnly} />;
    case 'destination':
      return (
        <DestinationPage
          guide={content.guide}
          shareHref={`${origin}${destinationShareHref(content.guide.slug)}`}
        />
      );
  }
}
