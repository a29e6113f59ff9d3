/**
 * The upload popup's words for a Job seeker (issue 25, decision 039): their video is an
 * introduction of themselves, sent with applications (the source; hi.ts mirrors it). Apart from
 * videos/words so the dashboards' feed, which uses those, carries none of these.
 */
export const en = {
  title: 'Record your introduction',
  description:
    'A minute or two on camera: who you are, what you have done and what you want to learn. Startups see it with your applications; it is not shown in the feeds.',
  titlePlaceholder: 'e.g. Ananya: why I want to work in growth',
  descriptionPlaceholder: 'Your studies, your skills and the work you hope to do.',
  fileIdeas: 'Record one on your phone, or choose a recording you have',
  upload: 'Upload introduction',
};
