import { PageMeta } from '../../components/page-meta.tsx';
import { useWords } from '../../lib/i18n/words.ts';
import { termsAndConditions } from './legal/terms-content.ts';
import { legalWords } from './legal/words/index.ts';
import { LegalDocument } from './legal-document.tsx';
import { staticPagesWords } from './words/index.ts';

export function TermsPage() {
  const m = useWords(staticPagesWords);
  const terms = termsAndConditions(useWords(legalWords));
  return (
    <>
      <PageMeta title={m.termsTitle} />
      <LegalDocument title={m.termsTitle} intro={terms.intro} sections={terms.sections} />
    </>
  );
}
