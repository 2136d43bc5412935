/**
 * How a text is recognised as naming a place on the safety list (safe-places.ts), and what a parent is
 * told about it: for every place, in each language, the words that name it (regular-expression
 * sources, matched on whole words in lower case with straight apostrophes), a one-sentence reason and
 * a safe place nearby to suggest instead. Read "under the stairs" (a floor-level cupboard), "upstairs"
 * and "downstairs" as safe; the stairs themselves, the steps and anything up high as not. A sink is
 * safe, what is under it is not.
 */

import { frenchTypography } from './french-typography.ts';
import { locales, type Locale } from './locales.ts';
import { unsafePlaceNames, type UnsafePlaceGroupId, type UnsafePlaceId } from './safe-places.ts';

interface Recognition {
  /** What a parent or a riddle may call it: regular-expression sources, lower case, straight apostrophes. */
  words: Readonly<Record<Locale, readonly string[]>>;
  /** Why not, in one sentence for a parent. */
  note: Readonly<Record<Locale, string>>;
  /** A safe place nearby, as it completes "How about … instead?". */
  instead: Readonly<Record<Locale, string>>;
}

export interface UnsafePlace extends Recognition {
  id: UnsafePlaceId;
  group: UnsafePlaceGroupId;
  /** How the safety lists name it. */
  name: Readonly<Record<Locale, string>>;
}

// French nouns that are also other words ("four" is a number in English, "la remise" a discount,
// "en route" a way to go) count only after a determiner: "le four", "du foyer", "la route".
const fr = (noun: string) =>
  `(?:(?:le|la|les|du|des|au|aux|un|une|mon|ma|mes|ton|ta|tes|son|sa|ses|notre|votre|nos|vos|leur|leurs|ce|cet|cette|ces) |l')${noun}`;
// "de" is kept apart: "la salle de bain" is a room, "une mitaine de four" is by the oven.
const frWithDe = (noun: string) => `(?:${fr(noun)}|de ${noun})`;
// An English vehicle or appliance only when it is one: "the car", "Dad's car", not "the toy car".
const en = (noun: string) =>
  `(?:the|a|an|our|my|your|his|her|their|this|that|family|parked|(?:mom|mum|dad|mommy|daddy|grandma|grandpa|nana|papa)'?s) ${noun}`;

