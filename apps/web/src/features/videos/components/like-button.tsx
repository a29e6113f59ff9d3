import { type Video, WORDS } from '@ideaignite/contract';
import { Heart } from 'lucide-react';
import { useState } from 'react';
import { cn } from '../../../lib/cn.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { useContractText } from '../../../lib/i18n/contract.ts';
import { useWords } from '../../../lib/i18n/words.ts';
import { formatCount } from '../../../lib/numbers.ts';
import { useLikeVideo } from '../api/like-video.ts';
import { videosWords } from '../words/index.ts';

/**
 * Like, or take the like back. The heart fills only once the server confirms, and the count is
 * the one the server returns (spec section 4), so it never shows a like that was not saved.
 */
export function LikeButton({ video }: { video: Pick<Video, '_id' | 'likes' | 'userHasLiked'> }) {
  const m = useWords(videosWords);
  const t = useContractText();
  const [state, setState] = useState({ likes: video.likes, liked: video.userHasLiked, from: video });
  const [error, setError] = useState<string | null>(null);
  const like = useLikeVideo();

  // A refreshed video (refetched list) brings the server's latest numbers.
  if (state.from.likes !== video.likes || state.from.userHasLiked !== video.userHasLiked) {
    setState({ likes: video.likes, liked: video.userHasLiked, from: video });
  }

  function toggle() {
    // Busy, not disabled: a disabled button drops keyboard focus to <body>.
    if (like.isPending) return;
    setError(null);
    like.mutate(
      { videoId: video._id, like: !state.liked },
      {
        onSuccess: (answer) =>
          setState((current) => ({ ...current, likes: answer.likes, liked: answer.userHasLiked })),
        onError: (failure) => setError(errorMessage(failure, WORDS.auth.networkError)),
      },
    );
  }

  return (
    <div className="flex flex-col gap-1">
      <button
        type="button"
        aria-pressed={state.liked}
        // No parentheses: axe's label-in-name check ignores words in brackets, and the count is what shows.
        aria-label={m.likeLabel(state.likes)}
        onClick={toggle}
        aria-disabled={like.isPending || undefined}
        aria-busy={like.isPending || undefined}
        className={cn(
          'inline-flex h-9 items-center gap-1.5 rounded-full px-3 font-semibold text-sm transition-colors aria-busy:cursor-wait',
          state.liked
            ? 'bg-saffron-100 text-saffron-700 hover:bg-saffron-200'
            : 'bg-ink-100 text-ink-700 hover:bg-ink-200',
        )}
      >
        <Heart aria-hidden className={cn('size-4', state.liked && 'fill-current')} />
        <span className="tabular-nums">{formatCount(state.likes)}</span>
      </button>
      {error ? (
        <p role="alert" className="text-danger-700 text-xs">
          {t(error)}
        </p>
      ) : null}
    </div>
  );
}
