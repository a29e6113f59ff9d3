import { PageMeta } from '../../components/page-meta.tsx';
import { LegalDocument } from './legal-document.tsx';
import { TERMS_INTRO, TERMS_SECTIONS } from './terms-content.ts';

export function TermsPage() {
  return (
    <>
      <PageMeta title="Terms and Conditions" />
      <LegalDocument title="Terms and Conditions" intro={TERMS_INTRO} sections={TERMS_SECTIONS} />
    </>
  );
}
