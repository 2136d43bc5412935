import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';

import {
  printShopSearchTerms,
  webMapsSearchUrl,
} from '../../../../src/features/guides/lib/print-shop-search.ts';
import { brokenPromises, type Promised } from '../../../../tests/promises/promise-table.ts';
import { cluesCatalog, shopPromiseTexts } from '../../../../tests/promises/shop-promise-texts.ts';
import { FIXTURE_TOKEN, orderViewFixture } from './order-test-fixtures.ts';
import { builtInClueProvider, cluePipeline, llmConfigFromEnv } from '../clues/clue-providers.ts';
import type { ClueStore, HuntStore, MemberClueStore } from '../clues/clue-store.ts';
import { seededRandom } from '../clues/engine/random.ts';
import { createGenerateClueHandler } from '../clues/generate-clue-handler.ts';
import { createGenerateHuntHandler } from '../clues/generate-hunt-handler.ts';
import type { DownloadLinks } from '../orders/download-links.ts';
import { orderEmail, type OutgoingEmail } from '../orders/order-email.ts';
import type { OrderStore } from '../orders/order-store.ts';
import { createOrdersHandler } from '../orders/orders-handler.ts';
import { shippingEmail } from '../orders/shipping-email.ts';
import type { OwnerEmail } from '../shop/owner-email.ts';
import { createSubmitFormHandler } from '../shop/submit-form-handler.ts';
import { shippingCountry } from './checkout-pricing.ts';
import { themeLabels, difficultyKinds } from './clue-options.ts';
import { clueAgeBands, clueDifficulties, clueRequestSchema, clueThemes } from './clue-request.ts';
import type { HuntRow } from './hunt-request.ts';
import { DOWNLOAD_ALL_QUERY, kitLicenceSummaryByLocale } from './kit-download.ts';
import { categories, categoryTextIn } from './kit-categories.ts';
import { kitDownloadChoicesSchema } from './kit-download-choices.ts';
import { kits, kitWordsIn } from './kits.ts';
import { locales, type Locale } from './locales.ts';
import type { OrderView } from './order-view.ts';
import { maxQuantity, shippingCountries } from './pricing.ts';
import { defaultShippingSpeed, shippingRates, shippingSpeeds } from './printed-orders.ts';
import { regions } from './regions.ts';

/**
 * Issue 29 §8: what the shop promises about buying a kit and about the clue generator — delivery,
 * downloads, shipping, support, the generator's choices and the members' hunts — each tied to the code
 * that keeps it: the functions' handlers run on in-memory stores, and the domain's configuration. The
 * kits' contents are read against their PDFs in scripts/kit (kit-contents-promises.test.ts).
 */

const repositoryRoot = join(dirname(fileURLToPath(import.meta.url)), '../../../..');
const SITE = 'https://shop.example';
const SUPPORT = 'help@shop.example';
const SHOP = 'owner@shop.example';
const MEMBER = 'member-token';
const NAME = 'Maëlle';
const HUNT_ID = '00000000-0000-4000-a000-0000000000a1';

const orderIn = (locale: Locale, overrides: Partial<OrderView> = {}) =>
  orderViewFixture({ locale, terms_language: locale, created_at: new Date().toISOString(), ...overrides });

/** What the handlers did, read once by the table's checks. */
const done = {
  /** A fresh paid order's thank-you page lists its digital kit's download. */
  thankYouDownload: false,
  /** The receipt of each language: a link per kit, Download All, the support address. */
  receipt: {} as Record<Locale, string>,
  /** Each language's shipping email of a shipped printed kit. */
  shipped: {} as Record<Locale, string>,
  /** The lost-downloads form: the emails it sent, and whether it could make new links. */
  recovery: [] as OutgoingEmail[],
  recoveryMints: false,
  /** The contact form's message to the shop. */
  contact: [] as OwnerEmail[],
  /** Per language: a member with no order gets a clue for every difficulty and age band, with the name. */
  clues: {} as Record<Locale, { status: number; clue: string }[]>,
  saved: 0,
  /** A whole hunt of three places, and the text the member typed over card 2. */
  hunt: null as HuntRow | null,
  edited: null as string | null,
};

