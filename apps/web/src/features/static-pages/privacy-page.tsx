import { PageMeta } from '../../components/page-meta.tsx';
import { useWords } from '../../lib/i18n/words.ts';
import { privacyPolicy } from './legal/privacy-content.ts';
import { legalWords } from './legal/words/index.ts';
import { LegalDocument } from './legal-document.tsx';
import { staticPagesWords } from './words/index.ts';

export function PrivacyPage() {
  const m = useWords(staticPagesWords);
  const policy = privacyPolicy(useWords(legalWords));
  return (
    <>
      <PageMeta title={m.privacyTitle} />
      <LegalDocument title={m.privacyTitle} intro={policy.intro} sections={policy.sections} />
    </>
  );
}
