import { PRODUCT_NAME } from '@ideaignite/contract';
import type { Catalogue } from '../../../lib/i18n/words.ts';
import type { LegalDocumentText } from '../legal-document.tsx';
import type { en } from './words/en.ts';

/** The Terms and Conditions in the words of `m` (the legal catalogue in the interface language). */
export function termsAndConditions(m: Catalogue<typeof en>): LegalDocumentText {
  return {
    intro: m.termsIntro(PRODUCT_NAME),
    sections: [
      {
        id: 'about',
        title: m.termsAboutTitle,
        body: [m.termsAboutPlatform(PRODUCT_NAME), m.termsAboutAgreement],
      },
      { id: 'eligibility', title: m.termsEligibilityTitle, body: [m.termsEligibility] },
      {
        id: 'account',
        title: m.termsAccountTitle,
        body: [
          {
            list: [m.termsAccountAccurate, m.termsAccountPassword, m.termsAccountMisuse, m.termsAccountOne],
          },
          m.termsAccountBadge,
        ],
      },
      { id: 'roles', title: m.termsRolesTitle, body: [m.termsRolesChoose, m.termsRolesDeals] },
      {
        id: 'content',
        title: m.termsContentTitle,
        body: [m.termsContentOwnership, m.termsContentLicence, m.termsContentPublic, m.termsContentRights],
      },
      {
        id: 'acceptable-use',
        title: m.termsUseTitle,
        body: [
          m.termsUseIntro,
          {
            list: [
              m.termsUseOthers,
              m.termsUseObscene,
              m.termsUseHateful,
              m.termsUseMinors,
              m.termsUseInfringes,
              m.termsUseFalse,
              m.termsUseSovereignty,
              m.termsUseViruses,
              m.termsUseLaw,
            ],
          },
          m.termsUseSpam,
        ],
      },
      {
        id: 'not-advice',
        title: m.termsAdviceTitle,
        body: [m.termsAdviceNetworking(PRODUCT_NAME), m.termsAdviceRisk],
      },
      { id: 'intellectual-property', title: m.termsPropertyTitle, body: [m.termsProperty(PRODUCT_NAME)] },
      { id: 'intermediary', title: m.termsIntermediaryTitle, body: [m.termsIntermediary, m.termsGrievance] },
      { id: 'fees', title: m.termsFeesTitle, body: [m.termsFees] },
      { id: 'termination', title: m.termsTerminationTitle, body: [m.termsTermination] },
      { id: 'disclaimers', title: m.termsDisclaimersTitle, body: [m.termsDisclaimers] },
      { id: 'liability', title: m.termsLiabilityTitle, body: [m.termsLiability] },
      { id: 'indemnity', title: m.termsIndemnityTitle, body: [m.termsIndemnity] },
      { id: 'changes', title: m.termsChangesTitle, body: [m.termsChanges] },
      { id: 'law', title: m.termsLawTitle, body: [m.termsLaw] },
      { id: 'contact', title: m.termsContactTitle, body: [m.termsContact(PRODUCT_NAME)] },
    ],
  };
}
