import { displayName, type UserProfile } from '@wl/core';
import {
  Button,
  Link,
  Menu,
  MenuItem,
  MenuTrigger,
  Popover,
  Separator,
  VisuallyHidden,
} from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { LuChevronDown } from 'react-icons/lu';
import { Avatar } from '../../primitives/Avatar/Avatar.tsx';
import { optionRow, popoverSurface, triggerIcon } from '../../primitives/Overlay/overlay.css.ts';
import { useOverlayTheme } from '../../primitives/Overlay/overlayTheme.ts';
import { assetUrl } from '../../providers/assetUrl.ts';
import {
  linkItem,
  links,
  logoutItem,
  menu,
  menuPopover,
  separator,
  trigger,
} from './ProfileMenu.css.ts';
import { useProfileItems } from './profileItems.ts';

export interface ProfileMenuProps {
  /** The signed-in user; the items follow their role (spec §2.6, §6). */
  user: UserProfile;
  /** Called with the chosen item's id (`logout`, `book-now`, …) as it navigates. */
  onAction?: (id: string) => void;
  /** Opens the menu on mount (stories). @default false */
  defaultOpen?: boolean;
}

/**
 * Spec §2.6 profile avatar menu: the avatar (initials from the first two words of the name, or the
 * profile image) opens the role's items from core `profileMenuItems`.
 */
export function ProfileMenu({ user, onAction, defaultOpen }: ProfileMenuProps) {
  const { t } = useTranslation(['header', 'common']);
  const overlay = useOverlayTheme();
  const items = useProfileItems(user);
  const name = displayName(user.personal_info);
  return (
    <MenuTrigger defaultOpen={defaultOpen}>
      <Button className={trigger}>
        <VisuallyHidden>{t('header:profileMenu.trigger', { name })}</VisuallyHidden>
        <Avatar name={name} image={assetUrl(user.personal_info.profile_image)} />
        <LuChevronDown aria-hidden className={triggerIcon} />
      </Button>
      <Popover {...overlay} className={`${popoverSurface} ${menuPopover}`} placement="bottom end">
        <Menu className={menu} onAction={(key) => onAction?.(String(key))}>
          {items.map((item) => [
            item.id === 'logout' ? (
              <Separator key="logout-separator" className={separator} />
            ) : null,
            <MenuItem
              key={item.id}
              id={item.id}
              href={item.path}
              className={`${optionRow} ${item.id === 'logout' ? logoutItem : ''}`}
            >
              {item.text}
            </MenuItem>,
          ])}
        </Menu>
      </Popover>
    </MenuTrigger>
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
