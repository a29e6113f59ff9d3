import { PRODUCT_NAME } from '@ideaignite/contract';
import type { Catalogue } from '../../../lib/i18n/words.ts';
import type { LegalDocumentText } from '../legal-document.tsx';
import type { en } from './words/en.ts';

/** The Privacy Policy in the words of `m` (the legal catalogue in the interface language). */
export function privacyPolicy(m: Catalogue<typeof en>): LegalDocumentText {
  return {
    intro: m.privacyIntro(PRODUCT_NAME),
    sections: [
      { id: 'who-we-are', title: m.privacyWhoTitle, body: [m.privacyWho(PRODUCT_NAME)] },
      {
        id: 'data-we-collect',
        title: m.privacyCollectTitle,
        body: [
          {
            list: [
              m.privacyCollectAccount,
              m.privacyCollectProfile,
              m.privacyCollectContent,
              m.privacyCollectActivity,
              m.privacyCollectContact,
              m.privacyCollectTechnical,
            ],
          },
        ],
      },
      {
        id: 'how-we-use',
        title: m.privacyUseTitle,
        body: [
          m.privacyUseIntro,
          {
            list: [
              m.privacyUseAccount,
              m.privacyUseProfile,
              m.privacyUseDeliver,
              m.privacyUseSupport,
              m.privacyUseAbuse,
              m.privacyUseImprove,
              m.privacyUseLaw,
            ],
          },
          m.privacyUseNoSale,
        ],
      },
      { id: 'visibility', title: m.privacyVisibilityTitle, body: [m.privacyVisibility] },
      {
        id: 'sharing',
        title: m.privacySharingTitle,
        body: [
          { list: [m.privacySharingProcessors, m.privacySharingAuthorities, m.privacySharingSuccessor] },
        ],
      },
      { id: 'storage', title: m.privacyStorageTitle, body: [m.privacyStorage] },
      { id: 'retention', title: m.privacyRetentionTitle, body: [m.privacyRetention] },
      { id: 'security', title: m.privacySecurityTitle, body: [m.privacySecurity] },
      {
        id: 'your-rights',
        title: m.privacyRightsTitle,
        body: [
          m.privacyRightsIntro,
          {
            list: [
              m.privacyRightsSummary,
              m.privacyRightsCorrect,
              m.privacyRightsErase,
              m.privacyRightsWithdraw,
              m.privacyRightsNominate,
              m.privacyRightsRedress,
            ],
          },
          m.privacyRightsExercise,
        ],
      },
      { id: 'children', title: m.privacyChildrenTitle, body: [m.privacyChildren] },
      { id: 'storage-on-device', title: m.privacyDeviceTitle, body: [m.privacyDevice] },
      { id: 'changes', title: m.privacyChangesTitle, body: [m.privacyChanges] },
      {
        id: 'grievance-officer',
        title: m.privacyGrievanceTitle,
        body: [m.privacyGrievance(PRODUCT_NAME)],
      },
    ],
  };
}
