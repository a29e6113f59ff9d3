import { cn } from '../lib/cn.ts';
import { useWords } from '../lib/i18n/words.ts';
import { useHydrated } from '../lib/use-hydrated.ts';
import { componentsWords } from './words/index.ts';

export const PLACEHOLDER_AVATAR = '/images/placeholder-avatar.svg';

interface ProfileAvatarProps {
  src: string | null;
  name: string;
  className?: string;
  /** Beside the person's name already (cards, comments): the picture adds nothing to read aloud. */
  decorative?: boolean;
}

/**
 * A round profile picture, or the placeholder when there is none (spec section 9). On a page
 * rendered on the server it is a plain circle, named the same, until the page is hydrated: the
 * pictures then load after the page's largest paint instead of competing with it.
 */
export function ProfileAvatar({ src, name, className, decorative = false }: ProfileAvatarProps) {
  const m = useWords(componentsWords);
  const alt = src ? m.profilePictureOf(name) : m.noProfilePicture(name);
  const classes = cn('shrink-0 rounded-full bg-ink-100 object-cover', className);
  if (!useHydrated()) {
    return decorative ? (
      <span aria-hidden className={cn('inline-block', classes)} />
    ) : (
      <span role="img" aria-label={alt} className={cn('inline-block', classes)} />
    );
  }
  return (
    <img
      src={src || PLACEHOLDER_AVATAR}
      alt={decorative ? '' : alt}
      // Lists show dozens: the ones scrolled to load then, leaving the network to what is on screen.
      loading="lazy"
      decoding="async"
      className={classes}
    />
  );
}
