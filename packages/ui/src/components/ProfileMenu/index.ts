export {
  ProfileLinks,
  type ProfileLinksProps,
  ProfileMenu,
  type ProfileMenuProps,
} from './ProfileMenu.tsx';
