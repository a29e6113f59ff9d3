import { PageMeta } from '../../components/page-meta.tsx';
import { useMessages } from '../../lib/i18n/messages.ts';
import { legalMessages } from './legal/messages/index.ts';
import { privacyPolicy } from './legal/privacy-content.ts';
import { LegalDocument } from './legal-document.tsx';
import { staticPagesMessages } from './messages/index.ts';

export function PrivacyPage() {
  const m = useMessages(staticPagesMessages);
  const policy = privacyPolicy(useMessages(legalMessages));
  return (
    <>
      <PageMeta title={m.privacyTitle} />
      <LegalDocument title={m.privacyTitle} intro={policy.intro} sections={policy.sections} />
    </>
  );
}
