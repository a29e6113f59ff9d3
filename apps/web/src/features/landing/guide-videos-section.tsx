import { PRODUCT_NAME } from '@ideaignite/contract';
import { PosterVideo } from '../../components/poster-video.tsx';
import { guideVideos } from './content/guide-videos.ts';
import { SectionHeading } from './section-heading.tsx';

export function GuideVideosSection() {
  return (
    <section aria-labelledby="guides-title" className="bg-ink-100/60 py-20 sm:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading id="guides-title" eyebrow="Video guides" title={`Get Started with ${PRODUCT_NAME}`}>
          Quick guides to turn your ideas into reality — from concept to community and investor connections.
        </SectionHeading>
        <ul className="mt-14 grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3 lg:gap-8">
          {guideVideos.map((video) => (
            <li key={video.src} className="flex flex-col overflow-hidden rounded-card bg-white shadow-card">
              <PosterVideo src={video.src} poster={video.poster} title={video.title} />
              <div className="p-5">
                <h3 className="font-semibold">{video.title}</h3>
                <p className="mt-1.5 text-sm leading-relaxed text-ink-600">{video.description}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
