import type { ConnectionDetail } from '@ideaignite/contract';
import { useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { IgniteMoves } from '../../../components/connects/ignite-moves.tsx';
import { StatusChip } from '../../../components/connects/status-chip.tsx';
import { Modal } from '../../../components/modal.tsx';
import { PitchVideo } from '../../../components/pitch-video.tsx';
import { ProfileAvatar } from '../../../components/profile-avatar.tsx';
import { RelativeTime } from '../../../components/relative-time.tsx';
import { announce } from '../../../lib/announce.ts';
import { useMoveIgnite } from '../../../lib/api/move-ignite.ts';
import { authorName } from '../../../lib/author-name.ts';
import { useWords } from '../../../lib/i18n/words.ts';
import { connectsWords } from '../words/index.ts';
import { useHustlerLine } from './inbox-card.tsx';
import { PassForm } from './pass-form.tsx';

interface InboxDialogProps {
  /** The Ignite open, as the cache has it now (it follows live moves); null when none is. */
  connection: ConnectionDetail | null;
  onClose: () => void;
  /** Where focus goes on close when the card that opened it is gone (filtered out) or none did (a link). */
  focusWhenOpenerGone: () => HTMLElement | null | undefined;
}

/**
 * An Ignite opened: the Hustler, the whole pitch, the video, and the investor's moves. Opening a
 * new one is its 'view' move (the Hustler's pipeline shows "Viewed"); Pass asks for a reason here.
 */
export function InboxDialog({ connection, onClose, focusWhenOpenerGone }: InboxDialogProps) {
  return (
    <Modal
      open={connection !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={connection ? authorName(connection.hustler) : ''}
      size="lg"
      focusWhenOpenerGone={focusWhenOpenerGone}
    >
      {connection ? <InboxDetail key={connection._id} connection={connection} onClose={onClose} /> : null}
    </Modal>
  );
}

function InboxDetail({ connection, onClose }: { connection: ConnectionDetail; onClose: () => void }) {
  const m = useWords(connectsWords);
  const { name, line, picture } = useHustlerLine(connection);
  const view = useMoveIgnite();
  const [passing, setPassing] = useState(false);
  const passButton = useRef<HTMLButtonElement>(null);
  const viewed = useRef(false);
  // Opening it is looking at it: a new Ignite becomes viewed, once.
  useEffect(() => {
    if (viewed.current || connection.status !== 'new') return;
    viewed.current = true;
    view.mutate({ id: connection._id, action: 'view' });
  }, [connection._id, connection.status, view]);

  return (
    <div className="flex flex-col gap-5">
      <div className="flex items-center gap-4">
        <ProfileAvatar src={picture} name={name} decorative className="size-14 shrink-0" />
        <div className="min-w-0 flex-1">
          {line ? <p className="font-medium text-ink-800">{line}</p> : null}
          <p className="text-ink-500 text-sm">
            {m.sentOn} <RelativeTime iso={connection.createdAt} />
          </p>
        </div>
        <StatusChip status={connection.status} />
      </div>
      <section aria-label={m.pitch}>
        <blockquote className="rounded-xl bg-saffron-50 px-4 py-3 text-ink-900 text-lg leading-relaxed ring-1 ring-saffron-100">
          {connection.pitch}
        </blockquote>
      </section>
      {connection.video ? (
        <PitchVideo
          video={connection.video}
          label={m.pitchVideo}
          playLabel={m.playPitchVideo(connection.video.title)}
        />
      ) : null}
      {connection.status === 'passed' && connection.passReason ? (
        <p className="rounded-xl bg-ink-50 px-4 py-3 text-ink-700 text-sm">
          <span className="font-semibold text-ink-900">{m.yourReason}</span> {connection.passReason}
        </p>
      ) : null}
      {passing ? (
        <PassForm
          connection={connection}
          who={name}
          onCancel={() => {
            // Back where it was: on Pass, drawn again.
            flushSync(() => setPassing(false));
            passButton.current?.focus();
          }}
          onPassed={(message) => {
            announce(message);
            onClose();
          }}
        />
      ) : (
        <IgniteMoves
          connection={connection}
          side="investor"
          who={name}
          onPass={() => setPassing(true)}
          passRef={passButton}
        />
      )}
    </div>
  );
}
