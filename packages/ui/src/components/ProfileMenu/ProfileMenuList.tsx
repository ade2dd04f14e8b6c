import { Button, Menu, MenuItem, MenuTrigger, Popover, Separator } from 'react-aria-components';
import { useOpenOnArrival } from '../../primitives/Overlay/deferredOverlay.tsx';
import { optionRow, popoverSurface } from '../../primitives/Overlay/overlay.css.ts';
import { useOverlayTheme } from '../../primitives/Overlay/overlayTheme.ts';
import { logoutItem, menu, menuPopover, separator, trigger } from './ProfileMenu.css.ts';
import type { ProfileMenuProps } from './ProfileMenu.tsx';
import { ProfileTriggerContent } from './ProfileTriggerContent.tsx';
import { useProfileItems } from './profileItems.ts';

/**
 * The avatar's menu (react-aria MenuTrigger and Menu), fetched on its first opening
 * (ProfileMenu). Its closed trigger is drawn as ProfileMenu's stand-in is.
 */
export function ProfileMenuList({
  user,
  onAction,
  defaultOpen,
  openOnArrival,
}: ProfileMenuProps & { openOnArrival: boolean }) {
  const overlay = useOverlayTheme();
  const items = useProfileItems(user);
  const open = useOpenOnArrival<HTMLButtonElement>(openOnArrival, defaultOpen);
  return (
    <MenuTrigger isOpen={open.isOpen} onOpenChange={open.onOpenChange}>
      <Button ref={open.triggerRef} className={trigger}>
        <ProfileTriggerContent user={user} />
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
