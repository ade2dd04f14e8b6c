import {
  creditToShow,
  type NavigationRoute,
  type SideNavItem,
  sideNavItems,
  type UserProfile,
} from '@wl/core';
import { formatMoney } from '@wl/i18n/runtime';
import { useSelector } from '@xstate/react';
import { type KeyboardEvent, type PointerEvent, useEffect, useMemo, useRef } from 'react';
import {
  Button as AriaButton,
  Link as AriaLink,
  Disclosure,
  DisclosurePanel,
} from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { LuChevronDown, LuExternalLink, LuLock } from 'react-icons/lu';
import { useLanguage } from '../../hooks/useLanguage.ts';
import { Avatar } from '../../primitives/Avatar/Avatar.tsx';
import { Money } from '../../primitives/Money/Money.tsx';
import { useAgencyConfig } from '../../providers/AgencyContext.tsx';
import { useMarket } from '../../providers/MarketContext.tsx';
import { visuallyHidden } from '../../theme/visuallyHidden.css.ts';
import { useLayout } from '../Layout/LayoutContext.ts';
import { presentationOf } from './itemPresentation.ts';
import * as styles from './SideNav.css.ts';
import { type SideNavActorRef, useSideNavActor } from './SideNavContext.tsx';

export interface SideNavProps {
  /** The signed-in agent (spec §2.8 profile block, §6 sales agents). */
  user: UserProfile;
  /**
   * Items of the navigation call (spec §7 /api/agency/navigations).
   * @default the agency config's `navigation.agent`
   */
  navigation?: readonly NavigationRoute[];
  /** Spec §2.8: the Academy link carries the access token in its query. */
  accessToken?: string;
  /** The current path; its link is marked `aria-current="page"` and its group starts open. */
  currentPath?: string;
  /**
   * Rail beside the content (desktop) or off-canvas drawer (mobile, spec §2.2).
   * @default the surrounding Layout's device, else 'rail'
   */
  variant?: 'rail' | 'drawer';
  /** The side navigation actor. @default the nearest SideNavProvider's */
  actorRef?: SideNavActorRef;
  /** Id of the navigation element (the toggle's aria-controls). @default the provider's */
  id?: string;
}

/**
 * The agent side navigation of spec §2.8 and §4, a view of `sideNavMachine`: collapsed by default,
 * toggled by the `SideNavToggle` in the header, closed by a click outside it (not on the toggle),
 * the page scroll locked while open, widened after a 100 ms hover. Items are core `sideNavItems`.
 */
