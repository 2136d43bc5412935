/**
 * Reads a parent's French hiding place ("sous le lit de Maya", "à côté du divan", "boîte aux lettres")
 * into what a French clue may repeat: the preposition as written, the place as a clue can name it, the
 * words that name it (a riddle hides them), its owner and the room it is in when the phrase says so.
 * Nothing is guessed: a clue names the place in the parent's own words; when the phrase has no article
 * and the naming word is not one we know the gender of, the clue quotes the place as typed
 * (« boîte à surprises ») rather than risk a wrong « le » or « la ».
 */

/** Nouns we know, with their article and riddle lines that are true of every such thing. */
interface FrenchNoun {
  article: 'le' | 'la';
  /** First-person riddle lines, each a sentence; none names another place or an unsafe one. */
  hints: readonly string[];
}

const storage = ['On range des choses en moi.'];
const seat = ['On s’assoit sur moi pour se reposer.'];
const clothes = ['On range des vêtements en moi.'];
const shoe = ['Un pied se glisse en moi.'];

/** Common safe hiding places in Québec homes, schools and yards. */
export const frenchNouns: Readonly<Record<string, FrenchNoun>> = {
  lit: { article: 'le', hints: ['On dort sur moi toute la nuit.', 'On me fait chaque matin.'] },
  matelas: { article: 'le', hints: ['Tu dors sur moi chaque nuit.'] },
  oreiller: { article: 'le', hints: ['Ta tête se repose sur moi la nuit.'] },
  coussin: { article: 'le', hints: ['Je suis tout mou et on s’appuie sur moi.'] },
  couverture: { article: 'la', hints: ['Je te garde bien au chaud la nuit.'] },
  divan: { article: 'le', hints: ['Toute la famille s’assoit sur moi.'] },
  sofa: { article: 'le', hints: ['Toute la famille s’assoit sur moi.'] },
  canapé: { article: 'le', hints: ['Toute la famille s’assoit sur moi.'] },
  fauteuil: { article: 'le', hints: ['Une seule personne à la fois s’assoit sur moi.'] },
  chaise: { article: 'la', hints: seat },
  banc: { article: 'le', hints: seat },
  table: {
    article: 'la',
    hints: ['J’ai des pattes, mais je ne marche jamais.', 'On pose des choses sur moi.'],
  },
  bureau: { article: 'le', hints: ['On écrit et on dessine sur moi.'] },
  tiroir: { article: 'le', hints: ['On me tire pour m’ouvrir et on me pousse pour me fermer.'] },
  tapis: { article: 'le', hints: ['On marche sur moi tous les jours.', 'Je suis couché par terre.'] },
  frigo: { article: 'le', hints: ['Je garde le lait et le jus au froid.'] },
  réfrigérateur: { article: 'le', hints: ['Je garde le lait et le jus au froid.'] },
  boîte: { article: 'la', hints: storage },
  panier: { article: 'le', hints: storage },
  bac: { article: 'le', hints: storage },
  coffre: { article: 'le', hints: storage },
  sac: { article: 'le', hints: ['On transporte des choses en moi.'] },
  valise: { article: 'la', hints: ['On me remplit de vêtements pour partir en voyage.'] },
  armoire: { article: 'la', hints: clothes },
  'garde-robe': { article: 'la', hints: clothes },
  commode: { article: 'la', hints: clothes },
  placard: { article: 'le', hints: ['J’ai une porte, et on range des choses derrière elle.'] },
  'garde-manger': { article: 'le', hints: ['Je garde les céréales et les pâtes.'] },
  étagère: { article: 'la', hints: ['On pose des objets sur moi.'] },
  bibliothèque: { article: 'la', hints: ['Des histoires se rangent sur moi.'] },
  livre: { article: 'le', hints: ['J’ai des pages à tourner.'] },
  manteau: { article: 'le', hints: ['On me porte quand il fait froid dehors.', 'J’ai deux manches.'] },
  chapeau: { article: 'le', hints: ['On me porte sur la tête.'] },
  tuque: { article: 'la', hints: ['On me porte sur la tête quand il fait froid.'] },
  botte: { article: 'la', hints: shoe },
  soulier: { article: 'le', hints: shoe },
  chaussure: { article: 'la', hints: shoe },
  pantoufle: { article: 'la', hints: shoe },
  toutou: { article: 'le', hints: ['Je suis tout doux et j’aime les câlins.'] },
  ourson: { article: 'le', hints: ['Je suis tout doux et j’aime les câlins.'] },
  piano: { article: 'le', hints: ['J’ai des touches noires et blanches.'] },
  horloge: { article: 'la', hints: ['Je dis l’heure toute la journée.'] },
  miroir: { article: 'le', hints: ['Quand tu me regardes, tu te vois.'] },
  arbre: { article: 'le', hints: ['J’ai des branches et des feuilles.'] },
  vase: { article: 'le', hints: [] },
  pot: { article: 'le', hints: [] },
  plante: { article: 'la', hints: ['Je pousse un peu chaque jour.'] },
  cabane: { article: 'la', hints: [] },
  maison: { article: 'la', hints: [] },
  pupitre: { article: 'le', hints: ['En classe, on écrit sur moi.'] },
  casier: { article: 'le', hints: storage },
  classeur: { article: 'le', hints: ['Je garde des feuilles bien rangées.'] },
};

