import { PageMeta } from '../../components/page-meta.tsx';
import { FaqSection } from './faq-section.tsx';
import { FeaturedArticlesSection } from './featured-articles-section.tsx';
import { FeaturesSection } from './features-section.tsx';
import { GuideVideosSection } from './guide-videos-section.tsx';
import { HeroSection } from './hero-section.tsx';
import { WhyJoinSection } from './why-join-section.tsx';

export function LandingPage() {
  return (
    <>
      <PageMeta robots="index" />
      <HeroSection />
      <FeaturesSection />
      <WhyJoinSection />
      <GuideVideosSection />
      <FeaturedArticlesSection />
      <FaqSection />
    </>
  );
}
