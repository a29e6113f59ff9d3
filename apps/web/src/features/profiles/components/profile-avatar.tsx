import { cn } from '../../../lib/cn.ts';

export const PLACEHOLDER_AVATAR = '/images/placeholder-avatar.svg';

interface ProfileAvatarProps {
  src: string | null;
  name: string;
  className?: string;
  /** Beside the person's name already (cards, comments): the picture adds nothing to read aloud. */
  decorative?: boolean;
}

/** A round profile picture, or the placeholder when there is none (spec section 9). */
export function ProfileAvatar({ src, name, className, decorative = false }: ProfileAvatarProps) {
  const alt = src ? `Profile picture of ${name}` : `${name} has no profile picture yet`;
  return (
    <img
      src={src || PLACEHOLDER_AVATAR}
      alt={decorative ? '' : alt}
      // Lists show dozens: the ones scrolled to load then, leaving the network to what is on screen.
      loading="lazy"
      decoding="async"
      className={cn('shrink-0 rounded-full bg-ink-100 object-cover', className)}
    />
  );
}
