import { defaultLocale, type Locale } from '@domain/locales';

type Titled = { kit: string; title: string };

/**
 * An order's kits named in the page's language. An order keeps the English titles it was sold under
 * (the owner reads them); a French page shows each kit's French title. The kits module is loaded only
 * for a French page, after the order itself, so it never weighs on a page's first load.
 */
export async function withKitTitlesIn<T extends { items?: Titled[]; downloads?: Titled[] }>(
  locale: Locale,
  order: T,
): Promise<T> {
  // Orders store their kits' titles in the shop's default language.
  if (locale === defaultLocale) return order;
  const { kitTitleIn } = await import('@domain/kit-titles');
  const titleOf = ({ kit, title }: Titled) => kitTitleIn(locale, kit, title);
  return {
    ...order,
    ...(order.items ? { items: order.items.map((item) => ({ ...item, title: titleOf(item) })) } : {}),
    ...(order.downloads
      ? { downloads: order.downloads.map((download) => ({ ...download, title: titleOf(download) })) }
      : {}),
  };
}
