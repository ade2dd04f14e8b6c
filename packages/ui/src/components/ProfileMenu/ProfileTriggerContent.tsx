import { displayName, type UserProfile } from '@wl/core';
import { VisuallyHidden } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { LuChevronDown } from 'react-icons/lu';
import { Avatar } from '../../primitives/Avatar/Avatar.tsx';
import { triggerIcon } from '../../primitives/Overlay/overlay.css.ts';
import { assetUrl } from '../../providers/assetUrl.ts';

/** What the avatar button shows and is named by, before and after the menu's code arrives. */
export function ProfileTriggerContent({ user }: { user: UserProfile }) {
  const { t } = useTranslation(['header', 'common']);
  const name = displayName(user.personal_info);
  return (
    <>
      <VisuallyHidden>{t('header:profileMenu.trigger', { name })}</VisuallyHidden>
      <Avatar name={name} image={assetUrl(user.personal_info.profile_image)} />
      <LuChevronDown aria-hidden className={triggerIcon} />
    </>
  );
}
