import { Ban, Bell, BellOff, Flag } from 'lucide-react';
import { ActionsMenu } from '../../../components/actions-menu.tsx';
import { useWords } from '../../../lib/i18n/words.ts';
import { messagesWords } from '../words/index.ts';

interface ConversationMenuProps {
  name: string;
  muted: boolean;
  onMute: (muted: boolean) => void;
  onBlock: () => void;
  onReport: () => void;
}

/** The conversation's "⋯": Mute or Unmute, Report, Block, on the shared ActionsMenu (decision 021). */
export function ConversationMenu({ name, muted, onMute, onBlock, onReport }: ConversationMenuProps) {
  const m = useWords(messagesWords);
  return (
    <ActionsMenu
      label={m.moreActions(name)}
      items={[
        { label: muted ? m.unmute : m.mute, icon: muted ? Bell : BellOff, onSelect: () => onMute(!muted) },
        { label: m.report, icon: Flag, onSelect: onReport },
        { label: m.block, icon: Ban, onSelect: onBlock, tone: 'danger' },
      ]}
      className="size-10"
    />
  );
}
