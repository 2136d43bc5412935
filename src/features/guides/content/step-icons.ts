/** The step illustrations (public/images/guides), shared by How It Works and the instructions. */
export const stepIcons = {
  choose: {
    src: '/images/guides/step-choose.svg',
    alt: 'A laptop showing a bunny kit with a download arrow',
  },
  print: { src: '/images/guides/step-print.svg', alt: 'A printer printing a clue card' },
  setUp: { src: '/images/guides/step-set-up.svg', alt: 'A clue card tucked beside a flower pot' },
  magic: { src: '/images/guides/step-magic.svg', alt: 'An open treasure chest with sparkles' },
} as const;
