/** The step illustrations (public/images/guides), shared by How It Works and the instructions; `alt` is a message id. */
export const stepIcons = {
  choose: { src: '/images/guides/step-choose.svg', alt: 'guides.stepIcons.choose' },
  print: { src: '/images/guides/step-print.svg', alt: 'guides.stepIcons.print' },
  setUp: { src: '/images/guides/step-set-up.svg', alt: 'guides.stepIcons.setUp' },
  magic: { src: '/images/guides/step-magic.svg', alt: 'guides.stepIcons.magic' },
} as const;
