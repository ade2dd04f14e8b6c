import { avatarInitials } from '@wl/core';
import { avatar, image as imageClass } from './Avatar.css.ts';

export interface AvatarProps {
  /** Full name; initials come from its first two words (spec §2.6, §9). */
  name: string;
  /** Profile image; replaces the initials when present. */
  image?: string | null;
}

/** The profile avatar: the image, or initials from the first two words of the name. */
export function Avatar({ name, image }: AvatarProps) {
  return (
    <span className={avatar} aria-hidden="true">
      {image ? <img className={imageClass} src={image} alt="" /> : avatarInitials(name)}
    </span>
  );
}
