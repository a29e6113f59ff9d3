import { type Comment, SOCKET_EVENTS, type Video } from '@ideaignite/contract';
import { type InfiniteData, useQueryClient } from '@tanstack/react-query';
import { MessageCircle } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { AuthorLine } from '../../../components/author-line.tsx';
import type { ConfirmDeleteDialogProps } from '../../../components/confirm-dialog.tsx';
import { EditedMark } from '../../../components/edited-mark.tsx';
import { ItemActionsMenu } from '../../../components/item-actions-menu.tsx';
import { LikeButton } from '../../../components/like-button.tsx';
import { Link } from '../../../components/link.tsx';
import { NEUTRAL_POSTER } from '../../../components/neutral-poster.ts';
import { PosterVideo } from '../../../components/poster-video.tsx';
import { RelativeTime } from '../../../components/relative-time.tsx';
import { ReportMenu } from '../../../components/report-menu.tsx';
import { ShareButton } from '../../../components/share-button.tsx';
import { announce } from '../../../lib/announce.ts';
import { useDeleteVideo } from '../../../lib/api/change-content.ts';
import { cn } from '../../../lib/cn.ts';
import { prependToCommentPages } from '../../../lib/comment-cache.ts';
import { useWords } from '../../../lib/i18n/words.ts';
import { lazyComponent, prefetchComponent, showWhenLoaded } from '../../../lib/lazy-component.ts';
import { videoPath } from '../../../lib/paths.ts';
import { videoCommentsQueryKey } from '../../../lib/query-keys.ts';
import { useSocketEvent } from '../../../lib/socket.ts';
import { useSession } from '../../../lib/use-session.ts';
import { useWatchInView } from '../../../lib/watch.ts';
import type { CommentListResponse } from '../api/get-video-comments.ts';
import { videosWords } from '../words/index.ts';
import { ExpandableText } from './expandable-text.tsx';
import type { VideoCommentsProps } from './video-comments.tsx';
import type { VideoEditDialogProps } from './video-edit-dialog.tsx';

/*
 * What a card shows only when asked (its comments, the owner's edit and delete dialogs) comes on
 * demand: the first view of a feed of twelve cards evaluates none of it (issue 31), and its code
 * is fetched ahead when the button that shows it is hovered or focused.
 */
const VideoComments = lazyComponent<VideoCommentsProps>(
  () => import('./video-comments.tsx').then((module) => module.VideoComments),
  'VideoComments',
);
const VideoEditDialog = lazyComponent<VideoEditDialogProps>(
  () => import('./video-edit-dialog.tsx').then((module) => module.VideoEditDialog),
  'VideoEditDialog',
);
const ConfirmDeleteDialog = lazyComponent<ConfirmDeleteDialogProps>(
  () => import('../../../components/confirm-dialog.tsx').then((module) => module.ConfirmDeleteDialog),
  'ConfirmDeleteDialog',
);

/** What a video's own page shows at once: its comments (the page's preloadFirstView). */
export const preloadVideoPageParts = () => VideoComments.preload();

const HEADINGS = { 1: 'h1', 2: 'h2', 3: 'h3' } as const;

/**
 * One video with its uploader, likes and comments, used on /videos, on the dashboards and at its
 * own address (`page`: the title is the page's heading, the comments are open); in a list its
 * title links to that address, which its owner may share. Its uploader has the "⋯" menu with Edit
 * and Delete; another signed-in member, one with Report. New comments arrive live (newComment);
 * each is counted and shown once, whoever sent it.
 */
