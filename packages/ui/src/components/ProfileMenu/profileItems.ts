import { type MenuItem, profileMenuItems, type UserProfile } from '@wl/core';
import { useTranslation } from 'react-i18next';
import { useAgencyConfig } from '../../providers/AgencyContext.tsx';

export interface ProfileItem extends MenuItem {
  /** The label in the page language. */
  text: string;
}

/**
 * Core `profileMenuItems` (spec §2.6, §6) with their labels in the page language. Book Now reuses
 * `common`; the others are the spec's words in the header namespace.
 */
export function useProfileItems(user: UserProfile): ProfileItem[] {
  const { t } = useTranslation(['header', 'common']);
  const { agency } = useAgencyConfig();
  const label = (item: MenuItem): string => {
    switch (item.id) {
      case 'dashboard':
        return t('header:profileMenu.dashboard');
      case 'book-now':
        return t('common:action.bookNow');
      case 'my-trips':
        return t('header:profileMenu.myTrips');
      case 'profile-settings':
        return t('header:profileMenu.profileSettings');
      case 'support':
        return t('header:profileMenu.support');
      case 'wallet':
        return t('header:profileMenu.wallet');
      case 'logout':
        return t('header:profileMenu.logout');
      case 'command-center':
        return t('header:profileMenu.commandCenter');
      case 'website-settings':
        return t('header:profileMenu.websiteSettings');
      default:
        return item.label;
    }
  };
  return profileMenuItems(user, agency).map((item) => ({ ...item, text: label(item) }));
}
