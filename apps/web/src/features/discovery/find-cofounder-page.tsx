import { MESSAGES } from '@ideaignite/contract';
import { useMessages } from '../../lib/i18n/messages.ts';
import { CofounderCard } from './components/cofounder-card.tsx';
import { DiscoveryPage } from './components/discovery-page.tsx';
import { CofounderListError } from './components/list-errors.tsx';
import { discoveryMessages } from './messages/index.ts';

/** /Findcofounder: co-founders, narrowed at once on the loaded cards and searched and filtered on the server. */
export function FindCofounderPage() {
  const m = useMessages(discoveryMessages);
  return (
    <DiscoveryPage
      list="cofounders"
      metaTitle={m.cofounderMetaTitle}
      eyebrow={m.cofounderEyebrow}
      title={m.cofounderTitle}
      intro={m.cofounderIntro}
      searchLabel={m.searchCofounders}
      searchPlaceholder={m.searchPlaceholder}
      loadingLabel={m.loadingCofounders}
      emptyText={MESSAGES.lists.cofoundersEmpty}
      renderError={(error) => <CofounderListError error={error} />}
      renderCard={(user) => <CofounderCard user={user} />}
    />
  );
}
