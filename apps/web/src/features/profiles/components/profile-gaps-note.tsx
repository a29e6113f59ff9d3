import { Sparkles } from 'lucide-react';
import { useMessages } from '../../../lib/i18n/messages.ts';
import { profilesMessages } from '../messages/index.ts';

/** On one's own profile: the fields still empty, as a gentle nudge. */
export function ProfileGapsNote({ gaps }: { gaps: string[] }) {
  const m = useMessages(profilesMessages);
  if (gaps.length === 0) return null;
  return (
    <p className="mt-6 flex items-start gap-2 rounded-xl bg-saffron-50 px-4 py-3 text-saffron-800 text-sm">
      <Sparkles aria-hidden className="mt-0.5 size-4 shrink-0" />
      <span>
        <span className="font-semibold">{m.stillToAdd}</span> {m.gapsNudge(gaps.join(', '))}
      </span>
    </p>
  );
}