const recognition: Readonly<Record<UnsafePlaceId, Recognition>> = {
  // Anything hot
  oven: {
    words: { en: ['ovens?'], fr: [frWithDe('fours?'), 'fourneaux?'] },
    note: { en: 'The oven gets hot.', fr: 'Le four devient très chaud.' },
    instead: { en: 'the bread box', fr: 'la boîte à pain' },
  },
  stove: {
    words: {
      en: ['stoves?', 'stove ?tops?', 'cook ?tops?', 'hobs?', 'burners?', 'range ?tops?'],
      fr: ['cuisinières?', fr('poêles?'), 'ronds? de poêle', 'plaques? de cuisson', 'tables? de cuisson'],
    },
    note: {
      en: 'The stove stays hot even after cooking.',
      fr: 'La cuisinière reste chaude même après la cuisson.',
    },
    instead: { en: 'the fruit bowl', fr: 'le bol de fruits' },
  },
  microwave: {
    words: { en: ['microwaves?'], fr: ['micro[- ]?ondes'] },
    note: {
      en: 'The microwave heats food, and it often sits above the stove.',
      fr: 'Le micro-ondes chauffe la nourriture, et il est souvent au-dessus de la cuisinière.',
    },
    instead: { en: 'the pantry', fr: 'le garde-manger' },
  },
  toaster: {
    words: {
      en: [
        'toasters?',
        'air ?fryers?',
        'deep ?fryers?',
        'slow ?cookers?',
        'crock ?pots?',
        'rice ?cookers?',
        'pressure ?cookers?',
        'instant ?pots?',
        'coffee ?(?:makers?|machines?|pots?)',
        'espresso machines?',
        'waffle (?:makers?|irons?)',
        'sandwich (?:makers?|presses?)',
      ],
      fr: [
        'grille[- ]pains?',
        'toasters?',
        'friteuses?',
        'mijoteuses?',
        'autocuiseurs?',
        'cuiseurs? à riz',
        'cafetières?',
        'machines? à (?:café|espresso)',
        'gaufriers?',
      ],
    },
    note: {
      en: 'Countertop appliances like the toaster get hot.',
      fr: 'Les petits appareils du comptoir, comme le grille-pain, deviennent chauds.',
    },
    instead: { en: 'the cookie jar', fr: 'le pot à biscuits' },
  },
  kettle: {
    words: { en: ['kettles?'], fr: ['bouilloires?'] },
    note: { en: 'The kettle holds boiling water.', fr: 'La bouilloire contient de l’eau bouillante.' },
    instead: { en: 'the cookie jar', fr: 'le pot à biscuits' },
  },
  fireplace: {
    words: {
      en: [
        'fire ?places?',
        'hearths?',
        'mantel(?:piece)?s?',
        'mantle ?pieces?',
        'wood ?stoves?',
        'wood ?burners?',
        'fire ?pits?',
        'camp ?fires?',
        'bon ?fires?',
        'fire ?guards?',
        'fire ?screens?',
        'chimneys?',
        'candles?',
      ],
      fr: [
        frWithDe('foyers?'),
        'foyers? (?:au|à) bois',
        'foyers? extérieurs?',
        'cheminées?',
        'poêles? à bois',
        'feux? de (?:camp|foyer|bois|joie)',
        'chandelles?',
        'bougies?',
      ],
    },
    note: {
      en: 'Fire and candles can burn, even when they look out.',
      fr: 'Le feu et les chandelles peuvent brûler, même quand ils semblent éteints.',
    },
    instead: { en: 'behind a sofa cushion', fr: 'derrière un coussin du divan' },
  },
  heater: {
    words: {
      en: [
        'heaters?',
        'radiators?',
        'furnaces?',
        'boilers?',
        'heat(?:ing)? (?:vents?|registers?)',
        'hot water tanks?',
      ],
      fr: [
        'chaufferettes?',
        'calorifères?',
        'radiateurs?',
        'plinthes? (?:chauffantes?|électriques?)',
        'fournaises?',
        'chauffe[- ]eau',
        'thermopompes?',
        'bouches? de chaleur',
        'appareils? de chauffage',
      ],
    },
    note: {
      en: 'Heaters and radiators can burn small hands.',
      fr: 'Les chaufferettes et les calorifères peuvent brûler les petites mains.',
    },
    instead: { en: 'under the rug', fr: 'sous le tapis' },
  },
  dryer: {
    words: {
      en: ['dryers?', 'driers?', 'blow ?dryers?', 'curling (?:irons?|wands?)', '(?:hair )?straighteners?'],
      fr: [
        'sécheuses?',
        'séchoirs? à cheveux',
        'sèche[- ]cheveux',
        'sèche[- ]linge',
        'fers? à friser',
        'fers? plats?',
      ],
    },
    note: {
      en: 'Dryers get hot, and a child can climb into a clothes dryer.',
      fr: 'Une sécheuse devient chaude, et un enfant peut grimper dedans.',
    },
    instead: { en: 'the laundry basket', fr: 'le panier à linge' },
  },
  iron: {
    words: {
      en: [
        '(?:the|an|my|your|clothes|steam|travel) irons?(?! (?:gate|fence|railing|bench|door|bars?|chair|table|pot|man|age))',
        'ironing boards?',
      ],
      fr: ['fers? à repasser', 'planches? à repasser'],
    },
    note: {
      en: 'An iron stays hot long after it is off, and an ironing board tips over easily.',
      fr: 'Un fer reste chaud longtemps après qu’on l’éteint, et une planche à repasser bascule facilement.',
    },
    instead: { en: 'the sock drawer', fr: 'le tiroir à bas' },
  },
  barbecue: {
    words: {
      en: ['barbecues?', 'barbeques?', 'bbqs?', 'grills?', 'smokers?'],
      fr: ['barbecues?', 'bbq', 'grils?'],
    },
    note: {
      en: 'The barbecue stays hot long after cooking.',
      fr: 'Le barbecue reste chaud longtemps après la cuisson.',
    },
    instead: { en: 'under the picnic table', fr: 'sous la table à pique-nique' },
  },
  // Machines
  washer: {
    words: {
      en: ['washing ?machines?', '(?<!dish |pressure |window |power )washers?'],
      fr: ['laveuses?', 'machines? à laver'],
    },
    note: {
      en: 'A child can climb into a washing machine and get shut in.',
      fr: 'Un enfant peut grimper dans une laveuse et y rester coincé.',
    },
    instead: { en: 'the laundry basket', fr: 'le panier à linge' },
  },
  dishwasher: {
    words: { en: ['dish ?washers?'], fr: ['lave[- ]vaisselle'] },
    note: {
      en: 'The dishwasher holds knives and detergent, and its open door is easy to trip on.',
      fr: 'Le lave-vaisselle contient des couteaux et du détergent, et sa porte ouverte fait trébucher.',
    },
    instead: { en: 'under the kitchen table', fr: 'sous la table de la cuisine' },
  },
  'moving-parts': {
    words: {
      en: [
        `${en('fans?')}(?! of| club)`,
        '(?:electric|ceiling|box|desk|floor|standing|tower|pedestal) fans?',
        'fan blades?',
        'spinning blades?',
        'treadmills?',
        'exercise (?:bikes?|machines?|equipment)',
        'stationary bikes?',
        'rowing machines?',
        'shredders?',
        'blenders?',
        'food processors?',
      ],
      fr: [
        'ventilateurs?',
        'tapis roulants?',
        'vélos? stationnaires?',
        "appareils? d'exercice",
        'rameurs?',
        'déchiqueteuses?',
        'mélangeurs?',
        'robots? culinaires?',
        'pales',
      ],
    },
    note: {
      en: 'Moving blades and belts can catch small fingers.',
      fr: 'Les pales et les courroies qui bougent peuvent pincer les petits doigts.',
    },
    instead: { en: 'the toy box', fr: 'le coffre à jouets' },
  },
  // Cleaning products, medicines and chemicals
  'under-sink': {
    words: {
      en: [
        '(?:under|underneath|beneath|below) (?:the |a |your |our )?(?:kitchen |bathroom |laundry )?(?:sinks?|vanity|vanities|basins?)',
        '(?:sink|vanity) (?:cabinets?|cupboards?)',
        'vanity',
      ],
      fr: [
        "sous (?:l'|le |la |un |une )?(?:évier|lavabo|vanité)",
        "(?:armoires?|placards?|meubles?) (?:sous|de) (?:l'évier|le lavabo)",
        'meubles?[- ]lavabos?',
        'vanités?',
      ],
    },
    note: {
      en: 'Cleaning products are usually kept under the sink.',
      fr: 'On range souvent les produits ménagers sous l’évier.',
    },
    instead: { en: 'the pantry', fr: 'le garde-manger' },
  },
  cleaning: {
    words: {
      en: [
        'cleaning (?:closets?|cupboards?|cabinets?|products?|supplies|sprays?|caddy|caddies|buckets?)',
        'broom (?:closets?|cupboards?)',
        'utility (?:closets?|cupboards?)',
        "janitor'?s? (?:closets?|cupboards?)",
        'bleach',
        'detergents?',
        'laundry (?:pods?|soap|tablets?)',
        'disinfectants?',
        '(?<!vacuum |dry )cleaners?',
      ],
      fr: [
        '(?:placards?|armoires?|garde-robes?) (?:à|de|du) (?:ménage|balais?)',
        "produits? (?:ménagers?|d'entretien|de nettoyage|nettoyants?)",
        'nettoyants?',
        'javel(?:lisants?)?',
        'détergents?',
        'savon à (?:lessive|vaisselle|lave-vaisselle)',
        'capsules? (?:de|à) (?:lessive|détergent|lave-vaisselle)',
        'désinfectants?',
      ],
    },
    note: {
      en: 'Cleaning products can poison a child.',
      fr: 'Les produits ménagers peuvent empoisonner un enfant.',
    },
    instead: { en: 'the coat closet', fr: 'la garde-robe d’entrée' },
  },
  medicine: {
    words: {
      en: [
        'medicines?',
        'medications?',
        'pills?',
        'pill ?box(?:es)?',
        'vitamins?',
        'first[- ]aid (?:kits?|box(?:es)?)',
        'bathroom (?:cabinets?|cupboards?)',
        'pharmacy',
      ],
      fr: [
        'médicaments?',
        'pharmacies?',
        'pilules?',
        'comprimés?',
        'vitamines?',
        'trousses? de premiers soins',
        '(?:armoires?|placards?) de (?:la )?salle de bains?',
      ],
    },
    note: {
      en: 'Medicines are kept there, and some look like candy.',
      fr: 'On y range des médicaments, et certains ressemblent à des bonbons.',
    },
    instead: { en: 'next to the toothbrush cup', fr: 'à côté du verre à brosses à dents' },
  },
  chemicals: {
    words: {
      en: [
        'chemicals?',
        'pesticides?',
        'insecticides?',
        'weed ?killers?',
        'bug ?sprays?',
        'fertili[sz]ers?',
        'antifreeze',
        'paint (?:cans?|thinner)',
        'garden chemicals',
        'gasoline',
        'gas cans?',
        'propane',
        'poisons?',
        'rat poison',
        '(?:mouse|rat) ?traps?',
      ],
      fr: [
        'produits? chimiques?',
        'pesticides?',
        'herbicides?',
        'insecticides?',
        'engrais',
        'antigel',
        'diluant',
        'pots? de peinture',
        'essence',
        "bidons? d'essence",
        'propane',
        'poisons?',
        'mort-aux-rats',
        'pièges? à (?:souris|rats?)',
      ],
    },
    note: {
      en: 'Garage and garden chemicals are poisonous.',
      fr: 'Les produits du garage et du jardin sont toxiques.',
    },
    instead: { en: 'inside the watering can', fr: 'dans l’arrosoir' },
  },
  // Up high or on the stairs
  stairs: {
    words: {
      en: [
        '(?<!(?:under|underneath|beneath|below) (?:the )?)(?:stairs?|stair ?cases?|stair ?ways?|stair ?wells?)',
        'bann?isters?',
        '(?:bottom|top|front|back|porch|basement|cellar|deck|first|last|lowest|highest) steps?',
        '(?:on|by|near|at|beside|next to) the steps',
      ],
      fr: [
        "(?<!sous (?:l'|les |le ))(?:escaliers?|cages? d'escalier)",
        "marches? (?:de l'escalier|du haut|du bas|d'en haut|d'en bas)",
        '(?:première|dernière|plus basse|plus haute) marche',
        "rampes? d(?:e l'|')escalier",
        'perrons?',
      ],
    },
    note: {
      en: 'A child hurrying on the stairs can fall.',
      fr: 'Un enfant pressé peut tomber dans l’escalier.',
    },
    instead: { en: 'under the doormat', fr: 'sous le tapis d’entrée' },
  },
  'up-high': {
    words: {
      en: [
        'up high',
        'high up',
        '(?:top|high|highest|upper) (?:shelf|shelves|cupboards?|cabinets?)',
        'top of (?:the |a |your |my |our )?(?:fridge|refrigerator|freezer|wardrobe|closet|cupboards?|cabinets?|bookshelf|bookshelves|bookcase|dresser|door|door ?frame|tv|television|piano|microwave|shelf|shelves|armoire)',
        '(?:step ?)?ladders?',
        'step ?stools?',
        'attics?',
        'lofts?',
        'on (?:the |a |our |your )?roofs?',
        'roof ?tops?',
        'ceilings?',
        'chandeliers?',
        'light fixtures?',
        'curtain rods?',
        'tree ?branch(?:es)?',
        'tree ?tops?',
        '(?:up|in|into) (?:a|the) tree(?! ?houses?)',
      ],
      fr: [
        'en hauteur',
        'tout en haut',
        "(?:tablettes?|étagères?) (?:du haut|d'en haut|la plus haute)",
        'plus hautes? (?:tablettes?|étagères?)',
        "(?:sur le dessus|en haut|au-dessus|au dessus) (?:du|de la|de l'|des) (?:frigo|réfrigérateur|congélateur|garde-robe|armoire|bibliothèque|commode|porte|télé|télévision|piano|micro-ondes|tablette|étagère)",
        "sur (?:le frigo|le réfrigérateur|le congélateur|l'armoire|la garde-robe)",
        'échelles?',
        'escabeaux?',
        'marchepieds?',
        'greniers?',
        'entretoits?',
        "(?:sur|du) (?:le |un |l')?toits?",
        'plafonds?',
        'lustres?',
        'tringles? à rideaux?',
        "branches? d'arbre",
        "(?:dans|en haut d'|sur) (?:un|l'|le) ?arbre",
      ],
    },
    note: {
      en: 'A child may climb to reach a card up high, and furniture can tip over.',
      fr: 'Un enfant peut grimper pour atteindre une carte en hauteur, et un meuble peut basculer.',
    },
    instead: { en: 'a low shelf your child can reach', fr: 'une tablette basse à sa portée' },
  },
  // Water
  bathtub: {
    words: {
      en: [
        'bath ?tubs?',
        '(?<!bird |foot |after (?:a |the |your )?)baths?(?! ?(?:mats?|towels?|robes?|toys?|rugs?|sponges?|time|salts?|bombs?))',
        '(?<!toy |storage |ice cream |plastic |lego |craft |paint |laundry |yogh?urt |butter |margarine |sand |sensory |bath toy )tubs?(?! of)',
      ],
      fr: ['baignoires?', `${fr('bains?')}(?! d'oiseaux?| de (?:soleil|pieds|bouche))`],
    },
    note: {
      en: 'A child can slip in the tub, and even a little water is a drowning risk.',
      fr: 'Un enfant peut glisser dans le bain, et même un peu d’eau présente un risque de noyade.',
    },
    instead: { en: 'on the towel rack', fr: 'sur le porte-serviettes' },
  },
  toilet: {
    words: {
      en: ['toilets?(?! ?(?:paper|rolls?|tissues?))', 'loos?(?! rolls?)'],
      fr: ['(?<!papier (?:de |à )|trousses? de |eau de )toilettes?'],
    },
    note: {
      en: 'A toilet holds water and germs, and the cleaning brush sits beside it.',
      fr: 'La toilette contient de l’eau et des microbes, et la brosse de nettoyage est juste à côté.',
    },
    instead: { en: 'under the bath mat', fr: 'sous le tapis de bain' },
  },
  pool: {
    words: {
      en: [
        '(?<!car )pools?(?! (?:tables?|noodles?|cues?|balls?|sticks?))',
        'hot ?tubs?',
        'jacuzzis?',
        'whirlpools?',
        'splash pads?',
      ],
      fr: ['piscines?', fr('spas?'), 'bains? tourbillons?', 'pataugeoires?'],
    },
    note: {
      en: 'A child can drown in a pool in seconds, without a sound.',
      fr: 'Un enfant peut se noyer dans une piscine en quelques secondes, sans un bruit.',
    },
    instead: { en: 'under the garden bench', fr: 'sous le banc de jardin' },
  },
  pond: {
    words: {
      en: [
        'ponds?',
        'lakes?',
        'lakesides?',
        'rivers?',
        'riverbanks?',
        'creeks?',
        'streams?',
        'brooks?',
        '(?:rain|water) ?barrels?',
        'ditch(?:es)?',
        'beach(?:es)?',
        'ocean',
        'seaside',
      ],
      fr: [
        'étangs?',
        'lacs?',
        'rivières?',
        'ruisseaux?',
        fr('mares?'),
        'bassins?',
        'barils? (?:de pluie|récupérateurs?)',
        "récupérateurs? d'eau",
        'fossés?',
        'plages?',
      ],
    },
    note: {
      en: 'Open water is a drowning risk, even when it looks shallow.',
      fr: 'L’eau libre présente un risque de noyade, même quand elle semble peu profonde.',
    },
    instead: { en: 'behind the big tree', fr: 'derrière le gros arbre' },
  },
  // Electricity
  outlet: {
    words: {
      en: [
        'outlets?',
        'sockets?',
        'power ?(?:strips?|bars?|boards?|cords?|cables?)',
        'extension (?:cords?|leads?)',
        'electrical (?:cords?|wires?|panels?|box(?:es)?)',
        'fuse ?box(?:es)?',
        'breaker (?:box(?:es)?|panels?)',
        '(?:wall|power|electric|electrical) plugs?',
        'plugged in',
      ],
      fr: [
        'prises? (?:électriques?|de courant)',
        '(?:la|une|les|des|cette|ces) prises?(?! de (?:judo|vue|photo|sang|position|conscience|parole))',
        "barres? d'alimentation",
        'multiprises?',
        'rallonges?',
        'fils? électriques?',
        'panneaux? électriques?',
        'boîtes? à fusibles',
        'disjoncteurs?',
      ],
    },
    note: {
      en: 'Outlets and cords are not for little fingers.',
      fr: 'Les prises et les fils, ce n’est pas pour les petits doigts.',
    },
    instead: { en: 'under a sofa cushion', fr: 'sous un coussin du divan' },
  },
  charger: {
    words: {
      en: [
        '(?:phone|laptop|tablet|battery|usb|wall|the|a|your|my) chargers?',
        'charging (?:cables?|stations?|docks?|pads?)',
        'night ?lights?',
      ],
      fr: ['chargeurs?', 'câbles? de recharge', 'stations? de recharge', 'veilleuses?'],
    },
    note: {
      en: 'Chargers and night lights are plugged into an outlet.',
      fr: 'Les chargeurs et les veilleuses sont branchés dans une prise.',
    },
    instead: { en: 'on the bookshelf', fr: 'sur la bibliothèque' },
  },
  'behind-screens': {
    words: {
      en: [
        'behind (?:the |a |your |my |our )?(?:tv|television|telly|tv stand|tv cabinet|entertainment (?:center|centre|unit)|computer|monitor|printer|game console|stereo)',
      ],
      fr: [
        "derrière (?:la |le |l'|les |ton |ta )?(?:télé|télévision|téléviseur|meuble télé|ordinateur|écran|imprimante|console)",
      ],
    },
    note: {
      en: 'Behind the TV are cords and outlets, and a pulled TV can tip over.',
      fr: 'Derrière la télé, il y a des fils et des prises, et une télé tirée peut basculer.',
    },
    instead: { en: 'under the coffee table', fr: 'sous la table de salon' },
  },
  // Windows and balconies
  window: {
    words: {
      en: ['windows?', 'window ?sills?', 'window ?ledges?', 'window ?seats?', 'window ?box(?:es)?'],
      fr: ['fenêtres?', 'rebords? de (?:la )?fenêtre', 'portes?-fenêtres?', 'moustiquaires?', 'lucarnes?'],
    },
    note: {
      en: 'A child may climb to reach a window, and a screen will not stop a fall.',
      fr: 'Un enfant peut grimper pour atteindre une fenêtre, et une moustiquaire n’empêche pas une chute.',
    },
    instead: { en: 'under the armchair', fr: 'sous le fauteuil' },
  },
  curtains: {
    words: {
      en: [
        'curtains?',
        'drapes',
        'draperies',
        'blinds',
        'window (?:blinds?|shades?)',
        '(?:blind|curtain) cords?',
      ],
      fr: ['rideaux?', 'tentures?', fr('stores?'), 'cordons? de (?:store|rideau)x?'],
    },
    note: {
      en: 'Curtains and blinds hang at a window, and their cords can wrap around a neck.',
      fr: 'Les rideaux et les stores pendent devant une fenêtre, et leurs cordons peuvent s’enrouler autour du cou.',
    },
    instead: { en: 'behind the armchair', fr: 'derrière le fauteuil' },
  },
  balcony: {
    words: {
      en: ['balcon(?:y|ies)', 'railings?', 'fire escapes?'],
      fr: ['balcons?', 'garde-corps', "galeries? (?:d'en haut|du deuxième|du second)"],
    },
    note: {
      en: 'A child can climb a balcony railing and fall.',
      fr: 'Un enfant peut grimper sur le garde-corps d’un balcon et tomber.',
    },
    instead: { en: 'under the doormat', fr: 'sous le tapis d’entrée' },
  },
  // The road and the car
  road: {
    words: {
      en: [
        'roads?',
        'roadsides?',
        'streets?',
        'driveways?',
        'curbs?',
        'curbsides?',
        'kerbs?',
        'sidewalks?',
        'parking (?:lots?|spots?|spaces?)',
        'crosswalks?',
        'traffic',
        'highways?',
        'alleys?',
        'alleyways?',
        'car ?ports?',
      ],
      fr: [
        frWithDe('rues?'),
        frWithDe('routes?'),
        'bords? de (?:la )?(?:rue|route)',
        "entrées? (?:de garage|d'auto|de cour)",
        "allées? (?:de garage|d'auto)",
        'stationnements?',
        'trottoirs?',
        'ruelles?',
        'autoroutes?',
        "abris? d'auto",
      ],
    },
    note: {
      en: 'Drivers may not see a child by the road or in the driveway.',
      fr: 'Un automobiliste peut ne pas voir un enfant près de la rue ou dans l’entrée.',
    },
    instead: { en: 'in the boots by the door', fr: 'dans les bottes près de la porte' },
  },
  mailbox: {
    words: {
      en: ['mail ?box(?:es)?', 'letter ?box(?:es)?', 'post ?box(?:es)?'],
      fr: ['boîtes? (?:aux|à) lettres', 'boîtes? postales?'],
    },
    note: {
      en: 'The mailbox is often by the road, and it is for mail only.',
      fr: 'La boîte aux lettres est souvent près de la rue, et elle est réservée au courrier.',
    },
    instead: { en: 'under the doormat', fr: 'sous le tapis d’entrée' },
  },
  car: {
    words: {
      en: [
        `${en('(?:car|minivan|van|suv|truck|pickup)')}(?! (?:track|mat|rug|wash))`,
        'cars? (?:seats?|trunks?|doors?|boots?)',
        'glove ?(?:box(?:es)?|compartments?)',
        'sun ?visors?',
        'booster seats?',
        'spare (?:tires?|tyres?|wheels?)',
      ],
      fr: [
        `${frWithDe('(?:voitures?|autos?|automobiles?|chars?|camions?|fourgonnettes?|minifourgonnettes?)')}(?! téléguidée| jouets?| de (?:poupée|course))`,
        "coffres? (?:de la voiture|de l'auto|du char|arrière)",
        '(?:coffres?|boîtes?) à gants',
        'pare-soleil',
        "(?:sièges?|bancs?) d'(?:auto|enfant)",
        'pneus? de secours',
      ],
    },
    note: {
      en: 'A parked car heats up fast, and a child can get shut inside.',
      fr: 'Une voiture stationnée se réchauffe vite, et un enfant peut y rester enfermé.',
    },
    instead: { en: 'on the shoe rack', fr: 'sur l’étagère à souliers' },
  },
  // The garage and the shed
  garage: {
    words: { en: ['garages?'], fr: ['garages?'] },
    note: {
      en: 'The garage holds tools, chemicals and cars.',
      fr: 'Le garage est plein d’outils, de produits chimiques et de voitures.',
    },
    instead: { en: 'behind the front door', fr: 'derrière la porte d’entrée' },
  },
  shed: {
    words: {
      en: [
        '(?:the|a|garden|tool|storage|backyard|potting|wood|bike|our|my|your) sheds?',
        'toolsheds?',
        'workshops?',
        'work ?bench(?:es)?',
      ],
      fr: ['cabanons?', fr('remises?'), "(?:l'|un |cet |sur l'|sous l')établis?"],
    },
    note: {
      en: 'A shed holds sharp tools and chemicals.',
      fr: 'Un cabanon cache des outils coupants et des produits chimiques.',
    },
    instead: { en: 'under the bird feeder', fr: 'sous la mangeoire d’oiseaux' },
  },
  tools: {
    words: {
      en: [
        '(?<!toy |play |pretend )tools?',
        'toolbox(?:es)?',
        'lawn ?mowers?',
        'mowers?',
        'chain ?saws?',
        'hedge (?:trimmers?|clippers?)',
        'weed (?:whackers?|eaters?|trimmers?)',
        '(?:leaf|snow) ?blowers?',
      ],
      fr: [
        '(?<!jouets? |petits )outils?',
        'tondeuses?',
        'scies? (?:à chaîne|mécaniques?|électriques?)',
        'tronçonneuses?',
        'taille-haies?',
        'coupe-bordures?',
        'souffleuses?',
        'souffleurs? à feuilles',
      ],
    },
    note: {
      en: 'Tools and mowers have sharp blades.',
      fr: 'Les outils et la tondeuse ont des lames coupantes.',
    },
    instead: { en: 'inside the watering can', fr: 'dans l’arrosoir' },
  },
  // The bins
  recycling: {
    words: {
      en: ['recycling', 'recycle bins?', 'blue (?:box(?:es)?|bins?)', 'compost(?:ers?)?'],
      fr: [
        'recyclage',
        'bacs? (?:de|à) (?:récupération|compost)',
        'bacs? (?:bleus?|bruns?|verts?)',
        'compost(?:eurs?)?',
      ],
    },
    note: {
      en: 'Recycling holds sharp cans and broken glass, and compost holds germs.',
      fr: 'Le recyclage contient des conserves coupantes et du verre, et le compost, des microbes.',
    },
    instead: { en: 'under a kitchen chair', fr: 'sous une chaise de la cuisine' },
  },
  trash: {
    words: {
      en: [
        'trash',
        'garbage',
        'rubbish',
        'wastebaskets?',
        'waste ?(?:paper )?(?:baskets?|bins?)',
        'dumpsters?',
        'dustbins?',
        '(?:diaper|nappy) (?:pails?|bins?)',
        '(?<!toy |bread |storage |sports? |book |hat |lego |craft |blanket |shoe |sock |laundry |puzzle |sand |costume |dress-up |dress up |art |crayon |snack |food |recipe |sticker |ball |library |mitten |glove |boot |scarf |pencil |paper )bins?',
      ],
      fr: [
        'poubelles?',
        'vidanges',
        'ordures',
        'déchets',
        'corbeilles? à papier',
        "bacs? (?:à|aux|d') (?:ordures|déchets|vidanges)",
        'bacs? roulants?',
        'conteneurs?',
        'seaux? à couches',
      ],
    },
    note: {
      en: 'Trash holds germs and sharp things like cans and broken glass.',
      fr: 'Les poubelles contiennent des microbes et des objets coupants, comme des conserves ou du verre cassé.',
    },
    instead: { en: 'inside the toy box', fr: 'dans le coffre à jouets' },
  },
  'litter-box': {
    words: { en: ['litter ?(?:box(?:es)?|trays?|pans?)', '(?:cat|kitty) litter'], fr: ['litières?'] },
    note: { en: 'A litter box is full of germs.', fr: 'La litière du chat est pleine de microbes.' },
    instead: { en: 'under the armchair', fr: 'sous le fauteuil' },
  },
  // Knives and sharp things
  knives: {
    words: {
      en: [
        'knives',
        'knife(?: ?(?:blocks?|drawers?|racks?))?',
        '(?:cutlery|utensil|silverware|flatware) (?:drawers?|trays?|holders?)',
        'razors?',
        'sewing (?:box(?:es)?|kits?|baskets?)',
        'pin ?cushions?',
        'box cutters?',
      ],
      fr: [
        'couteaux?',
        'blocs? à couteaux',
        '(?:tiroirs?|range-couverts?) (?:des|à|aux) (?:ustensiles|couverts|couteaux)',
        'coutellerie',
        'rasoirs?',
        '(?:boîtes?|paniers?|nécessaires?|trousses?) (?:à|de) couture',
        'pelotes? à épingles',
        'exactos?',
      ],
    },
    note: {
      en: 'Knives and other sharp things are kept there.',
      fr: 'On y range des couteaux et d’autres objets coupants.',
    },
    instead: { en: 'the bread box', fr: 'la boîte à pain' },
  },
};

