import { PageMeta } from '../../components/page-meta.tsx';
import { useMessages } from '../../lib/i18n/messages.ts';
import { legalMessages } from './legal/messages/index.ts';
import { termsAndConditions } from './legal/terms-content.ts';
import { LegalDocument } from './legal-document.tsx';
import { staticPagesMessages } from './messages/index.ts';

export function TermsPage() {
  const m = useMessages(staticPagesMessages);
  const terms = termsAndConditions(useMessages(legalMessages));
  return (
    <>
      <PageMeta title={m.termsTitle} />
      <LegalDocument title={m.termsTitle} intro={terms.intro} sections={terms.sections} />
    </>
  );
}