const json = (url: string, body: unknown, method = 'POST', token = 'anon-key') =>
  new Request(`http://localhost/functions/v1/${url}`, {
    method,
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });

async function runOrders() {
  const paid = orderIn('en');
  const store = {
    orderBySession: async () =>
      structuredClone({ ...paid, items: paid.items.map((item) => ({ ...item, token: null })) }),
    paidOrdersForEmail: async () => [structuredClone(paid)],
    claimRate: async () => true,
  } as unknown as OrderStore;
  const links = {
    show: async (orders: OrderView[], { mint }: { mint: boolean }) => {
      done.recoveryMints ||= mint;
      return orders.map((order) => ({
        ...order,
        items: order.items.map((item) => ({
          ...item,
          token: item.format === 'digital' ? FIXTURE_TOKEN : null,
        })),
      }));
    },
  } as unknown as DownloadLinks;
  const handler = createOrdersHandler({
    store,
    links,
    siteUrl: SITE,
    caller: async () => ({ kind: 'guest' }),
    sendMail: async (email) => void done.recovery.push(email),
  });
  const thankYou = (await (
    await handler(json('orders/by-session', { sessionId: 'cs_test_promises1' }))
  ).json()) as {
    order?: { downloads?: { kit: string; token: string }[] };
  };
  done.thankYouDownload =
    thankYou.order?.downloads?.some(
      (download) => download.kit === 'easter-bunny' && download.token === FIXTURE_TOKEN,
    ) ?? false;
  await handler(json('orders/recover', { email: paid.email }));

  for (const locale of locales) {
    const email = orderEmail(orderIn(locale), SITE, SUPPORT);
    done.receipt[locale] = `${email.text}\n${email.html}`;
    const shipment = {
      carrier: 'Canada Post',
      trackingNumber: 'TRACK123',
      trackingUrl: 'https://track.example/TRACK123',
    };
    const shipped = shippingEmail(orderIn(locale), shipment, SUPPORT);
    done.shipped[locale] = `${shipped.text}\n${shipped.html}`;
  }
}

async function runContactForm() {
  const handler = createSubmitFormHandler({
    store: { claimSubmission: async () => ({ allowed: true }), insertSubmission: async () => {} },
    shopEmail: SHOP,
    sendOwnerEmail: async (email) => void done.contact.push(email),
  });
  await handler(
    json('submit-form', {
      formType: 'contact',
      name: 'Ada',
      email: 'ada@example.com',
      message: 'My zip will not open.',
    }),
  );
}

async function runGenerator() {
  let seed = 1;
  const providers = [builtInClueProvider(() => seededRandom(seed++))];
  const quota = { perMinute: 100, perDay: 100 };
  const base: Pick<ClueStore, 'currentMember' | 'claimGenerations'> = {
    currentMember: async (token) => (token === MEMBER ? { id: 'member-1' } : null),
    claimGenerations: async () => ({ allowed: true }),
  };
  const clueStore: MemberClueStore = {
    ...base,
    saveClue: async (memberId, clue) => {
      done.saved += 1;
      return { id: String(done.saved), user_id: memberId, created_at: '', ...clue } as never;
    },
  };
  const clue = createGenerateClueHandler({ store: clueStore, providers, quota });
  for (const locale of locales) {
    done.clues[locale] = [];
    for (const difficulty of clueDifficulties)
      for (const ageBand of clueAgeBands) {
        const location =
          locale === 'fr' ? 'sous le tapis bleu du salon' : 'under the blue rug in the living room';
        const answer = await clue(
          json(
            'generate-clue',
            { theme: 'nature', difficulty, ageBand, location, childName: NAME, locale },
            'POST',
            MEMBER,
          ),
        );
        const body = (await answer.json()) as { clue: string };
        done.clues[locale].push({ status: answer.status, clue: body.clue });
      }
  }

  let row: HuntRow | null = null;
  const huntStore: HuntStore = {
    ...base,
    insertHunt: async (memberId, hunt) =>
      (row = { id: HUNT_ID, user_id: memberId, title: 'A hunt', created_at: 'a', updated_at: 'a', ...hunt }),
    getHunt: async () => row && structuredClone(row),
    updateClueTexts: async (_memberId, _seen, clueTexts) =>
      (row = { ...row!, clue_texts: clueTexts, updated_at: 'b' }),
  };
  const hunt = createGenerateHuntHandler({ store: huntStore, providers, quota });
  const places = ['under the kitchen table', 'behind the bathroom door', 'in the mailbox'];
  await hunt(
    json(
      'generate-hunt',
      { theme: 'adventure', difficulty: 'easy', ageBand: '6-8', places, childName: NAME },
      'POST',
      MEMBER,
    ),
  );
  done.hunt = row;
  await hunt(
    json(
      'generate-hunt',
      { huntId: HUNT_ID, number: 2, text: 'Knock knock, look by the door.' },
      'PATCH',
      MEMBER,
    ),
  );
  done.edited = (row as HuntRow | null)?.clue_texts[1] ?? null;
}

