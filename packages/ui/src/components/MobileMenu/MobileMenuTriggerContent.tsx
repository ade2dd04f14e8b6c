import { displayName, type UserProfile } from '@wl/core';
import { VisuallyHidden } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { LuMenu } from 'react-icons/lu';
import { Avatar } from '../../primitives/Avatar/Avatar.tsx';
import { assetUrl } from '../../providers/assetUrl.ts';

/**
 * What the menu button shows, before and after the panel's code arrives: a burger, or the
 * signed-in user's avatar. An agent's bar already has the side navigation's burger, and two
 * identical icons side by side do not say which is which. The button is named by its hidden text,
 * not an aria-label, so the avatar's initials never contradict its name (axe's
 * label-content-name-mismatch).
 */
export function MobileMenuTriggerContent({ user }: { user: UserProfile | null }) {
  const { t } = useTranslation(['header', 'common']);
  return (
    <>
      <VisuallyHidden>{t('header:mobileMenu.open')}</VisuallyHidden>
      {user ? (
        <Avatar
          name={displayName(user.personal_info)}
          image={assetUrl(user.personal_info.profile_image)}
        />
      ) : (
        <LuMenu aria-hidden />
      )}
    </>
  );
}
