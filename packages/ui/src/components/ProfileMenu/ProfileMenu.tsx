import type { UserProfile } from '@wl/core';
import { Button, Link } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { DeferredOverlay, deferredModule } from '../../primitives/Overlay/deferredOverlay.tsx';
import { linkItem, links, logoutItem, trigger } from './ProfileMenu.css.ts';
import { ProfileTriggerContent } from './ProfileTriggerContent.tsx';
import { useProfileItems } from './profileItems.ts';

export interface ProfileMenuProps {
  /** The signed-in user; the items follow their role (spec §2.6, §6). */
  user: UserProfile;
  /** Called with the chosen item's id (`logout`, `book-now`, …) as it navigates. */
  onAction?: (id: string) => void;
  /** Opens the menu on mount (stories). @default false */
  defaultOpen?: boolean;
}

const profileMenuList = deferredModule(() => import('./ProfileMenuList.tsx'));

/**
 * Spec §2.6 profile avatar menu: the avatar (initials from the first two words of the name, or the
 * profile image) opens the role's items from core `profileMenuItems`. The menu's code arrives on
 * the first opening.
 */
export function ProfileMenu(props: ProfileMenuProps) {
  return (
    <DeferredOverlay
      module={profileMenuList}
      defaultOpen={props.defaultOpen}
      trigger={(press) => (
        // react-aria's MenuTrigger names its button `aria-haspopup="true"`.
        <Button {...press} className={trigger} aria-haspopup="true" aria-expanded={false}>
          <ProfileTriggerContent user={props.user} />
        </Button>
      )}
    >
      {({ ProfileMenuList }, openOnArrival) => (
        <ProfileMenuList {...props} openOnArrival={openOnArrival} />
      )}
    </DeferredOverlay>
  );
}

export interface ProfileLinksProps {
  user: UserProfile;
}

/** The same items as plain links, for the mobile slide-out menu (spec §2.6). */
export function ProfileLinks({ user }: ProfileLinksProps) {
  const { t } = useTranslation(['header', 'common']);
  const items = useProfileItems(user);
  return (
    <nav aria-label={t('header:profileMenu.linksLabel')}>
      <ul className={links}>
        {items.map((item) => (
          <li key={item.id}>
            <Link
              href={item.path}
              className={`${linkItem} ${item.id === 'logout' ? logoutItem : ''}`}
            >
              {item.text}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
