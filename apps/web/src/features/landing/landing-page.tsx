import { PageMeta } from '../../components/page-meta.tsx';
import { useWords } from '../../lib/i18n/words.ts';
import { FaqSection } from './faq-section.tsx';
import { FeaturedArticlesSection } from './featured-articles-section.tsx';
import { FeaturesSection } from './features-section.tsx';
import { GuideVideosSection } from './guide-videos-section.tsx';
import { HeroSection } from './hero-section.tsx';
import { WhyJoinSection } from './why-join-section.tsx';
import { landingWords } from './words/index.ts';

export function LandingPage() {
  const m = useWords(landingWords);
  return (
    <>
      <PageMeta fullTitle={m.metaTitle} robots="index" />
      <HeroSection />
      <FeaturesSection />
      <WhyJoinSection />
      <GuideVideosSection />
      <FeaturedArticlesSection />
      <FaqSection />
    </>
  );
}