export function SideNav({
  user,
  navigation,
  accessToken,
  currentPath,
  variant,
  actorRef: actorRefProp,
  id,
}: SideNavProps) {
  const { t } = useTranslation(['sideNav', 'common']);
  const config = useAgencyConfig();
  const layout = useLayout();
  const { actorRef, navId } = useSideNavActor(actorRefProp, id);
  const shape = variant ?? (layout?.device === 'mobile' ? 'drawer' : 'rail');

  const open = useSelector(actorRef, (state) => state.matches('open'));
  const expanded = useSelector(actorRef, (state) => state.hasTag('expanded'));
  const scrollLocked = useSelector(actorRef, (state) => state.hasTag('scrollLocked'));
  const navRef = useRef<HTMLElement>(null);

  const items = useMemo(
    () =>
      sideNavItems({
        navigation: navigation ?? config.navigation.agent,
        user,
        agency: config.agency,
        academyUrl: config.academyUrl,
        accessToken,
      }),
    [navigation, config, user, accessToken],
  );

  // Spec §4: page scroll is locked while the navigation is open (machine tag `scrollLocked`).
  useEffect(() => {
    if (!scrollLocked) return;
    const { body } = document;
    const previous = body.style.overflow;
    body.style.overflow = 'hidden';
    return () => {
      body.style.overflow = previous;
    };
  }, [scrollLocked]);

  // A drawer covers the page: opening it takes the focus to its first entry (the burger is in
  // the header, far from it in the tab order); Escape brings it back to the burger (onKeyDown).
  const wasOpen = useRef(open);
  useEffect(() => {
    if (shape === 'drawer' && open && !wasOpen.current) {
      navRef.current?.querySelector<HTMLElement>('a[href], button')?.focus();
    }
    wasOpen.current = open;
  }, [open, shape]);

  // Spec §4: a click outside closes it; the machine ignores clicks on the burger toggle, which
  // sends its own TOGGLE.
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: globalThis.PointerEvent) => {
      const target = event.target;
      if (!(target instanceof Node) || navRef.current?.contains(target)) return;
      const onToggle =
        target instanceof Element &&
        target.closest(`[aria-controls="${CSS.escape(navId)}"]`) !== null;
      actorRef.send({ type: 'CLICK_OUTSIDE', onToggle });
    };
    document.addEventListener('pointerdown', onPointerDown, true);
    return () => document.removeEventListener('pointerdown', onPointerDown, true);
  }, [open, actorRef, navId]);

  const hover = (type: 'POINTER_ENTER' | 'POINTER_LEAVE') => (event: PointerEvent) => {
    if (shape === 'rail' && event.pointerType === 'mouse') actorRef.send({ type });
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    actorRef.send({ type: 'TOGGLE' });
    document.querySelector<HTMLElement>(`[aria-controls="${CSS.escape(navId)}"]`)?.focus();
  };

  return (
    <div
      className={styles.root}
      data-variant={shape}
      data-state={open ? 'open' : 'collapsed'}
      data-expanded={expanded}
    >
      {shape === 'drawer' && open ? <div className={styles.backdrop} aria-hidden="true" /> : null}
      <nav
        id={navId}
        ref={navRef}
        className={styles.panel}
        aria-label={t('sideNav:nav.label')}
        onPointerEnter={hover('POINTER_ENTER')}
        onPointerLeave={hover('POINTER_LEAVE')}
        onKeyDown={onKeyDown}
      >
        <ProfileBlock user={user} />
        <ul className={styles.list}>
          {items.map((item) => (
            <li key={item.id}>
              <NavEntry item={item} currentPath={currentPath} />
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}

/** Spec §2.8: avatar, first name, credit balance only when above zero in the selected currency. */
function ProfileBlock({ user }: { user: UserProfile }) {
  const { t } = useTranslation(['sideNav', 'common']);
  const { exchangeRates } = useMarket();
  const info = user.personal_info;
  const credit = creditToShow(info.credits, exchangeRates);
  const language = useLanguage();
  return (
    <div className={styles.profile}>
      <Avatar name={`${info.first_name} ${info.last_name}`.trim()} image={info.profile_image} />
      <div className={styles.profileText}>
        <span className={styles.firstName}>{info.first_name}</span>
        {credit ? (
          <span className={styles.credit}>
            {t('sideNav:profile.creditBalance')}{' '}
            {credit.kind === 'usd' ? (
              <Money amount={credit.amountUsd} className={styles.creditAmount} />
            ) : (
              <span className={styles.creditAmount}>
                {formatMoney(credit.amount, credit.currency, language)}
              </span>
            )}
          </span>
        ) : null}
      </div>
    </div>
  );
}

function useItemLabel(item: SideNavItem): string {
  const { t } = useTranslation(['sideNav', 'common']);
  const { key } = presentationOf(item);
  return key ? t(key) : item.label;
}

const isCurrent = (item: SideNavItem, currentPath: string | undefined) =>
  !!currentPath && !item.external && item.path === currentPath;

function NavEntry({ item, currentPath }: { item: SideNavItem; currentPath?: string | undefined }) {
  if (item.children?.length) return <NavGroup item={item} currentPath={currentPath} />;
  return <NavLink item={item} currentPath={currentPath} />;
}

/** Spec §2.8: the Settings and Wallet groups (and any group of the navigation call). */
function NavGroup({ item, currentPath }: { item: SideNavItem; currentPath?: string | undefined }) {
  const label = useItemLabel(item);
  const Icon = presentationOf(item).icon;
  const containsCurrent = item.children?.some((child) => isCurrent(child, currentPath)) ?? false;
  return (
    <Disclosure
      className={styles.group}
      isDisabled={!item.enabled}
      defaultExpanded={containsCurrent && item.enabled}
    >
      <AriaButton slot="trigger" className={styles.item}>
        <Icon className={styles.icon} aria-hidden="true" />
        <span className={styles.label}>{label}</span>
        {item.enabled ? (
          <LuChevronDown className={styles.chevron} aria-hidden="true" />
        ) : (
          <LuLock className={styles.trailingIcon} aria-hidden="true" />
        )}
      </AriaButton>
      <DisclosurePanel>
        <ul className={styles.subList}>
          {item.children?.map((child) => (
            <li key={child.id}>
              <NavLink item={child} currentPath={currentPath} />
            </li>
          ))}
        </ul>
      </DisclosurePanel>
    </Disclosure>
  );
}

function NavLink({ item, currentPath }: { item: SideNavItem; currentPath?: string | undefined }) {
  const { t } = useTranslation(['sideNav', 'common']);
  const label = useItemLabel(item);
  const Icon = presentationOf(item).icon;
  const className = [styles.item, item.tone === 'danger' ? styles.danger : undefined]
    .filter(Boolean)
    .join(' ');
  const content = (
    <>
      <Icon className={styles.icon} aria-hidden="true" />
      <span className={styles.label}>{label}</span>
    </>
  );

  // Spec §2.8 / §5: without read permission an item looks disabled and is no link at all.
  if (!item.enabled) {
    return (
      <span className={className} aria-disabled="true">
        {content}
        <LuLock className={styles.trailingIcon} aria-hidden="true" />
      </span>
    );
  }
  if (item.external) {
    // Spec §2.8: the Academy link opens in a new tab.
    return (
      <AriaLink className={className} href={item.path} target="_blank" rel="noopener noreferrer">
        {content}
        <span className={visuallyHidden}> {t('sideNav:opensInNewTab')}</span>
        <LuExternalLink className={styles.trailingIcon} aria-hidden="true" />
      </AriaLink>
    );
  }
  return (
    <AriaLink
      className={className}
      href={item.path}
      aria-current={isCurrent(item, currentPath) ? 'page' : undefined}
    >
      {content}
    </AriaLink>
  );
}
