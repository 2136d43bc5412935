import { toast, type ToastInput } from '@/lib/toast';
import type { Locale } from '@domain/locales';

type NoticesModule = typeof import('@/config/notices');
export type NoticeTexts = NoticesModule['noticesIn'][Locale] & { fillNotice: NoticesModule['fillNotice'] };

/**
 * Shows a notice of `locale`, loading the notices on first use: a page whose notices follow a click
 * (a kit page's "Added to cart") does not carry both languages' notices in its first load.
 */
export async function toastNotice(locale: Locale, build: (texts: NoticeTexts) => ToastInput): Promise<void> {
  const { noticesIn, fillNotice } = await import('@/config/notices');
  toast(build({ ...noticesIn[locale], fillNotice }));
}