export function VideoCard({
  video,
  headingLevel = 2,
  priority = false,
  page = false,
}: {
  video: Video;
  headingLevel?: 1 | 2 | 3;
  /** The first card of a list: its poster is likely the page's largest paint. */
  priority?: boolean;
  /** The video's own page (/videos/:videoId). */
  page?: boolean;
}) {
  const m = useWords(videosWords);
  const headingId = useId();
  const commentsId = useId();
  const queryClient = useQueryClient();
  // Its live events come while it is on screen (issue 32); its own page watches it throughout.
  const watchRef = useWatchInView('video', video._id);
  const [showComments, setShowComments] = useState(page && VideoComments.loaded);
  // At its own address the comments are open, once their code is here (preloadVideoPageParts).
  useEffect(() => {
    if (page) showWhenLoaded(VideoComments, () => setShowComments(true));
  }, [page]);
  const [fresh, setFresh] = useState({
    base: video.commentsCount,
    ids: [] as string[],
    removed: [] as string[],
  });
  if (fresh.base !== video.commentsCount) setFresh({ base: video.commentsCount, ids: [], removed: [] });
  const commentsCount = Math.max(0, fresh.base + fresh.ids.length - fresh.removed.length);
  const session = useSession();
  const own = Boolean(session && video.uploadedBy?._id === session.userId);
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const remove = useDeleteVideo();

  function receive(comment: Comment) {
    queryClient.setQueryData<InfiniteData<CommentListResponse>>(videoCommentsQueryKey(video._id), (data) =>
      prependToCommentPages(data, comment),
    );
    setFresh((current) =>
      current.ids.includes(comment._id) ? current : { ...current, ids: [...current.ids, comment._id] },
    );
  }

  /** A comment taken away (here or live): counted out once; one that came live is just dropped. */
  function forget(commentId: string) {
    setFresh((current) =>
      current.ids.includes(commentId)
        ? { ...current, ids: current.ids.filter((id) => id !== commentId) }
        : current.removed.includes(commentId)
          ? current
          : { ...current, removed: [...current.removed, commentId] },
    );
  }

  useSocketEvent(SOCKET_EVENTS.newComment, (videoId: string, comment: Comment) => {
    if (videoId === video._id && comment?._id) receive(comment);
  });
  useSocketEvent(SOCKET_EVENTS.commentDeleted, (target: string, videoId: string, commentId: string) => {
    if (target === 'video' && videoId === video._id && typeof commentId === 'string') forget(commentId);
  });

  const Heading = HEADINGS[headingLevel];
  return (
    <article
      ref={watchRef}
      aria-labelledby={headingId}
      className="flex h-full flex-col overflow-hidden rounded-card bg-white shadow-card ring-1 ring-ink-100"
    >
      <PosterVideo
        src={video.videoUrl}
        poster={video.posterUrl ?? NEUTRAL_POSTER}
        title={video.title}
        playLabel={m.playVideo(video.title)}
        fit="contain"
        priority={priority}
        stream={video.stream}
        captions={video.captions}
      />
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div className="flex items-start gap-2">
          <Heading
            id={headingId}
            tabIndex={page ? -1 : undefined}
            className={cn(
              'min-w-0 flex-1 font-semibold text-ink-900 leading-snug break-words focus:outline-none',
              page ? 'text-2xl' : 'text-lg',
            )}
          >
            {page ? (
              video.title
            ) : (
              <Link to={videoPath(video._id)} className="rounded hover:text-brand-700 hover:underline">
                {video.title}
              </Link>
            )}
          </Heading>
          {own ? (
            <ItemActionsMenu
              itemName={video.title}
              onEdit={() => showWhenLoaded(VideoEditDialog, () => setEditing(true))}
              onDelete={() => showWhenLoaded(ConfirmDeleteDialog, () => setDeleting(true))}
              onInterest={() => {
                prefetchComponent(VideoEditDialog);
                prefetchComponent(ConfirmDeleteDialog);
              }}
              className="-mt-1 -mr-2"
            />
          ) : session ? (
            <ReportMenu
              itemName={video.title}
              target="video"
              targetId={video._id}
              subject={video.title}
              className="-mt-1 -mr-2"
            />
          ) : null}
        </div>
        <AuthorLine author={video.uploadedBy}>
          <RelativeTime iso={video.createdAt} />
          <EditedMark iso={video.editedAt} />
        </AuthorLine>
        <ExpandableText text={video.description} whole={page} />
        <div className="mt-auto flex flex-wrap items-start gap-2 pt-2">
          <LikeButton kind="video" post={video} />
          <button
            type="button"
            aria-expanded={showComments}
            aria-controls={showComments ? commentsId : undefined}
            onClick={() =>
              showComments
                ? setShowComments(false)
                : showWhenLoaded(VideoComments, () => setShowComments(true))
            }
            onPointerEnter={() => prefetchComponent(VideoComments)}
            onFocus={() => prefetchComponent(VideoComments)}
            className={cn(
              'inline-flex h-9 items-center gap-1.5 rounded-full px-3 font-semibold text-sm transition-colors',
              showComments
                ? 'bg-brand-100 text-brand-800 hover:bg-brand-200'
                : 'bg-ink-100 text-ink-700 hover:bg-ink-200',
            )}
          >
            <MessageCircle aria-hidden className="size-4" />
            <span className="tabular-nums">{commentsCount}</span> <span>{m.commentsNoun(commentsCount)}</span>
          </button>
          {own ? <ShareButton kind="video" id={video._id} title={video.title} /> : null}
        </div>
        {showComments ? (
          <VideoComments
            id={commentsId}
            videoId={video._id}
            videoTitle={video.title}
            onAdded={receive}
            onRemoved={forget}
          />
        ) : null}
      </div>
      {own ? (
        <>
          <VideoEditDialog video={video} open={editing} onOpenChange={setEditing} />
          <ConfirmDeleteDialog
            open={deleting}
            onOpenChange={setDeleting}
            title={m.deleteVideoTitle}
            description={m.deleteVideoBody(video.title)}
            onConfirm={async () => {
              const answer = await remove.mutateAsync(video._id);
              setDeleting(false);
              announce(answer.message);
            }}
          />
        </>
      ) : null}
    </article>
  );
}