beforeAll(async () => {
  await runOrders();
  await runContactForm();
  await runGenerator();
}, 60_000);

const downloadChoices = (paper: string, ink: string, childName = '') =>
  kitDownloadChoicesSchema.safeParse({ paper, ink, childName }).success;

/** The generator's theme names as each language's form shows them. */
const themeNamesIn: Readonly<Record<Locale, readonly string[]>> = {
  en: clueThemes.map((theme) => themeLabels[theme]),
  fr: clueThemes.map((theme) => cluesCatalog.fr[`clues.theme.${theme}`]!),
};

const themeWordsIn: Readonly<Record<Locale, RegExp>> = {
  en: /\b(?:pirates?|dinosaurs?|astronauts?|space)\b/gi,
  fr: /\b(?:pirates?|dinosaures?|astronautes?|espace)\b/gi,
};

/** The words a kit is known by in `locale`: its title, description and tags. */
const kitWords = (locale: Locale) =>
  kits.map((kit) => {
    const { title, description, tags } = kitWordsIn(kit, locale);
    return [title, description, ...tags].join(' ').toLowerCase();
  });

/** What sets each category apart in its name: "Holiday" Adventures, Aventures "festives". */
const categoryWord = (locale: Locale, name: string) =>
  (locale === 'fr' ? name.replace(/^Aventures /, '') : name.replace(/ Adventures$/, '')).toLowerCase();

