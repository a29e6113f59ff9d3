import { PageMeta } from '../../components/page-meta.tsx';
import { LegalDocument } from './legal-document.tsx';
import { PRIVACY_INTRO, PRIVACY_SECTIONS } from './privacy-content.ts';

export function PrivacyPage() {
  return (
    <>
      <PageMeta title="Privacy Policy" />
      <LegalDocument title="Privacy Policy" intro={PRIVACY_INTRO} sections={PRIVACY_SECTIONS} />
    </>
  );
}
