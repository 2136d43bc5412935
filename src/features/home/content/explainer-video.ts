import { env, type Env } from '@/config/env';

/** The shop's explainer videos on YouTube: one cut for desktops, one for phones (the spec's two embeds). */
export interface ExplainerVideo {
  desktopId: string;
  mobileId: string;
}

/**
 * Played through youtube-nocookie.com so nothing is set or requested from YouTube until the visitor
 * presses play.
 */
export const EMBED_ORIGIN = 'https://www.youtube-nocookie.com';
/** Below this width the mobile cut plays (the site's 768 px menu breakpoint). */
export const MOBILE_QUERY = '(max-width: 767px)';

/**
 * The videos the owner configured (VITE_EXPLAINER_VIDEO_ID_DESKTOP / _MOBILE); one alone serves both
 * screens. None configured: undefined, and the home page shows our how-it-works steps instead.
 */
export function explainerVideoFrom(
  config: Pick<Env, 'VITE_EXPLAINER_VIDEO_ID_DESKTOP' | 'VITE_EXPLAINER_VIDEO_ID_MOBILE'>,
): ExplainerVideo | undefined {
  const desktopId = config.VITE_EXPLAINER_VIDEO_ID_DESKTOP ?? config.VITE_EXPLAINER_VIDEO_ID_MOBILE;
  const mobileId = config.VITE_EXPLAINER_VIDEO_ID_MOBILE ?? config.VITE_EXPLAINER_VIDEO_ID_DESKTOP;
  return desktopId && mobileId ? { desktopId, mobileId } : undefined;
}

export const explainerVideo = explainerVideoFrom(env);

export function explainerEmbedUrl(video: ExplainerVideo, isMobile: boolean): string {
  return `${EMBED_ORIGIN}/embed/${isMobile ? video.mobileId : video.desktopId}?autoplay=1&rel=0`;
}
