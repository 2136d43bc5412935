import { site } from '@/config/site';
import { frenchTexts } from '@domain/french-typography';
import { locales, localeTags, type Locale } from '@domain/locales';
import { licenceNameLimits } from '@domain/licences';
import { shippingDaysIn, shippingRates, shippingSpeeds, type ShippingSpeed } from '@domain/printed-orders';
import { regions } from '@domain/regions';

/**
 * The terms of sale (the spec's /terms), in French first and in English (issue 20 §4: Québec's Charter
 * of the French language, s. 55). For orders in Canada the French version applies unless the buyer
 * expressly chooses the English one at checkout; the choice is stored with the order.
 */
/**
 * The day either version of the terms last changed (ISO date). Whoever changes a word of the terms, in
 * French or in English (a new section included), sets it to that day: the page's "last updated" line,
 * its meta description and their tests all read it from here.
 */
export const TERMS_LAST_CHANGED = '2026-11-27';

/** An ISO date as each language writes it in full: "November 27, 2026", « 27 novembre 2026 ». */
const longDate = (iso: string, locale: Locale) =>
  new Intl.DateTimeFormat(localeTags[locale], { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${iso}T12:00:00Z`),
  );

export const TERMS_LAST_UPDATED: Readonly<Record<Locale, string>> = {
  en: longDate(TERMS_LAST_CHANGED, 'en'),
  fr: longDate(TERMS_LAST_CHANGED, 'fr'),
};
export const TERMS_LANGUAGE_CLAUSE_ADDED = { en: 'November 26, 2026', fr: '26 novembre 2026' } as const;

export interface TermsSection {
  id: string;
  heading: string;
  paragraphs: readonly string[];
}

export interface TermsVersion {
  lang: 'fr' | 'en';
  title: string;
  heading: string;
  lastUpdated: string;
  intro: string;
  sectionsLabel: string;
  sections: readonly TermsSection[];
  questions: { before: string; after: string };
}

const email = site.supportEmail;

/**
 * Each speed's transit time, in either region (the terms cover both): the fewest and most business days
 * of the shop's rates (domain/printed-orders.ts), so a change of rates changes the terms' wording too.
 */
const shippingTimes = Object.fromEntries(
  locales.map((locale) => [
    locale,
    Object.fromEntries(
      shippingSpeeds.map((speed) => {
        const days = regions.map((region) => shippingRates[region][speed].days);
        return [
          speed,
          shippingDaysIn[locale]({
            min: Math.min(...days.map((day) => day.min)),
            max: Math.max(...days.map((day) => day.max)),
          }),
        ];
      }),
    ) as Record<ShippingSpeed, string>,
  ]),
) as Record<Locale, Record<ShippingSpeed, string>>;

const en: TermsVersion = {
  lang: 'en',
  title: 'Terms and Conditions',
  heading: 'Terms and Conditions for Digital Downloads',
  lastUpdated: `Last updated: ${TERMS_LAST_UPDATED.en}`,
  intro: `These terms apply to every digital download bought from ${site.name}. By buying or downloading a kit you agree to them. We have kept them short and plain; if anything is unclear, just ask us.`,
  sectionsLabel: 'Sections of the terms',
  sections: [
    {
      id: 'licence',
      heading: '1. Personal-Use Licence Only',
      paragraphs: [
        'When you buy a kit you receive a personal, non-exclusive, non-transferable licence to print and use it for your own family, friends and private events, such as a birthday party or an Easter morning at home.',
        'Use by schools, daycares, businesses or paid events is not covered by this licence unless we have agreed to it in writing. A party or a teacher’s class may buy the licence made for it instead (section 11).',
      ],
    },
    {
      id: 'restrictions',
      heading: '2. No Resale, Sharing or Modification',
      paragraphs: [
        'You may not resell, share, give away, upload or distribute the files, printed or digital, in whole or in part, including on websites, social media or file-sharing services.',
        'You may not modify the designs to create or sell derivative products. Filling in the editable clue cards for your own hunt is, of course, what they are for.',
      ],
    },
    {
      id: 'copyright',
      heading: '3. Copyright',
      paragraphs: [
        `All designs, illustrations, riddles and text remain the property and copyright of ${site.name}. Buying a kit gives you a licence to use it, not ownership of the artwork or its copyright.`,
      ],
    },
    {
      id: 'sales-final',
      heading: '4. All Sales Are Final',
      paragraphs: [
        'Because digital files cannot be returned once they have been delivered, all sales are final and we do not offer refunds or exchanges.',
      ],
    },
    {
      id: 'support',
      heading: '5. Problems With Your Order',
      paragraphs: [
        `If a file will not download, open or print correctly, contact our support team at ${email} and we will help you, or send the files again.`,
      ],
    },
    {
      id: 'as-is',
      heading: '6. Files Provided As Is',
      paragraphs: [
        'The files are provided as is, without warranties of any kind. Colours and results can vary with printers, paper and settings, and we are not responsible for printing costs or results.',
        'A scavenger hunt is active play: please choose safe hiding places and supervise children appropriately.',
      ],
    },
    {
      id: 'changes',
      heading: '7. Changes to These Terms',
      paragraphs: [
        'We may update these terms from time to time. The version published on this page, with its last-updated date, applies to purchases made from that date.',
      ],
    },
    {
      id: 'law',
      heading: '8. Governing Law',
      paragraphs: [
        'These terms are governed by the laws of the Province of Saskatchewan, Canada, and the federal laws of Canada that apply there.',
      ],
    },
    {
      id: 'language',
      heading: '9. Language of These Terms',
      paragraphs: [
        `These terms are written in French and in English, and the French version comes first, as Québec law requires. At checkout you choose which version you accept, with French preselected, whenever you shop from a French page or your region is Canada or not known; an order placed from an English page in the United States is bound by the English version. The version you accept is stored with your order, and every email about that order is written in that language. (Section added ${TERMS_LANGUAGE_CLAUSE_ADDED.en}.)`,
      ],
    },
    {
      id: 'printed-kits',
      heading: '10. Printed Kits',
      paragraphs: [
        `A printed kit is printed for your order in the language you choose at checkout (French for an address in Québec unless you choose English), with your child’s name if you give one. We keep that name only to print your kit and delete it 90 days after your order.`,
        `We print most orders within 1 to 2 business days, then ship them within the country of your order: standard shipping (${shippingTimes.en.standard}) or express shipping (${shippingTimes.en.express}), at the rate shown in your cart and on the payment page. Delivery times are estimates from the carrier and are not guaranteed.`,
        `If your parcel is lost, or has not arrived 15 business days after it shipped, tell us at ${email}: we will send a new kit at no cost, or refund it if you prefer.`,
        `If a print arrives damaged or misprinted, email us a photo within 30 days of delivery and we will send a replacement or refund the kit, as you prefer; you do not need to return the damaged kit.`,
        'Section 4 applies to digital files. An unused printed kit may be returned within 30 days of delivery for a refund of its price; return shipping is yours to pay unless the kit was damaged or not what you ordered. A kit printed with a child’s name cannot be returned unless it is damaged or misprinted.',
      ],
    },
    {
      id: 'licences',
      heading: '11. Family, Party and Classroom Licences',
      paragraphs: [
        'Each digital kit is bought with one of three licences, chosen in your cart and named on your receipt. Sections 2 and 3 apply to all three: whichever you buy, you may not resell the kit or its prints, nor share or upload the files, including on a school or class website, a shared drive others can open, or social media.',
        'Family licence: the kit is for your household, as section 1 describes: your family, your friends and your private events at home. You may print it as often as you like, with one child’s name.',
        `Party licence: the kit is for one party or event. You may print it as often as that event needs, with the names of up to ${licenceNameLimits.party} children, each on their own welcome poster and certificate, for them and their guests. Another event needs another licence.`,
        `Classroom licence: the kit is for one teacher’s class. That teacher may print it as often as the class needs, with the names of up to ${licenceNameLimits.classroom} children, each on their own welcome poster and certificate. It does not cover a whole school, other classes or groups, a paid event, or giving the files to other teachers; each class needs its own licence.`,
        'The children’s names you give for a party or classroom kit are used only to print them in the kit, and we delete them 90 days after your order. Each licence’s price is shown in your cart before you pay; section 4 applies to every digital kit, whatever its licence.',
      ],
    },
  ],
  questions: { before: 'Questions about these terms? Email', after: '.' },
};

const fr: TermsVersion = frenchTexts({
  lang: 'fr',
  title: 'Conditions générales',
  heading: 'Conditions générales des téléchargements numériques',
  lastUpdated: `Dernière mise à jour : ${TERMS_LAST_UPDATED.fr}`,
  intro: `Ces conditions s’appliquent à chaque téléchargement numérique acheté chez ${site.name}. En achetant ou en téléchargeant une trousse, vous les acceptez. Nous les avons voulues courtes et simples; si un point vous semble obscur, écrivez-nous.`,
  sectionsLabel: 'Sections des conditions',
  sections: [
    {
      id: 'licence-fr',
      heading: '1. Licence d’usage personnel seulement',
      paragraphs: [
        'En achetant une trousse, vous recevez une licence personnelle, non exclusive et non transférable pour l’imprimer et l’utiliser avec votre famille, vos amis et lors d’événements privés, comme une fête d’anniversaire ou un matin de Pâques à la maison.',
        'L’usage par une école, une garderie, une entreprise ou lors d’un événement payant n’est pas couvert par cette licence, sauf entente écrite avec nous. Une fête ou la classe d’un enseignant peut plutôt acheter la licence prévue pour elle (article 11).',
      ],
    },
    {
      id: 'restrictions-fr',
      heading: '2. Ni revente, ni partage, ni modification',
      paragraphs: [
        'Vous ne pouvez pas revendre, partager, donner, téléverser ni distribuer les fichiers, imprimés ou numériques, en tout ou en partie, y compris sur des sites Web, des réseaux sociaux ou des services de partage de fichiers.',
        'Vous ne pouvez pas modifier les illustrations pour créer ou vendre des produits dérivés. Remplir les cartes d’indices modifiables pour votre propre chasse, c’est bien sûr à cela qu’elles servent.',
      ],
    },
    {
      id: 'droit-auteur',
      heading: '3. Droit d’auteur',
      paragraphs: [
        `Les illustrations, devinettes et textes demeurent la propriété d’${site.name}, qui en détient le droit d’auteur. L’achat d’une trousse vous donne une licence d’utilisation, et non la propriété des illustrations ni de leur droit d’auteur.`,
      ],
    },
    {
      id: 'ventes-finales',
      heading: '4. Ventes fermes',
      paragraphs: [
        'Comme un fichier numérique ne peut pas être retourné une fois livré, toutes les ventes sont fermes : nous n’offrons ni remboursement ni échange.',
      ],
    },
    {
      id: 'soutien',
      heading: '5. Un problème avec votre commande',
      paragraphs: [
        `Si un fichier ne se télécharge pas, ne s’ouvre pas ou ne s’imprime pas correctement, écrivez à notre soutien à ${email} : nous vous aiderons ou vous enverrons les fichiers de nouveau.`,
      ],
    },
    {
      id: 'tel-quel',
      heading: '6. Fichiers fournis tels quels',
      paragraphs: [
        'Les fichiers sont fournis tels quels, sans garantie d’aucune sorte. Les couleurs et le résultat varient selon l’imprimante, le papier et les réglages, et nous ne sommes pas responsables des coûts ni du résultat de l’impression.',
        'Une chasse au trésor est un jeu actif : choisissez des cachettes sûres et surveillez les enfants comme il se doit.',
      ],
    },
    {
      id: 'modifications',
      heading: '7. Modifications de ces conditions',
      paragraphs: [
        'Nous pouvons mettre ces conditions à jour de temps à autre. La version publiée sur cette page, avec sa date de mise à jour, s’applique aux achats faits à partir de cette date.',
      ],
    },
    {
      id: 'loi',
      heading: '8. Droit applicable',
      paragraphs: [
        'Ces conditions sont régies par les lois de la province de la Saskatchewan, au Canada, et par les lois fédérales du Canada qui s’y appliquent.',
      ],
    },
    {
      id: 'langue',
      heading: '9. Langue de ces conditions',
      paragraphs: [
        `Ces conditions sont rédigées en français et en anglais, et la version française vous est présentée en premier, comme l’exige la loi québécoise. Au moment de payer, vous choisissez la version que vous acceptez, la version française étant cochée d’avance, chaque fois que vous commandez depuis une page en français ou que votre région est le Canada ou inconnue; une commande passée depuis une page en anglais aux États-Unis est régie par la version anglaise. La version acceptée est conservée avec votre commande, et tous les courriels au sujet de cette commande sont rédigés dans cette langue. (Section ajoutée le ${TERMS_LANGUAGE_CLAUSE_ADDED.fr}.)`,
      ],
    },
    {
      id: 'trousses-imprimees',
      heading: '10. Trousses imprimées',
      paragraphs: [
        `Une trousse imprimée est imprimée pour votre commande dans la langue que vous choisissez au moment de payer (en français pour une adresse au Québec, sauf si vous choisissez l’anglais), avec le prénom de votre enfant si vous nous le donnez. Nous ne gardons ce prénom que pour imprimer votre trousse et l’effaçons 90 jours après votre commande.`,
        `Nous imprimons la plupart des commandes en 1 à 2 jours ouvrables, puis les expédions dans le pays de votre commande : livraison standard (${shippingTimes.fr.standard}) ou express (${shippingTimes.fr.express}), au tarif affiché dans votre panier et sur la page de paiement. Les délais de livraison sont des estimations du transporteur et ne sont pas garantis.`,
        `Si votre colis est perdu, ou n’est pas arrivé 15 jours ouvrables après son expédition, écrivez-nous à ${email} : nous vous enverrons une nouvelle trousse sans frais, ou vous la rembourserons si vous le préférez.`,
        `Si une impression arrive abîmée ou mal imprimée, envoyez-nous une photo par courriel dans les 30 jours suivant la livraison : nous vous enverrons une trousse de remplacement ou vous la rembourserons, à votre choix; vous n’avez pas à nous retourner la trousse abîmée.`,
        'L’article 4 vise les fichiers numériques. Une trousse imprimée inutilisée peut être retournée dans les 30 jours suivant la livraison pour le remboursement de son prix; les frais de retour sont à votre charge, sauf si la trousse était abîmée ou ne correspondait pas à votre commande. Une trousse imprimée au nom d’un enfant ne peut pas être retournée, sauf si elle est abîmée ou mal imprimée.',
      ],
    },
    {
      id: 'licences-fr',
      heading: '11. Licences familiale, pour une fête et pour une classe',
      paragraphs: [
        'Chaque trousse numérique est achetée avec l’une de trois licences, choisie dans votre panier et nommée sur votre reçu. Les articles 2 et 3 s’appliquent aux trois : quelle que soit votre licence, vous ne pouvez ni revendre la trousse ou ses impressions, ni partager ou téléverser les fichiers, y compris sur le site Web d’une école ou d’une classe, un espace partagé que d’autres peuvent ouvrir ou les réseaux sociaux.',
        'Licence familiale : la trousse est destinée à votre foyer, comme le décrit l’article 1 : votre famille, vos amis et vos fêtes privées à la maison. Vous pouvez l’imprimer aussi souvent que vous le voulez, avec le prénom d’un enfant.',
        `Licence pour une fête : la trousse est destinée à une seule fête ou à un seul événement. Vous pouvez l’imprimer aussi souvent que cet événement l’exige, avec les prénoms de ${licenceNameLimits.party} enfants au plus, chacun sur son affiche de bienvenue et son certificat, pour eux et leurs invités. Un autre événement exige une autre licence.`,
        `Licence pour une classe : la trousse est destinée à la classe d’un enseignant ou d’une enseignante. Cette personne peut l’imprimer aussi souvent que sa classe l’exige, avec les prénoms de ${licenceNameLimits.classroom} enfants au plus, chacun sur son affiche de bienvenue et son certificat. Elle ne couvre ni toute une école, ni d’autres classes ou groupes, ni un événement payant, ni la remise des fichiers à d’autres enseignants; chaque classe a besoin de sa propre licence.`,
        'Les prénoms d’enfants que vous nous donnez pour une trousse de fête ou de classe servent uniquement à les imprimer dans la trousse, et nous les effaçons 90 jours après votre commande. Le prix de chaque licence est affiché dans votre panier avant le paiement; l’article 4 s’applique à toute trousse numérique, quelle que soit sa licence.',
      ],
    },
  ],
  questions: { before: 'Des questions sur ces conditions? Écrivez à', after: '.' },
});

/** French first: the order in which the page shows the versions. */
export const termsVersions: readonly TermsVersion[] = [fr, en];
export const termsOfSale = { fr, en } as const;
