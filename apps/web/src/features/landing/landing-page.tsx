import { PageMeta } from '../../components/page-meta.tsx';
import { useMessages } from '../../lib/i18n/messages.ts';
import { FaqSection } from './faq-section.tsx';
import { FeaturedArticlesSection } from './featured-articles-section.tsx';
import { FeaturesSection } from './features-section.tsx';
import { GuideVideosSection } from './guide-videos-section.tsx';
import { HeroSection } from './hero-section.tsx';
import { landingMessages } from './messages/index.ts';
import { WhyJoinSection } from './why-join-section.tsx';

export function LandingPage() {
  const m = useMessages(landingMessages);
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