/** Where a clue tells the child to look, by the parent's preposition: « Regarde dessous ! ». */
const prepositions: readonly { pattern: RegExp; look: string }[] = [
  { pattern: /^à l['’]intérieur/, look: 'dedans' },
  { pattern: /^(?:en|au)[ -]dessous/, look: 'dessous' },
  { pattern: /^(?:au[ -]dessus|en haut)/, look: 'dessus' },
  { pattern: /^au fond/, look: 'tout au fond' },
  { pattern: /^au pied/, look: 'tout en bas' },
  { pattern: /^au bout/, look: 'tout au bout' },
  { pattern: /^(?:à côté|près|proche|contre)/, look: 'tout près' },
  { pattern: /^autour/, look: 'tout autour' },
  { pattern: /^sous/, look: 'dessous' },
  { pattern: /^dans/, look: 'dedans' },
  { pattern: /^sur/, look: 'dessus' },
  { pattern: /^derrière/, look: 'derrière' },
  { pattern: /^devant/, look: 'devant' },
  { pattern: /^entre/, look: 'bien au milieu' },
];

/** A preposition at the start of the phrase, and the article its "de" or "à" held (du = de + le). */
const prepositionPattern =
  /^((?:à l['’]intérieur|en[ -]dessous|au[ -]dessous|au[ -]dessus|en haut|au fond|au pied|au bout|à côté|près|proche|autour)\s+(?:de la |de l['’]|du |des |de |d['’])|(?:sous|dans|sur|derrière|devant|entre|contre|chez|parmi|au|aux|à la)\s+|à l['’]\s*)/i;

const contracted: Readonly<Record<string, string>> = {
  du: 'le ',
  des: 'les ',
  au: 'le ',
  aux: 'les ',
  'de la': 'la ',
  'à la': 'la ',
};

const determinerPattern =
  /^(?:le|la|les|un|une|des|mon|ma|mes|ton|ta|tes|son|sa|ses|notre|nos|votre|vos|leur|leurs|ce|cet|cette|ces)\s+|^l['’]\s*/i;

/** Words before or after a noun that describe rather than name it. */
const describers = new Set(
  `petit petite petits petites grand grande grands grandes gros grosse vieux vieille vieil nouveau nouvelle
  beau belle joli jolie bleu bleue rouge vert verte jaune blanc blanche noir noire rose brun brune gris grise
  mauve orange doré dorée haut haute bas basse gauche droite droit premier première dernier dernière deuxième
  troisième vide plein pleine secret secrète préféré préférée vieux`.split(/\s+/),
);

/** Words that end the naming words: what follows is an owner, a room or a purpose. */
const complementWords = new Set(
  'de du des d pour qui que où avec dans sous sur près derrière devant entre contre chez en'.split(' '),
);

const familyWords =
  /^(?:papa|maman|grand-maman|grand-papa|grand-mère|grand-père|mamie|papi|mamy|papy|bébé|tante|oncle|matante|mononcle|(?:mon|ma|ton|ta|notre|votre) \p{L}+)/iu;

const holidays = /^(?:Noël|Pâques|l’?Halloween|la Saint-|Saint-Valentin)/u;

/** Rooms a setting may name: "le tiroir de la cuisine" is in the kitchen. */
const rooms =
  /^(?:la cuisine|le salon|la chambre|la salle de bains?|la salle de jeux|la salle à manger|le sous-sol|l['’]entrée|le bureau|la cour|le jardin|la classe|le corridor|le couloir|le vestibule)\b/i;

export interface FrenchPlace {
  /** The place as typed, trimmed, without closing punctuation. */
  given: string;
  /** How to say where it is, as the parent did: "sous le lit de Maya"; absent without a preposition. */
  where?: string;
  /** The place as a clue names it: "le lit de Maya", "la boîte aux lettres", « boîte à surprises ». */
  object: string;
  /** True when `object` quotes the parent's words because their article is unknown. */
  quoted: boolean;
  /** The words that name the place ("boîte", "lettres"): a riddle never says them. */
  keyWords: string[];
  /** The first of them: the naming word. */
  head: string;
  /** Whose it is, when the phrase says: "Maya", "papa", "ta sœur". */
  owner?: string;
  /** The room it is in, as a "dans …" phrase, when the phrase says: "dans la cuisine". */
  room?: string;
  /** The end of the clue's last sentence: « Regarde dessous ! ». */
  look: string;
  /** The known noun, when the naming word is one. */
  noun?: FrenchNoun;
}

const words = (text: string) => text.split(/\s+/).filter(Boolean);
const normalize = (text: string) => text.toLowerCase().replace(/[’‘]/g, "'");
const singular = (word: string) => word.replace(/(?<=\p{L}{2})[sx]$/u, '');

export function nounFor(word: string): FrenchNoun | undefined {
  const lower = word.toLowerCase();
  return frenchNouns[lower] ?? frenchNouns[singular(lower)];
}

export function parseFrenchPlace(location: string): FrenchPlace {
  const given = location
    .trim()
    .replace(/\s+/g, ' ')
    .replace(/[\s.!?;:,…]+$/, '');
  const lowerFirst = given.charAt(0).toLowerCase() + given.slice(1);
  const match = prepositionPattern.exec(lowerFirst);
  const prepositionText = match?.[1] ?? '';
  const rest = lowerFirst.slice(prepositionText.length).trim();
  const joiner = /(de la|à la|du|des|aux|au)\s*$/i.exec(prepositionText.trim())?.[1]?.toLowerCase();
  const elided = /l['’]$/i.test(prepositionText.trim()) ? 'l’' : '';
  // The object with its article put back: "du divan" names "le divan".
  const withArticle = `${joiner ? (contracted[joiner] ?? '') : elided}${rest}`;
  const look =
    prepositions.find(({ pattern }) => pattern.test(normalize(prepositionText)))?.look ?? 'bien partout';

  const afterDeterminer = withArticle.replace(determinerPattern, '');
  const tokens = words(afterDeterminer.replace(/'/g, '’'));
  const naming: string[] = [];
  let index = 0;
  for (; index < tokens.length; index++) {
    const word = tokens[index]!.replace(/[^\p{L}’-]/gu, '');
    const lower = word.toLowerCase();
    if (complementWords.has(lower) || /^d’/i.test(word)) break;
    if (!word || describers.has(lower)) continue;
    if (/^(?:à|au|aux)$/.test(lower)) continue;
    naming.push(word);
  }
  const keyWords = [...new Set(naming.filter((word) => word.length >= 2))];
  const head = keyWords[0] ?? words(given).at(-1) ?? given;
  const tail = tokens.slice(index).join(' ');
  const ownerMatch = /^(?:de|d’)\s*(.+)$/iu.exec(tail);
  let owner: string | undefined;
  let room: string | undefined;
  if (ownerMatch) {
    const after = ownerMatch[1]!;
    // A capital names a person ("de Maya"), except a holiday: « le sapin de Noël » belongs to nobody.
    if ((/^\p{Lu}/u.test(after) && !holidays.test(after)) || familyWords.test(after)) owner = after;
    else if (rooms.test(after)) room = `dans ${after}`;
  }
  const roomMatch = /(?:^|\s)(?:du|de la|de l’|dans)\s+(.+)$/iu.exec(tail);
  if (!room && roomMatch) {
    const phrase = /^du\s/i.test(tail) ? `le ${roomMatch[1]}` : roomMatch[1]!;
    if (rooms.test(phrase)) room = `dans ${phrase}`;
  }

  const noun = nounFor(head);
  const hasArticle = determinerPattern.test(withArticle) || /^\p{Lu}/u.test(rest);
  const plural = /[sx]$/i.test(head) && !frenchNouns[head.toLowerCase()];
  let object = withArticle;
  let quoted = false;
  if (!hasArticle) {
    if (noun && !plural) {
      object = /^[aeiouyéèêàâîôûh]/i.test(withArticle)
        ? `l’${withArticle}`
        : `${noun.article} ${withArticle}`;
    } else {
      object = `«${rest || given}»`;
      quoted = true;
    }
  }
  return {
    given,
    ...(prepositionText && rest ? { where: `${prepositionText}${rest}`.replace(/\s+/g, ' ') } : {}),
    object,
    quoted,
    keyWords,
    head,
    ...(owner ? { owner } : {}),
    ...(room ? { room } : {}),
    look,
    ...(noun ? { noun } : {}),
  };
}
