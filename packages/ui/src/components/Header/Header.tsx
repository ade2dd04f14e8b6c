import {
  authLinks,
  type CountryCurrency,
  headerLinks,
  type LanguageCode,
  loginHref,
  logoHref,
  type UserProfile,
} from '@wl/core';
import type { currencyMachine, languageMachine, SelectedCurrency } from '@wl/machines';
import type { ReactNode } from 'react';
import { Link } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import { ButtonLink } from '../../primitives/Button/Button.tsx';
import { useAgencyConfig } from '../../providers/AgencyContext.tsx';
import { assetUrl } from '../../providers/assetUrl.ts';
import { MEDIA } from '../../theme/styleKit.ts';
import { CurrencyPicker } from '../CurrencyPicker/CurrencyPicker.tsx';
import { LanguagePicker } from '../LanguagePicker/LanguagePicker.tsx';
import { MobileMenu } from '../MobileMenu/MobileMenu.tsx';
import { ProfileLinks, ProfileMenu } from '../ProfileMenu/ProfileMenu.tsx';
import {
  actions,
  authButtons,
  bar,
  desktopPart,
  header,
  logoImage,
  logoLink,
  logoText,
  mobilePart,
  navLink,
  navList,
  panelLinks,
} from './Header.css.ts';

export type HeaderVariant = 'responsive' | 'desktop' | 'mobile';

export interface HeaderProps {
  /** The signed-in user, or null for a visitor (spec §6). @default null */
  user?: UserProfile | null;
  /** Country/currency entries for the currency picker (spec §3). */
  currencies: readonly CountryCurrency[];
  /** The country list's load failure (spec §8), shown in the currency picker. @default null */
  currenciesError?: string | null;
  /** languageMachine actor the language picker reads and sends `CHANGE` to. */
  languageActor?: ActorRefFrom<typeof languageMachine>;
  /** currencyMachine actor the currency picker reads and sends `CHOOSE` to. */
  currencyActor?: ActorRefFrom<typeof currencyMachine>;
  /** Shown language without an actor. @default the page language */
  language?: LanguageCode;
  onLanguageChange?: (language: LanguageCode) => void;
  /** Shown currency without an actor. @default the market's currency */
  currency?: SelectedCurrency;
  onCurrencyChange?: (entry: CountryCurrency) => void;
  /** Called with the id of the profile menu item chosen (`logout`, …). */
  onProfileAction?: (id: string) => void;
  /** Path and query of the page, so Log In can bring the visitor back (core `loginHref`). */
  currentPath?: string;
  /** Placed before the logo: the host puts the side-navigation burger here. */
  start?: ReactNode;
  /**
   * `responsive` switches to the mobile bar below the breakpoint; `desktop` and `mobile` force one.
   * @default 'responsive'
   */
  variant?: HeaderVariant;
  /** Opens the mobile menu on mount (stories). @default false */
  defaultMobileMenuOpen?: boolean;
  /**
   * The page links' landmark name, for a header drawn inside a page that has its own (the
   * settings preview). @default header:nav.label
   */
  navLabel?: string;
}

/**
 * Spec §2.6 header: agency logo, About and FAQ links, language and currency pickers, Log In and
 * Sign Up or the profile menu; below the breakpoint a burger opens the mobile slide-out menu with
 * the same content. Hiding it for hideHeader=true is the layout's job.
 */
export function Header({
  user = null,
  currencies,
  currenciesError = null,
  languageActor,
  currencyActor,
  language,
  onLanguageChange,
  currency,
  onCurrencyChange,
  onProfileAction,
  currentPath,
  start,
  variant = 'responsive',
  defaultMobileMenuOpen,
  navLabel,
}: HeaderProps) {
  const { t } = useTranslation(['header', 'common']);
  const config = useAgencyConfig();
  const { agency } = config;
  const auth = authLinks(agency, currentPath === undefined ? undefined : loginHref(currentPath));
  const pageLinks = headerLinks(config);
  // More links than About and FAQ need a wider bar: below a laptop's width they go in the menu.
  const layout = variant === 'responsive' && pageLinks.length > 2 ? 'crowded' : variant;

  const renderPageLinks = (className: string) =>
    pageLinks.length > 0 ? (
      <nav aria-label={navLabel ?? t('header:nav.label')}>
        <ul className={className}>
          {pageLinks.map((link) => (
            <li key={link.href}>
              <Link href={link.href} className={navLink}>
                {link.text}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    ) : null;

  const renderPickers = (fullWidth: boolean) => (
    <>
      <LanguagePicker
        actor={languageActor}
        value={language}
        onChange={onLanguageChange}
        fullWidth={fullWidth}
      />
      <CurrencyPicker
        entries={currencies}
        loadError={currenciesError}
        actor={currencyActor}
        value={currency}
        onChange={onCurrencyChange}
        fullWidth={fullWidth}
      />
    </>
  );

  const renderAuth = (fullWidth: boolean) =>
    auth.login || auth.signup ? (
      <div className={authButtons({ fullWidth })}>
        {auth.login ? (
          <ButtonLink href={auth.login} tone="secondary" size="sm" fullWidth={fullWidth}>
            {t('common:action.logIn')}
          </ButtonLink>
        ) : null}
        {auth.signup ? (
          <ButtonLink href={auth.signup} tone="primary" size="sm" fullWidth={fullWidth}>
            {t('common:action.signUp')}
          </ButtonLink>
        ) : null}
      </div>
    ) : null;

  const logo = assetUrl(agency.logo);
  const logoMobile = assetUrl(agency.logoMobile);
  const logoSource = variant === 'mobile' ? (logoMobile ?? logo) : logo;

  return (
    <header className={header}>
      <div className={bar}>
        {start}
        <Link href={logoHref(user, agency)} className={logoLink}>
          {logoSource ? (
            <picture>
              {variant === 'responsive' && logoMobile ? (
                <source media={MEDIA.mobile} srcSet={logoMobile} />
              ) : null}
              <img className={logoImage} src={logoSource} alt={agency.agencyName} />
            </picture>
          ) : (
            <span className={logoText}>{agency.agencyName}</span>
          )}
        </Link>
        <div className={desktopPart({ variant: layout })}>
          {renderPageLinks(navList)}
          <div className={actions}>
            {renderPickers(false)}
            {user ? <ProfileMenu user={user} onAction={onProfileAction} /> : renderAuth(false)}
          </div>
        </div>
        <div className={mobilePart({ variant: layout })}>
          <MobileMenu defaultOpen={defaultMobileMenuOpen} user={user}>
            {renderPageLinks(panelLinks)}
            {renderPickers(true)}
            {user ? <ProfileLinks user={user} /> : renderAuth(true)}
          </MobileMenu>
        </div>
      </div>
    </header>
  );
}
