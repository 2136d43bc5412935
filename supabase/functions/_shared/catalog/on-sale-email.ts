import { kitTitleIn } from '../domain/kit-titles.ts';
import { getKit, type KitSlug } from '../domain/kits.ts';
import { localizedPath } from '../domain/locales.ts';
import type { OutgoingEmail } from '../mail/mailer.ts';
import type { NotifyRecipient } from './catalog-store.ts';
import { catalogText } from './i18n/catalog.ts';

/** Where an on-sale email's unsubscribe link goes: notify-me's own address. */
export const unsubscribeUrl = (functionsBaseUrl: string, recipient: NotifyRecipient) =>
  `${functionsBaseUrl.replace(/\/+$/, '')}/functions/v1/notify-me/unsubscribe?token=${recipient.unsubscribe_token}&locale=${recipient.locale}`;

/** The one email a 'Tell me when it's available' request gets, in the language it was asked in. */
export function onSaleEmail(
  kit: KitSlug,
  recipient: NotifyRecipient,
  links: { siteUrl: string; functionsBaseUrl: string },
): OutgoingEmail {
  const { locale } = recipient;
  const title = kitTitleIn(locale, kit, getKit(kit).title);
  const kitUrl = `${links.siteUrl.replace(/\/+$/, '')}${localizedPath(`/templates/${kit}`, locale)}`;
  return {
    to: recipient.email,
    subject: catalogText(locale, 'catalog.onSale.subject', { title }),
    text: [
      catalogText(locale, 'catalog.onSale.greeting'),
      '',
      catalogText(locale, 'catalog.onSale.body', { title, url: kitUrl }),
      '',
      catalogText(locale, 'catalog.onSale.why'),
      catalogText(locale, 'catalog.onSale.unsubscribe', {
        url: unsubscribeUrl(links.functionsBaseUrl, recipient),
      }),
    ].join('\n'),
  };
}