/** The list with how each place is recognised: what the functions, the kit builder and the tests read. */
export const unsafePlaces: readonly UnsafePlace[] = unsafePlaceNames.map((place) => ({
  ...place,
  ...recognition[place.id],
}));

/** What the functions add beside a clue whose place is on the list, in the request's language. */
export interface SafetyNote {
  note: string;
  suggestion: string;
}

const suggestionIn: Readonly<Record<Locale, (instead: string) => string>> = {
  en: (instead) => `How about ${instead} instead?`,
  fr: (instead) => `Pourquoi pas ${instead} ?`,
};

/** French notes get French spacing, as every French text does (french-typography.ts). */
const finishIn: Readonly<Record<Locale, (text: string) => string>> = {
  en: (text) => text,
  fr: frenchTypography,
};

/** Lower case, one kind of apostrophe, one space: the shape the word lists are written for. */
function normalize(text: string): string {
  return text
    .normalize('NFC')
    .toLowerCase()
    .replace(/[\u2019\u2018\u02bc`]/g, "'")
    .replace(/\s+/g, ' ');
}

const compiled = new Map<Locale, readonly { place: UnsafePlace; pattern: RegExp }[]>();

function patternsIn(locale: Locale) {
  let list = compiled.get(locale);
  if (!list) {
    list = unsafePlaces.map((place) => ({
      place,
      // Whole words only: "upstairs" is not the stairs, "bathroom" is not the bath.
      pattern: new RegExp(`(?<![\\p{L}\\p{N}])(?:${place.words[locale].join('|')})(?![\\p{L}\\p{N}])`, 'u'),
    }));
    compiled.set(locale, list);
  }
  return list;
}

function firstIn(text: string, locale: Locale): UnsafePlace | undefined {
  let found: { place: UnsafePlace; at: number } | undefined;
  for (const { place, pattern } of patternsIn(locale)) {
    const at = pattern.exec(text)?.index;
    if (at !== undefined && (!found || at < found.at)) found = { place, at };
  }
  return found?.place;
}

/**
 * The first unsafe place a text names (the one it names earliest), read in `locale` first and then
 * in the other languages, since a parent may write in either whatever page they are on.
 */
export function unsafePlaceIn(text: string, locale: Locale = 'en'): UnsafePlace | undefined {
  const normalized = normalize(text);
  const order = [locale, ...locales.filter((other) => other !== locale)];
  for (const language of order) {
    const place = firstIn(normalized, language);
    if (place) return place;
  }
  return undefined;
}

/** The note a parent sees beside a clue for `place`, or null when the place is not on the list. */
export function safetyNoteFor(place: string, locale: Locale = 'en'): SafetyNote | null {
  const unsafe = unsafePlaceIn(place, locale);
  if (!unsafe) return null;
  const finish = finishIn[locale];
  return {
    note: finish(unsafe.note[locale]),
    suggestion: finish(suggestionIn[locale](unsafe.instead[locale])),
  };
}

/** A hunt's notes, card by card: card k leads the child to place k (null where that place is safe). */
export function safetyNotesFor(places: readonly string[], locale: Locale = 'en'): (SafetyNote | null)[] {
  return places.map((place) => safetyNoteFor(place, locale));
}