const table: readonly Promised[] = [
  {
    what: 'nine kits in the catalog',
    phrase: { en: /\bnine\b/i, fr: /\bneuf\b/i },
    kept: () => kits.length === 9,
  },
  {
    what: "the browse page's categories, every one of them",
    phrase: {
      en: /\b(?:holiday|action|fantasy|learning)\b/i,
      fr: /\b(?:festives|pleines d’action|fantastiques|éducatives)\b/i,
    },
    kept: (locale, _match, text) =>
      categories
        .filter((entry) => entry.id !== 'all')
        .every((entry) =>
          text.toLowerCase().includes(categoryWord(locale, categoryTextIn(entry, locale).name)),
        ),
  },
  {
    what: 'a kit of each theme named',
    phrase: {
      en: /\b(?:pirates?|dinosaurs?|astronauts?|space)\b/i,
      fr: /\b(?:pirates?|dinosaures?|astronautes?|espace)\b/i,
    },
    kept: (locale, _match, text) =>
      [...text.matchAll(themeWordsIn[locale])].every(([word]) =>
        kitWords(locale).some((words) => words.includes(word.toLowerCase().replace(/s$/, ''))),
      ),
  },
  {
    what: 'the kit to download on the thank-you page, as soon as the payment is confirmed',
    phrase: {
      en: /instant|right away|the moment you order|ready in minutes/i,
      fr: /instantané|tout de suite|dès votre commande|prête en quelques minutes/i,
    },
    kept: () => done.thankYouDownload,
  },
  {
    what: "the receipt email with each kit's download link",
    phrase: {
      en: /email with your files|order email|on (?:its|their) way to your inbox|download links here|download and email/i,
      fr: /courriel avec vos fichiers|courriel de (?:votre )?commande|en route vers votre boîte de réception|liens de téléchargement|envoi par courriel/i,
    },
    kept: (locale) =>
      done.receipt[locale]!.includes(`${SITE}${locale === 'fr' ? '/fr' : ''}/downloads/${FIXTURE_TOKEN}`),
  },
  {
    what: "Download All: the receipt's link to the whole kit in one zip",
    phrase: { en: /Download All/, fr: /Tout télécharger/ },
    kept: (locale) => done.receipt[locale]!.includes(`${DOWNLOAD_ALL_QUERY}=easter-bunny`),
  },
  {
    what: 'a download on the paper and ink the parent picks',
    phrase: { en: /paper and ink/i, fr: /papier et (?:l’)?encre/i },
    kept: () =>
      ['letter', 'a4'].every((paper) => ['color', 'bw'].every((ink) => downloadChoices(paper, ink))),
  },
  {
    what: 'the kit to download in colour or in black and white',
    phrase: { en: /black and white/i, fr: /noir et blanc/i },
    kept: () => downloadChoices('letter', 'color') && downloadChoices('letter', 'bw'),
  },
  {
    what: "the child's name on the kit, asked with the download",
    phrase: { en: /child['’]s name/i, fr: /prénom de (?:votre |l’)enfant/i },
    kept: () => downloadChoices('letter', 'color', NAME),
  },
  {
    what: 'one licence per kit, printed as often as the family likes',
    phrase: { en: /as many times as you like|as often as/i, fr: /autant de fois|aussi souvent/i },
    kept: (locale) => maxQuantity('digital') === 1 && !/\d/.test(kitLicenceSummaryByLocale[locale].family),
  },
  {
    what: 'one payment: the files sent again, with new links, whenever they are lost',
    phrase: { en: /pay once|one-time/i, fr: /une seule fois/i },
    kept: () => done.recoveryMints && done.recovery.some((email) => email.text.includes('/downloads/')),
  },
  {
    what: 'the lost-downloads form emails the links again',
    phrase: {
      en: /send your files again|lost your download/i,
      fr: /renverrons vos fichiers|perdu votre téléchargement/i,
    },
    kept: () =>
      done.recovery.some((email) => email.to === 'ada@example.com' && email.text.includes('/downloads/')),
  },
  {
    what: 'support by email: the address in every receipt, and the contact form that writes to the shop',
    phrase: { en: /email support/i, fr: /soutien par courriel/i },
    kept: (locale) =>
      done.receipt[locale]!.includes(SUPPORT) && done.contact.some((email) => email.to === SHOP),
  },
  {
    what: 'a choice of shipping speeds in every region',
    phrase: { en: /shipping options/i, fr: /options de livraison/i },
    kept: () =>
      regions.every(
        (region) =>
          shippingSpeeds.length > 1 &&
          new Set(shippingSpeeds.map((speed) => shippingRates[region][speed].cents)).size ===
            shippingSpeeds.length,
      ),
  },
  {
    what: 'US shipping that costs something, more for a faster speed',
    phrase: { en: /fees may vary/i, fr: /frais de livraison peuvent varier/i },
    kept: () =>
      shippingSpeeds.every((speed) => shippingRates.us[speed].cents > 0) &&
      new Set(shippingSpeeds.map((speed) => shippingRates.us[speed].cents)).size > 1,
  },
  {
    what: 'free standard shipping in Canada',
    phrase: { en: /free shipping in canada/i, fr: /livraison gratuite au canada/i },
    kept: () => shippingRates.ca[defaultShippingSpeed].cents === 0,
  },
  {
    what: "printed kits shipped to an address in the buyer's own country",
    phrase: {
      en: /to your door|shipped|ship within the United States/i,
      fr: /à votre porte|expédiées|livrées partout aux États-Unis/i,
    },
    kept: () =>
      regions.every((region) => shippingCountries.includes(shippingCountry[region])) &&
      shippingCountry.us === 'US',
  },
  {
    what: 'a shipping email with the tracking number',
    phrase: { en: /tracking number|shipping email/i, fr: /numéro de suivi|courriel d’expédition/i },
    kept: (locale) =>
      done.shipped[locale]!.includes('TRACK123') &&
      done.shipped[locale]!.includes('https://track.example/TRACK123'),
  },
  {
    what: 'a confirmation email with the order and where it ships',
    phrase: { en: /confirmation email/i, fr: /courriel de confirmation/i },
    kept: (locale) =>
      done.receipt[locale]!.includes('ACK-1001') && done.receipt[locale]!.includes('12 rue Principale'),
  },

  {
    what: 'the print-shop finder: a map search for print shops around the parent',
    phrase: { en: /print (?:or copy )?shop/i, fr: /centre d’impression|imprimeur/i },
    kept: (locale) =>
      existsSync(join(repositoryRoot, 'src/app/routes/find-print-shop.tsx')) &&
      webMapsSearchUrl({ latitude: 45.5, longitude: -73.6 }, printShopSearchTerms[locale]).includes(
        '@45.5,-73.6,',
      ),
  },

  // The clue generator.
  {
    what: 'clues for any member, who pays nothing',
    topic: 'generator',
    phrase: {
      en: /free (?:with an )?account|free account/i,
      fr: /gratuit(?:ement)? avec un compte|compte gratuit/i,
    },
    kept: (locale) =>
      done.clues[locale]!.length > 0 && done.clues[locale]!.every(({ status }) => status === 200),
  },
  {
    what: "the generator's own themes, all of them and no other",
    topic: 'generator',
    phrase: {
      en: /\b(?:mystery|fantasy|nature|science)\b/i,
      fr: /\b(?:mystère|fantastique|fantaisie|nature|science)\b/i,
    },
    // "Adventure, mystery, fantasy, nature or science, and how hard it should be": the list, item by item.
    kept: (locale, _match, text) => {
      const listed = text
        .split(/, (?:and|et) /)[0]!
        .split(/, | or | ou /)
        .map((item) => item.trim().toLowerCase());
      const names = themeNamesIn[locale].map((name) => name.toLowerCase());
      return listed.length === names.length && listed.every((item) => names.includes(item));
    },
  },
  {
    what: 'a choice of difficulty',
    topic: 'generator',
    phrase: { en: /how hard|difficult/i, fr: /difficulté/i },
    kept: () =>
      clueDifficulties.length > 1 && clueDifficulties.every((difficulty) => difficulty in difficultyKinds),
  },
  {
    what: 'clues written for the age band chosen, shorter for the little ones',
    topic: 'generator',
    phrase: {
      en: /age group|age-appropriate|fits their age|little ones|big kids|early readers/i,
      fr: /groupe d’âge|adapté(?:s|e)? à (?:l’âge|son âge|chaque âge)|tout-petits|plus grands|jeunes lecteurs/i,
    },
    kept: (locale) => {
      const words = (band: number) =>
        done.clues[locale]!.filter((_, index) => index % clueAgeBands.length === band).map(
          ({ clue }) => clue.split(/\s+/).length,
        );
      return (
        clueAgeBands.every(
          (ageBand) =>
            clueRequestSchema.safeParse({ theme: 'nature', difficulty: 'easy', location: 'x', ageBand })
              .success,
        ) && Math.max(...words(0)) <= Math.max(...words(clueAgeBands.length - 1))
      );
    },
  },
  {
    what: 'rhymes and riddles among the difficulties',
    topic: 'generator',
    phrase: { en: /rhym|riddle/i, fr: /\brimes?\b|énigme|devinette/i },
    kept: () =>
      Object.values(difficultyKinds).some((kind) => /rhyme/i.test(kind)) &&
      Object.values(difficultyKinds).some((kind) => /riddle/i.test(kind)),
  },
  {
    what: "the child's name in every clue, and on a hunt's first card",
    topic: 'generator',
    phrase: {
      en: /child['’]s name|first name|who is hunting|personali[sz]ed/i,
      fr: /\bprénom\b|qui part à la chasse|personnalisés?\b/i,
    },
    kept: (locale) =>
      done.clues[locale]!.every(({ clue }) => clue.includes(NAME)) &&
      done.hunt?.clue_texts[0]?.includes(NAME) === true,
  },
  {
    what: 'a clue written for the hiding place the parent describes',
    topic: 'generator',
    phrase: {
      en: /hiding (?:spot|place)s?|where (?:the|you want to hide the) (?:next )?clue/i,
      fr: /\bcachettes?\b|où (?:se cache|l’indice)/i,
    },
    kept: () =>
      !clueRequestSchema.safeParse({ theme: 'nature', difficulty: 'easy' }).success &&
      done.hunt?.places.length === 3 &&
      done.hunt.clue_texts.length === 3,
  },
  {
    what: 'a whole hunt: one card per place, each leading to the next',
    topic: 'generator',
    phrase: {
      en: /whole hunt|chain of clue cards|one clue card per place/i,
      fr: /chasse complète|suite de cartes-indices|une carte-indice par cachette/i,
    },
    kept: () =>
      done.hunt !== null &&
      done.hunt.clue_texts.length === done.hunt.places.length &&
      done.hunt.places.length === 3,
  },
  {
    what: "a hunt's cards that the member edits and keeps",
    topic: 'generator',
    phrase: { en: /tweak|customi[sz]e/i, fr: /modifiez|personnalisez\b/i },
    kept: () => done.edited === 'Knock knock, look by the door.',
  },
  {
    what: "the member's clues and hunts, saved",
    topic: 'generator',
    phrase: { en: /\bsaved\b|\bkeep\b|newest first/i, fr: /enregistrés|conserver|plus récent/i },
    kept: () =>
      done.saved === locales.length * clueDifficulties.length * clueAgeBands.length && done.hunt !== null,
  },
  {
    what: 'a clue in seconds: the language model is cut off and the built-in engine answers',
    topic: 'generator',
    phrase: { en: /in seconds|instant generation/i, fr: /en quelques secondes|en un instant/i },
    kept: () => {
      const env = {
        CLUE_LLM_BASE_URL: 'http://127.0.0.1:9',
        CLUE_LLM_API_KEY: 'key',
        CLUE_LLM_MODEL: 'model',
      };
      const pipeline = cluePipeline(env);
      return pipeline.at(-1)?.name === 'built-in' && (llmConfigFromEnv(env)?.timeoutMs ?? Infinity) <= 10_000;
    },
  },
];

/** What a small shop like this one does not offer: no text may promise it. */
const unkept: Readonly<Record<Locale, RegExp>> = {
  en: /subscription|monthly|free trial|money-back|guarantee|same-day|overnight|next-day|free shipping(?! in canada)|worldwide|international|24\/7|phone support|live chat|gift wrap|lifetime|voice|audio|photo upload|translat|unlimited|mobile app/i,
  fr: /abonnement|mensuel|essai gratuit|remboursé|garantie|le jour même|le lendemain|partout dans le monde|international|24 ?h|par téléphone|clavardage|emballage-cadeau|à vie\b|\bvoix\b|audio|téléverse|tradui|illimité|application mobile/i,
};

describe('what the shop promises about buying, delivery and the clue generator, it does', () => {
  it('keeps every promise of the plans, the delivery notes and the pages, in both languages', () => {
    expect(brokenPromises(shopPromiseTexts, table, unkept)).toEqual([]);
  });
});
