import { CAPTION_LANGUAGES } from '@ideaignite/contract';
import { PosterVideo } from '../../components/poster-video.tsx';
import { useWords } from '../../lib/i18n/words.ts';
import { GUIDE_VIDEO_NAMES } from './content/guide-videos.ts';
import { SectionHeading } from './section-heading.tsx';
import { landingWords } from './words/index.ts';

export function GuideVideosSection() {
  const m = useWords(landingWords).guides;
  return (
    <section aria-labelledby="guides-title" className="bg-ink-100/60 py-20 sm:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading id="guides-title" eyebrow={m.eyebrow} title={m.title}>
          {m.intro}
        </SectionHeading>
        <ul className="mt-14 grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3 lg:gap-8">
          {m.items.map((video, index) => {
            const clip = `/guides/${GUIDE_VIDEO_NAMES[index]}`;
            return (
              <li key={clip} className="flex flex-col overflow-hidden rounded-card bg-white shadow-card">
                <PosterVideo
                  src={`${clip}.mp4`}
                  poster={`${clip}.jpg`}
                  smallPoster={`${clip}-small.jpg`}
                  stream={{ state: 'ready', url: `${clip}/master.m3u8` }}
                  captions={CAPTION_LANGUAGES.map((language) => ({
                    language,
                    url: `${clip}/captions-${language}.vtt`,
                  }))}
                  title={video.title}
                  playLabel={m.play(video.title)}
                />
                <div className="p-5">
                  <h3 className="font-semibold">{video.title}</h3>
                  <p className="mt-1.5 text-sm leading-relaxed text-ink-600">{video.description}</p>
                </div>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
