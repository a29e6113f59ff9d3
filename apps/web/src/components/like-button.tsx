import { type PostKind, WORDS } from '@ideaignite/contract';
import { Heart } from 'lucide-react';
import { useState } from 'react';
import { useLikePost } from '../lib/api/like-post.ts';
import { cn } from '../lib/cn.ts';
import { errorMessage } from '../lib/error-message.ts';
import { useContractText } from '../lib/i18n/contract.ts';
import { useWords } from '../lib/i18n/words.ts';
import { formatCount } from '../lib/numbers.ts';
import { componentsWords } from './words/index.ts';

interface Likeable {
  _id: string;
  likes: number;
  userHasLiked: boolean;
}

/**
 * Like a video, blog or talk, or take the like back. The heart fills only once the server
 * confirms, and the count is the one the server returns (spec section 4), so it never shows a like
 * that was not saved; others' likes arrive live through the post's cached copy.
 */
export function LikeButton({ kind, post }: { kind: PostKind; post: Likeable }) {
  const m = useWords(componentsWords);
  const t = useContractText();
  const [state, setState] = useState({ likes: post.likes, liked: post.userHasLiked, from: post });
  const [error, setError] = useState<string | null>(null);
  const like = useLikePost();

  // A refreshed post (refetched list, a live count) brings the server's latest numbers.
  if (state.from.likes !== post.likes || state.from.userHasLiked !== post.userHasLiked) {
    setState({ likes: post.likes, liked: post.userHasLiked, from: post });
  }

  function toggle() {
    // Busy, not disabled: a disabled button drops keyboard focus to <body>.
    if (like.isPending) return;
    setError(null);
    like.mutate(
      { kind, id: post._id, like: !state.liked },
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
