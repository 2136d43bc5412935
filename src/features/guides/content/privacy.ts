import { site } from '@/config/site';
import { frenchTexts } from '@domain/french-typography';

/** The privacy policy (issue 20 §4: Québec's Law 25 and PIPEDA), in English and in French. */
export const PRIVACY_LAST_UPDATED = { en: 'November 27, 2026', fr: '27 novembre 2026' } as const;

export interface PrivacySection {
  id: string;
  heading: string;
  paragraphs: readonly string[];
}

export interface PrivacyPolicy {
  lang: 'en' | 'fr';
  heading: string;
  lastUpdated: string;
  intro: string;
  sections: readonly PrivacySection[];
  contact: string;
}

const email = site.supportEmail;

export const privacyPolicies: Readonly<Record<'en' | 'fr', PrivacyPolicy>> = {
  en: {
    lang: 'en',
    heading: 'Privacy Policy',
    lastUpdated: `Last updated: ${PRIVACY_LAST_UPDATED.en}`,
    intro: `${site.name} is a Canadian company. We collect only what we need to sell you a kit, run your account and answer you, and we never sell personal information. This policy follows Québec's Act respecting the protection of personal information in the private sector (Law 25) and Canada's PIPEDA.`,
    sections: [
      {
        id: 'responsible',
        heading: '1. Who is responsible',
        paragraphs: [
          `The person in charge of protecting personal information at ${site.name} is our privacy officer. Write to ${email} for any question, request or complaint; we answer within 30 days.`,
        ],
      },
      {
        id: 'what',
        heading: '2. What we collect and why',
        paragraphs: [
          'Orders: your email, your country, the kits you buy and, for printed kits, your shipping address, to deliver the kit, send your receipt and download links, and keep the accounts the law requires.',
          'Accounts: your email and a password (stored only as a hash), and the clues and hunts you save, so you can find them again.',
          'A child’s first name, if you choose to give one for a hunt or a clue: it is printed on the cards and kept for 90 days, then removed automatically (the clues stay, with “Explorer” in its place). The same goes for the names you give to be printed on a printed kit or in a party or classroom kit: kept 90 days after the order, then removed (the order stays).',
          'Messages, reviews and the waitlist: what you write and your email, to answer you, to show your review once we approve it (first name and initial only, never your email), and to tell you when the AI Clue Creator launches.',
          'Your approximate country, from your IP address, to show prices in US or Canadian dollars. Nothing else about your location is kept.',
        ],
      },
      {
        id: 'processors',
        heading: '3. Who processes it for us',
        paragraphs: [
          'Supabase (database, accounts and server functions), which stores the shop’s data.',
          'Stripe (payments): card details go to Stripe directly and never reach us.',
          'Our email provider (Resend), which delivers receipts, download links, shipping emails and account emails.',
          'The AI provider that writes clues: it receives the theme, difficulty and hiding place, never your email or your child’s name (the clue is written with a placeholder name and yours is added on our servers).',
          'The country lookup service (ipapi.co), which tells us your country from your IP address.',
          'Meta (Facebook pixel), only if you accept it in “Privacy choices”; it is off by default and never runs on download, thank-you, account or admin pages.',
          'Some of these providers store data outside Québec and Canada, including in the United States; we chose them for their security commitments and use them only for the purposes above.',
        ],
      },
      {
        id: 'retention',
        heading: '4. How long we keep it',
        paragraphs: [
          'Orders and receipts: six years, as Canadian tax law requires (they stay after an account is deleted, no longer linked to it).',
          'Accounts, saved clues and hunts: until you delete your account. Children’s names in hunts, clues and orders: 90 days.',
          'Messages and reviews: as long as needed to answer you or to show the review; the waitlist until the AI Clue Creator launches. Ask us and we delete them sooner.',
        ],
      },
      {
        id: 'rights',
        heading: '5. Your rights',
        paragraphs: [
          'You may ask to see the personal information we hold about you, to correct it, or to have it deleted, and withdraw a consent at any time. Members delete their account, with all their clues and hunts, themselves from their Account page.',
          'Tracking is off until you accept it; you can change your choice at any time with “Privacy choices” at the bottom of every page.',
          `To use any other right, write to ${email}. If you are not satisfied with our answer, you may complain to the Commission d’accès à l’information du Québec or to the Office of the Privacy Commissioner of Canada.`,
        ],
      },
      {
        id: 'children',
        heading: '6. Children',
        paragraphs: [
          'Our shop and accounts are for parents and teachers. Children do not create accounts, and we do not knowingly collect personal information from children; the only child information we hold is a first name a parent chooses to give for a hunt, a clue or a kit, removed after 90 days.',
        ],
      },
      {
        id: 'security',
        heading: '7. Security',
        paragraphs: [
          'Every table is protected by row-level security, download links are stored only in hashed form, and connections are encrypted. If an incident put your information at risk, we would tell you and the authorities as the law requires.',
        ],
      },
    ],
    contact: `Questions about your personal information? Email ${email}.`,
  },
  fr: frenchTexts<PrivacyPolicy>({
    lang: 'fr',
    heading: 'Politique de confidentialité',
    lastUpdated: `Dernière mise à jour : ${PRIVACY_LAST_UPDATED.fr}`,
    intro: `${site.name} est une entreprise canadienne. Nous recueillons seulement ce qu’il faut pour vous vendre une trousse, gérer votre compte et vous répondre, et nous ne vendons jamais de renseignements personnels. Cette politique suit la Loi sur la protection des renseignements personnels dans le secteur privé du Québec (Loi 25) et la LPRPDE canadienne.`,
    sections: [
      {
        id: 'responsable',
        heading: '1. Personne responsable',
        paragraphs: [
          `La personne responsable de la protection des renseignements personnels chez ${site.name} est notre responsable de la confidentialité. Écrivez à ${email} pour toute question, demande ou plainte; nous répondons dans un délai de 30 jours.`,
        ],
      },
      {
        id: 'renseignements',
        heading: '2. Ce que nous recueillons et pourquoi',
        paragraphs: [
          'Commandes : votre courriel, votre pays, les trousses achetées et, pour les trousses imprimées, votre adresse de livraison, afin de livrer la trousse, d’envoyer votre reçu et vos liens de téléchargement, et de tenir les registres exigés par la loi.',
          'Comptes : votre courriel et un mot de passe (conservé seulement sous forme hachée), ainsi que les indices et les chasses que vous enregistrez.',
          'Le prénom d’un enfant, si vous choisissez de le donner pour une chasse ou un indice : il est imprimé sur les cartes et conservé 90 jours, puis retiré automatiquement (les indices restent, avec « Détective » à sa place). Il en va de même des prénoms que vous donnez pour une trousse imprimée ou une trousse de fête ou de classe : conservés 90 jours après la commande, puis retirés (la commande reste).',
          'Messages, avis et liste d’attente : ce que vous écrivez et votre courriel, pour vous répondre, afficher votre avis une fois approuvé (prénom et initiale seulement, jamais votre courriel) et vous prévenir du lancement du créateur d’indices IA.',
          'Votre pays approximatif, d’après votre adresse IP, pour afficher les prix en dollars américains ou canadiens. Rien d’autre sur votre emplacement n’est conservé.',
        ],
      },
      {
        id: 'sous-traitants',
        heading: '3. Qui les traite pour nous',
        paragraphs: [
          'Supabase (base de données, comptes et fonctions serveur), qui héberge les données de la boutique.',
          'Stripe (paiements) : les données de carte vont directement à Stripe et ne nous parviennent jamais.',
          'Notre fournisseur de courriel (Resend), qui livre les reçus, les liens de téléchargement, les avis d’expédition et les courriels de compte.',
          'Le fournisseur d’IA qui rédige les indices : il reçoit le thème, la difficulté et la cachette, jamais votre courriel ni le prénom de votre enfant (l’indice est rédigé avec un prénom fictif et le vrai est ajouté sur nos serveurs).',
          'Le service de localisation par pays (ipapi.co), qui déduit votre pays de votre adresse IP.',
          'Meta (pixel Facebook), seulement si vous l’acceptez dans « Choix de confidentialité »; il est désactivé par défaut et ne fonctionne jamais sur les pages de téléchargement, de remerciement, de compte ou d’administration.',
          'Certains de ces fournisseurs conservent des données hors du Québec et du Canada, notamment aux États-Unis; nous les avons choisis pour leurs engagements de sécurité et ne les utilisons qu’aux fins décrites ici.',
        ],
      },
      {
        id: 'conservation',
        heading: '4. Durée de conservation',
        paragraphs: [
          'Commandes et reçus : six ans, comme l’exige la loi fiscale canadienne (ils restent après la suppression d’un compte, sans lien avec lui).',
          'Comptes, indices et chasses enregistrés : jusqu’à la suppression de votre compte. Prénoms d’enfants dans les chasses, les indices et les commandes : 90 jours.',
          'Messages et avis : le temps de vous répondre ou d’afficher l’avis; la liste d’attente jusqu’au lancement du créateur d’indices IA. Demandez-le-nous et nous les supprimons plus tôt.',
        ],
      },
      {
        id: 'droits',
        heading: '5. Vos droits',
        paragraphs: [
          'Vous pouvez demander à consulter les renseignements personnels que nous détenons sur vous, à les faire corriger ou supprimer, et retirer un consentement en tout temps. Les membres suppriment eux-mêmes leur compte, avec tous leurs indices et chasses, depuis leur page Compte.',
          'Le suivi publicitaire est désactivé tant que vous ne l’acceptez pas; vous pouvez changer d’avis en tout temps avec « Choix de confidentialité » au bas de chaque page.',
          `Pour exercer tout autre droit, écrivez à ${email}. Si notre réponse ne vous satisfait pas, vous pouvez porter plainte à la Commission d’accès à l’information du Québec ou au Commissariat à la protection de la vie privée du Canada.`,
        ],
      },
      {
        id: 'enfants',
        heading: '6. Enfants',
        paragraphs: [
          'Notre boutique et nos comptes s’adressent aux parents et aux enseignants. Les enfants ne créent pas de compte et nous ne recueillons pas sciemment de renseignements personnels auprès d’eux; le seul renseignement sur un enfant est un prénom qu’un parent choisit de donner pour une chasse, un indice ou une trousse, retiré après 90 jours.',
        ],
      },
      {
        id: 'securite',
        heading: '7. Sécurité',
        paragraphs: [
          'Chaque table est protégée par une sécurité au niveau des lignes, les liens de téléchargement ne sont conservés que sous forme hachée et les connexions sont chiffrées. Si un incident mettait vos renseignements en danger, nous vous en informerions, ainsi que les autorités, comme l’exige la loi.',
        ],
      },
    ],
    contact: `Des questions sur vos renseignements personnels? Écrivez à ${email}.`,
  }),
};
