/**
 * The explainer videos on the channel (spec: one of two embeds, chosen by device). Played through
 * youtube-nocookie.com so nothing is set or requested from YouTube until the visitor presses play.
 */
export const explainerVideo = {
  embedOrigin: 'https://www.youtube-nocookie.com',
  desktopId: 'x2fbQSMy0EU',
  mobileId: 'Jm6bSxUQhB4',
  /** Below this width the mobile cut plays (the site's 768 px menu breakpoint). */
  mobileQuery: '(max-width: 767px)',
} as const;

export function explainerEmbedUrl(isMobile: boolean): string {
  const id = isMobile ? explainerVideo.mobileId : explainerVideo.desktopId;
  return `${explainerVideo.embedOrigin}/embed/${id}?autoplay=1&rel=0`;
}
