/**
 * Picture cards for pre-readers (spec §1: ages 3–6 get visual clue cards): a friendly line drawing of
 * a common hiding spot, on a 100 × 100 canvas (y grows down, as in SVG). Unlike the kit icons, the
 * colours are the thing's own (a green tree, a white fridge) so a three-year-old knows it at a glance;
 * the card around it wears the kit's theme.
 *
 * Each spot also lists the words parents use for it, which the matcher reads (match-hiding-spot.ts).
 */

import { circle, ellipse, polygon, rect, star } from '../../domain/kit-icons.ts';
import type { Locale } from '../../domain/locales.ts';

/**
 * - `part` (default): filled and outlined; white in black and white, for colouring in.
 * - `cover`: filled, no outline, to hide the inner lines of overlapping parts (a tree's leaves).
 * - `detail`: a small solid mark (eyes, black keys); stays dark grey in black and white.
 * - `tint`: colour only (shine, blush); left out in black and white.
 * - `line`: an outline alone, in `stroke` (default the outline colour) at `width` times the usual.
 */
export type SpotShapeKind = 'part' | 'cover' | 'detail' | 'tint' | 'line';

export interface SpotShape {
  d: string;
  kind?: SpotShapeKind;
  fill?: string;
  stroke?: string;
  width?: number;
}

export interface HidingSpot {
  id: string;
  /**
   * The word printed under the drawing, in each kit language: in French, the thing's everyday name in
   * Québec (« divan », « laveuse »).
   */
  word: Readonly<Record<Locale, string>>;
  /** What parents call it, besides `word` ("refrigerator", "couch"), lower case. */
  names: readonly string[];
  /** Words that may stand right before a name and still mean this spot ("kitchen" table, "bunk" bed). */
  qualifiers?: readonly string[];
  /** Words that may follow a name as a part of it ("sofa cushion", "fridge door"). */
  parts?: readonly string[];
  shapes: readonly SpotShape[];
}

const C = {
  wood: '#c98b4f',
  darkWood: '#8a5a33',
  lightWood: '#e8c38f',
  steel: '#aab4bd',
  metal: '#dfe5ea',
  white: '#ffffff',
  red: '#e0533d',
  lightRed: '#f08a78',
  blue: '#4a90d9',
  lightBlue: '#a9d2f2',
  sky: '#d4ecfa',
  water: '#7fbfe6',
  green: '#5fae4f',
  darkGreen: '#3f8a3a',
  lightGreen: '#9fd37f',
  yellow: '#f5c542',
  orange: '#f08a3c',
  pink: '#f2a0b5',
  purple: '#9b6fd1',
  sand: '#f0d58c',
  terracotta: '#d2693c',
  dark: '#4a4a4a',
  cream: '#fbf3df',
} as const;

const part = (d: string, fill: string): SpotShape => ({ d, fill });
const cover = (d: string, fill: string): SpotShape => ({ d, fill, kind: 'cover' });
const detail = (d: string, fill: string = C.dark): SpotShape => ({ d, fill, kind: 'detail' });
const tint = (d: string, fill: string): SpotShape => ({ d, fill, kind: 'tint' });
const line = (d: string, width = 1, stroke?: string): SpotShape => ({ d, kind: 'line', width, stroke });

/** Books of several colours and heights standing on a shelf whose top is at `bottom`. */
function books(x: number, bottom: number, specs: readonly [number, number, string][]): SpotShape[] {
  let left = x;
  return specs.map(([width, height, fill]) => {
    const shape = part(rect(left, bottom - height, width, height, 1), fill);
    left += width;
    return shape;
  });
}

/** A sneaker seen from the side, its heel at `x`, sole on `baseY`. */
function sneaker(x: number, baseY: number, fill: string): SpotShape[] {
  return [
    part(
      `M ${x} ${baseY - 2} V ${baseY - 12} Q ${x} ${baseY - 15} ${x + 4} ${baseY - 15} H ${x + 9} Q ${x + 11} ${baseY - 9} ${x + 17} ${baseY - 8} Q ${x + 24} ${baseY - 7} ${x + 24} ${baseY - 2} Z`,
      fill,
    ),
    part(rect(x - 1, baseY - 3, 26, 3, 1.5), C.white),
    line(`M ${x + 9} ${baseY - 12} L ${x + 12} ${baseY - 10}`, 0.7),
  ];
}

/** A rain boot seen from the side, its heel at `x`: shaft, toe to the right, a cuff and a dark sole. */
function boot(x: number, fill: string, cuff: string): SpotShape[] {
  return [
    part(
      `M ${x} 24 H ${x + 20} V 66 Q ${x + 20} 72 ${x + 26} 73 L ${x + 34} 75 Q ${x + 40} 77 ${x + 40} 84 V 90 H ${x} Z`,
      fill,
    ),
    part(rect(x - 2, 18, 24, 9, 3), cuff),
    part(rect(x - 1, 88, 42, 6, 2.5), C.dark),
    line(`M ${x + 4} 36 V 58`, 0.7),
  ];
}

/**
 * The tree's crown, as circles (x, y, radius): each outlined, then covered again a little smaller so the
 * inner outlines vanish and the crown reads as one cloud.
 */
const treeLeaves = [
  [50, 40, 26],
  [28, 50, 16],
  [72, 50, 16],
  [36, 22, 17],
  [64, 22, 17],
  [50, 14, 14],
] as const;

export const hidingSpots: readonly HidingSpot[] = [
  {
    id: 'fridge',
    word: { en: 'fridge', fr: 'frigo' },
    names: ['fridge', 'refrigerator', 'refridgerator', 'icebox'],
    qualifiers: ['kitchen'],
    parts: ['door', 'drawer', 'shelf', 'magnet', 'magnets'],
    shapes: [
      part(rect(26, 4, 48, 90, 7), C.metal),
      line('M 26 36 H 74'),
      part(rect(64, 14, 4, 16, 2), C.steel),
      part(rect(64, 44, 4, 26, 2), C.steel),
      part(circle(38, 18, 4), C.red),
      part(rect(34, 48, 10, 8, 1.5), C.yellow),
      part(star(40, 66, 5, 2.3), C.blue),
      part(rect(30, 94, 8, 3, 1), C.dark),
      part(rect(62, 94, 8, 3, 1), C.dark),
    ],
  },
  {
    id: 'bed',
    word: { en: 'bed', fr: 'lit' },
    names: ['bed'],
    qualifiers: ['bunk', 'double', 'single', 'twin', 'queen', 'king', 'big', 'guest', 'mommy', 'daddy'],
    parts: ['sheet', 'sheets', 'blanket', 'covers', 'frame', 'leg', 'legs', 'end', 'foot'],
    shapes: [
      part(rect(6, 26, 14, 68, 6), C.wood),
      part(rect(80, 50, 14, 44, 5), C.wood),
      part(rect(16, 70, 68, 12, 2), C.darkWood),
      part(rect(16, 56, 68, 16, 4), C.white),
      part(ellipse(32, 52, 13, 7), C.white),
      part('M 46 48 H 82 V 76 H 44 Q 38 62 46 48 Z', C.blue),
      line('M 46 48 Q 41 60 44 74'),
      tint(circle(58, 58, 2.5), C.yellow),
      tint(circle(70, 66, 2.5), C.yellow),
      tint(circle(66, 54, 2.5), C.yellow),
    ],
  },
  {
    id: 'sofa',
    word: { en: 'sofa', fr: 'divan' },
    names: ['sofa', 'couch', 'settee', 'sectional', 'loveseat', 'love seat', 'futon'],
    qualifiers: ['living room', 'family room'],
    parts: ['cushion', 'cushions', 'pillow', 'pillows', 'arm', 'back', 'seat'],
    shapes: [
      part(rect(14, 22, 72, 40, 10), C.red),
      part(rect(20, 28, 30, 28, 7), C.lightRed),
      part(rect(50, 28, 30, 28, 7), C.lightRed),
      part(rect(16, 66, 68, 18, 3), C.red),
      part(rect(18, 56, 32, 14, 5), C.lightRed),
      part(rect(50, 56, 32, 14, 5), C.lightRed),
      part(rect(4, 42, 18, 44, 8), C.red),
      part(rect(78, 42, 18, 44, 8), C.red),
      part(rect(9, 86, 7, 8, 1.5), C.darkWood),
      part(rect(84, 86, 7, 8, 1.5), C.darkWood),
    ],
  },
  {
    id: 'armchair',
    word: { en: 'armchair', fr: 'fauteuil' },
    names: ['armchair', 'arm chair', 'recliner', 'easy chair', 'rocking chair'],
    parts: ['cushion', 'cushions', 'seat', 'arm'],
    shapes: [
      part(rect(24, 16, 52, 50, 12), C.green),
      part(rect(31, 23, 38, 36, 8), C.lightGreen),
      part(rect(24, 66, 52, 18, 3), C.green),
      part(rect(28, 56, 44, 14, 5), C.lightGreen),
      part(rect(12, 42, 18, 44, 8), C.green),
      part(rect(70, 42, 18, 44, 8), C.green),
      part(rect(16, 86, 7, 9, 1.5), C.darkWood),
      part(rect(77, 86, 7, 9, 1.5), C.darkWood),
    ],
  },
  {
    id: 'door-mat',
    word: { en: 'door mat', fr: 'tapis d’entrée' },
    names: ['door mat', 'doormat', 'welcome mat', 'front door mat', 'mat by the door'],
    shapes: [
      part(rect(26, 4, 48, 70, 2), C.blue),
      part(rect(32, 10, 36, 22, 2), C.lightBlue),
      part(rect(32, 38, 36, 30, 2), C.lightBlue),
      part(circle(66, 42, 3), C.yellow),
      line('M 4 74 H 96'),
      part('M 20 78 H 80 L 90 96 H 10 Z', C.darkWood),
      part('M 26 81 H 74 L 81 93 H 19 Z', C.orange),
      line('M 34 84 H 66 M 31 88 H 69', 0.7),
    ],
  },
  {
    id: 'toy-box',
    word: { en: 'toy box', fr: 'coffre à jouets' },
    names: ['toy box', 'toybox', 'toy chest', 'toy bin', 'toy basket', 'toy trunk'],
    parts: ['lid'],
    shapes: [
      part('M 12 46 L 18 14 H 94 L 88 46 Z', C.purple),
      part(circle(32, 38, 13), C.red),
      line('M 20 34 Q 32 44 44 34', 1),
      part(circle(57, 28, 4.5), C.wood),
      part(circle(73, 28, 4.5), C.wood),
      part(circle(65, 38, 11), C.wood),
      detail(circle(61, 36, 1.5)),
      detail(circle(69, 36, 1.5)),
      detail(ellipse(65, 41, 2.5, 1.8)),
      part(rect(76, 32, 14, 14, 2), C.yellow),
      part(rect(10, 46, 80, 46, 4), C.blue),
      part(rect(10, 46, 80, 8, 3), C.lightBlue),
      part(star(50, 74, 11, 5), C.yellow),
    ],
  },
  {
    id: 'bookshelf',
    word: { en: 'bookshelf', fr: 'bibliothèque' },
    names: ['bookshelf', 'bookshelves', 'book shelf', 'book shelves', 'bookcase', 'book case'],
    parts: ['shelf', 'top', 'bottom'],
    shapes: [
      part(rect(12, 4, 76, 92, 3), C.wood),
      part(rect(18, 10, 64, 80), C.cream),
      ...books(20, 34, [
        [7, 20, C.red],
        [6, 17, C.blue],
        [8, 22, C.green],
        [6, 18, C.yellow],
        [7, 20, C.purple],
      ]),
      part('M 58 34 L 66 18 L 72 21 L 65 34 Z', C.orange),
      part(rect(18, 34, 64, 5), C.wood),
      ...books(30, 62, [
        [6, 18, C.yellow],
        [8, 20, C.blue],
        [7, 16, C.red],
        [6, 19, C.green],
        [8, 21, C.orange],
        [6, 17, C.purple],
      ]),
      part(rect(18, 62, 64, 5), C.wood),
      ...books(20, 90, [
        [8, 21, C.green],
        [6, 18, C.red],
        [7, 20, C.blue],
      ]),
      part(circle(66, 82, 8), C.pink),
      part(rect(12, 90, 76, 6, 2), C.darkWood),
    ],
  },
  {
    id: 'plant-pot',
    word: { en: 'plant pot', fr: 'plante' },
    names: [
      'plant pot',
      'flower pot',
      'flowerpot',
      'pot plant',
      'potted plant',
      'house plant',
      'houseplant',
      'plant',
      'planter',
    ],
    qualifiers: ['big', 'green'],
    parts: ['pot'],
    shapes: [
      part('M 50 60 Q 22 50 14 26 Q 38 28 50 60 Z', C.green),
      part('M 50 60 Q 78 50 86 26 Q 62 28 50 60 Z', C.green),
      part('M 50 60 Q 30 36 40 8 Q 58 30 50 60 Z', C.lightGreen),
      part('M 50 60 Q 70 36 62 10 Q 44 32 50 60 Z', C.darkGreen),
      line('M 50 60 Q 26 36 18 28 M 50 60 Q 74 36 82 28', 0.6),
      part('M 28 62 H 72 L 66 94 H 34 Z', C.terracotta),
      part(rect(24, 56, 52, 10, 3), C.terracotta),
      tint('M 36 74 L 38 88', '#e88a5c'),
    ],
  },
  {
    id: 'swing',
    word: { en: 'swing', fr: 'balançoire' },
    names: ['swing', 'swings', 'swing set', 'swingset', 'tire swing', 'tyre swing'],
    qualifiers: ['garden', 'backyard', 'playground', 'park'],
    parts: ['seat', 'set'],
    shapes: [
      part('M 20 14 L 27 14 L 13 94 L 6 94 Z', C.red),
      part('M 20 14 L 27 14 L 33 94 L 26 94 Z', C.red),
      part('M 73 14 L 80 14 L 94 94 L 87 94 Z', C.red),
      part('M 73 14 L 80 14 L 74 94 L 67 94 Z', C.red),
      part(rect(12, 8, 76, 8, 3), C.red),
      line('M 40 16 V 70 M 60 16 V 70', 1.1),
      part(rect(34, 68, 32, 6, 2), C.yellow),
      line('M 2 96 H 98', 1),
      tint('M 38 90 Q 42 84 44 90 M 58 90 Q 62 84 64 90', C.green),
    ],
  },
  {
    id: 'tree',
    word: { en: 'tree', fr: 'arbre' },
    names: ['tree', 'tree trunk'],
    qualifiers: ['big', 'apple', 'oak', 'maple', 'pine', 'cherry', 'old', 'garden', 'backyard', 'front'],
    parts: ['trunk', 'roots'],
    shapes: [
      part('M 38 96 Q 46 88 45 58 H 55 Q 54 88 62 96 Z', C.darkWood),
      ...treeLeaves.map(([x, y, r]) => part(circle(x, y, r), C.green)),
      ...treeLeaves.map(([x, y, r]) => cover(circle(x, y, r - 0.9), C.green)),
      part(circle(36, 40, 4), C.red),
      part(circle(60, 30, 4), C.red),
      part(circle(66, 52, 4), C.red),
      part(circle(44, 56, 4), C.red),
      line('M 45 72 Q 40 66 36 64', 0.8),
    ],
  },
  {
    id: 'table',
    word: { en: 'table', fr: 'table' },
    names: ['table', 'dining table', 'dinner table', 'kitchen table', 'breakfast table'],
    qualifiers: ['kitchen', 'dining', 'dining room', 'big'],
    parts: ['leg', 'legs', 'top', 'corner'],
    shapes: [
      part(circle(44, 24, 5.5), C.red),
      part(circle(55, 23, 5.5), C.green),
      part(circle(50, 17, 5), C.orange),
      part('M 34 26 H 66 Q 64 36 50 36 Q 36 36 34 26 Z', C.blue),
      part(rect(4, 36, 92, 10, 3), C.wood),
      part(rect(20, 46, 60, 8), C.darkWood),
      part(rect(12, 46, 9, 48, 2), C.wood),
      part(rect(79, 46, 9, 48, 2), C.wood),
    ],
  },
  {
    id: 'chair',
    word: { en: 'chair', fr: 'chaise' },
    names: ['chair', 'kitchen chair', 'dining chair', 'desk chair', 'chairs'],
    qualifiers: ['kitchen', 'dining', 'wooden', 'little'],
    parts: ['seat', 'leg', 'legs', 'back', 'cushion'],
    shapes: [
      part(rect(30, 60, 6, 26, 2), C.darkWood),
      part(rect(64, 60, 6, 26, 2), C.darkWood),
      part(rect(26, 6, 8, 54, 2), C.wood),
      part(rect(66, 6, 8, 54, 2), C.wood),
      part(rect(26, 6, 48, 10, 3), C.wood),
      part(rect(34, 24, 32, 5, 1.5), C.wood),
      part(rect(34, 36, 32, 5, 1.5), C.wood),
      part('M 22 56 H 78 L 84 66 H 16 Z', C.lightWood),
      part(rect(16, 66, 68, 6, 2), C.wood),
      part(rect(17, 72, 8, 24, 2), C.wood),
      part(rect(75, 72, 8, 24, 2), C.wood),
    ],
  },
  {
    id: 'sink',
    word: { en: 'sink', fr: 'évier' },
    names: ['sink', 'bathroom sink', 'kitchen sink', 'basin', 'wash basin', 'washbasin'],
    qualifiers: ['bathroom', 'kitchen'],
    parts: ['tap', 'faucet', 'edge'],
    shapes: [
      part('M 50 38 V 22 Q 50 14 60 14 H 66 V 22', C.white),
      { d: 'M 50 38 V 22 Q 50 14 60 14 H 66 V 22', kind: 'line', width: 2.6, stroke: C.steel },
      part('M 66 28 Q 70 34 66 36 Q 62 34 66 28 Z', C.water),
      part(circle(36, 32, 4), C.red),
      part(circle(64, 32, 4), C.blue),
      part('M 40 58 H 60 L 64 94 H 36 Z', C.white),
      part('M 14 38 H 86 Q 84 58 50 60 Q 16 58 14 38 Z', C.white),
      part(rect(10, 36, 80, 7, 3.5), C.lightBlue),
      tint('M 24 46 Q 30 52 40 53', C.lightBlue),
    ],
  },
  {
    id: 'closet',
    word: { en: 'closet', fr: 'garde-robe' },
    names: ['closet', 'wardrobe', 'armoire', 'clothes closet', 'coat closet'],
    qualifiers: ['hall', 'bedroom', 'coat'],
    parts: ['door', 'doors', 'floor', 'shelf'],
    shapes: [
      part(rect(18, 8, 64, 82, 3), C.wood),
      part(rect(14, 4, 72, 8, 3), C.darkWood),
      part(rect(22, 15, 27, 70, 2), C.lightWood),
      part(rect(51, 15, 27, 70, 2), C.lightWood),
      part('M 49 58 L 57 64 L 54 69 L 49 65 Z', C.red),
      part(circle(45, 48, 2.8), C.yellow),
      part(circle(55, 48, 2.8), C.yellow),
      part(rect(21, 90, 7, 6, 1), C.darkWood),
      part(rect(72, 90, 7, 6, 1), C.darkWood),
    ],
  },
  {
    id: 'lamp',
    word: { en: 'lamp', fr: 'lampe' },
    names: ['lamp', 'table lamp', 'floor lamp', 'desk lamp', 'bedside lamp', 'lampshade', 'lamp shade'],
    parts: ['shade', 'base'],
    shapes: [
      line('M 12 30 L 4 26 M 88 30 L 96 26 M 14 44 L 6 48 M 86 44 L 94 48', 1, C.orange),
      part(rect(46, 40, 8, 8), C.steel),
      part(ellipse(50, 64, 15, 18), C.blue),
      tint(ellipse(44, 58, 3, 7), C.lightBlue),
      part(rect(30, 80, 40, 9, 3), C.blue),
      part('M 30 8 H 70 L 84 42 H 16 Z', C.yellow),
      line('M 32 42 V 36 M 50 42 V 36 M 68 42 V 36', 0.6),
    ],
  },
  {
    id: 'clock',
    word: { en: 'clock', fr: 'horloge' },
    names: ['clock', 'wall clock', 'alarm clock', 'cuckoo clock'],
    qualifiers: ['kitchen', 'big'],
    shapes: [
      part(circle(50, 50, 44), C.red),
      part(circle(50, 50, 35), C.white),
      ...Array.from({ length: 12 }, (_, hour): SpotShape => {
        const angle = (hour * Math.PI) / 6;
        const inner = hour % 3 === 0 ? 25 : 29;
        const [sin, cos] = [Math.sin(angle), Math.cos(angle)];
        return line(
          `M ${(50 + inner * sin).toFixed(2)} ${(50 - inner * cos).toFixed(2)} L ${(50 + 32 * sin).toFixed(2)} ${(50 - 32 * cos).toFixed(2)}`,
          hour % 3 === 0 ? 1.4 : 0.8,
        );
      }),
      line('M 50 50 V 24', 1.6),
      line('M 50 50 L 66 58', 1.9),
      detail(circle(50, 50, 3.5)),
    ],
  },
  {
    id: 'bike',
    word: { en: 'bike', fr: 'vélo' },
    names: ['bike', 'bicycle', 'tricycle', 'trike'],
    parts: ['basket', 'seat', 'wheel'],
    shapes: [
      { d: circle(24, 66, 18), kind: 'line', width: 2.6 },
      { d: circle(76, 66, 18), kind: 'line', width: 2.6 },
      line(circle(24, 66, 2.5), 1),
      line(circle(76, 66, 2.5), 1),
      { d: 'M 24 66 L 48 66 L 40 38 Z M 40 38 H 68 L 48 66 M 68 38 L 76 66', kind: 'line', width: 3.4 },
      {
        d: 'M 24 66 L 48 66 L 40 38 Z M 40 38 H 68 L 48 66 M 68 38 L 76 66',
        kind: 'line',
        width: 1.8,
        stroke: C.blue,
      },
      line('M 68 38 L 66 28 H 74', 1.6),
      part('M 32 34 H 48 Q 48 38 42 38 H 36 Q 32 38 32 34 Z', C.dark),
      part(circle(48, 66, 4), C.steel),
    ],
  },
  {
    id: 'slide',
    word: { en: 'slide', fr: 'glissoire' },
    names: ['slide', 'slide at the park', 'playground slide', 'slides'],
    qualifiers: ['playground', 'garden', 'backyard', 'park', 'big'],
    shapes: [
      line('M 12 96 L 20 20 M 28 96 L 36 20', 1.6),
      line('M 14 82 H 27 M 15.6 68 H 28.6 M 17 54 H 30 M 18.6 40 H 31.6 M 20 28 H 33', 1),
      part(rect(18, 18, 26, 6, 2), C.blue),
      line('M 20 18 V 8 M 42 18 V 8 M 20 8 H 42', 1),
      part('M 40 20 Q 62 26 72 66 Q 76 84 96 84 V 94 Q 70 94 64 72 Q 56 38 40 30 Z', C.yellow),
      line('M 42 24 Q 64 32 70 70 Q 74 88 96 89', 0.6),
      line('M 2 96 H 98', 1),
    ],
  },
  {
    id: 'sandbox',
    word: { en: 'sandbox', fr: 'carré de sable' },
    names: ['sandbox', 'sand box', 'sandpit', 'sand pit'],
    parts: ['lid', 'corner'],
    shapes: [
      part('M 12 58 H 88 L 96 84 H 4 Z', C.wood),
      part('M 18 62 H 82 L 87 79 H 13 Z', C.sand),
      part(rect(4, 84, 92, 10, 2), C.darkWood),
      part('M 28 66 H 46 L 43 76 H 31 Z', C.sand),
      part('M 31 66 V 60 H 34 V 64 H 37 V 60 H 40 V 64 H 43 V 60 H 46 V 66 Z', C.sand),
      line('M 56 46 Q 65 30 74 46', 1),
      part('M 55 44 H 75 L 72 70 H 58 Z', C.red),
      part(rect(22, 30, 4, 26, 2), C.yellow),
      part('M 16 54 H 32 V 62 Q 24 72 16 62 Z', C.blue),
    ],
  },
  {
    id: 'dog-bed',
    word: { en: 'dog bed', fr: 'lit du chien' },
    names: [
      'dog bed',
      "dog's bed",
      'dogs bed',
      'pet bed',
      'cat bed',
      "cat's bed",
      'dog basket',
      'dog cushion',
    ],
    shapes: [
      part(ellipse(50, 72, 46, 22), C.blue),
      part(ellipse(50, 70, 35, 13), C.cream),
      part(ellipse(50, 64, 22, 12), C.lightWood),
      part(ellipse(38, 52, 6, 10), C.darkWood),
      part(ellipse(62, 52, 6, 10), C.darkWood),
      part(circle(50, 50, 12), C.lightWood),
      line('M 44 48 Q 46 50 48 48 M 52 48 Q 54 50 56 48', 0.8),
      detail(ellipse(50, 54, 2.6, 1.9)),
      part('M 4 72 A 46 22 0 0 0 96 72 L 85 71 A 35 13 0 0 1 15 71 Z', C.blue),
      line('M 72 32 H 80 L 72 40 H 80 M 82 20 H 88 L 82 26 H 88', 0.8),
    ],
  },
  {
    id: 'laundry-basket',
    word: { en: 'laundry basket', fr: 'panier à linge' },
    names: [
      'laundry basket',
      'laundry hamper',
      'hamper',
      'clothes basket',
      'wash basket',
      'washing basket',
      'laundry bin',
    ],
    parts: ['lid'],
    shapes: [
      part('M 18 46 Q 22 28 38 34 Q 48 22 62 32 Q 76 26 82 46 Z', C.pink),
      part('M 30 44 Q 36 34 46 40 L 44 46 Z', C.green),
      part('M 68 42 L 82 18 L 90 22 L 78 44 Z', C.red),
      part('M 14 44 H 86 L 78 94 H 22 Z', C.lightWood),
      line('M 17 58 H 83 M 19 70 H 81 M 21 82 H 79', 0.8),
      line('M 32 46 L 34 94 M 50 46 V 94 M 68 46 L 66 94', 0.6),
      part(rect(12, 42, 76, 7, 3), C.wood),
    ],
  },
  {
    id: 'shoe-rack',
    word: { en: 'shoe rack', fr: 'étagère à souliers' },
    names: ['shoe rack', 'shoe shelf', 'shoe cupboard', 'shoe cabinet', 'shoe box', 'shoebox', 'shoe basket'],
    shapes: [
      part(rect(8, 24, 7, 70, 2), C.wood),
      part(rect(85, 24, 7, 70, 2), C.wood),
      ...sneaker(18, 52, C.red),
      ...sneaker(52, 52, C.blue),
      part(rect(8, 52, 84, 6, 2), C.wood),
      ...sneaker(18, 86, C.green),
      ...sneaker(52, 86, C.yellow),
      part(rect(8, 86, 84, 6, 2), C.wood),
      part(rect(8, 20, 84, 6, 2), C.wood),
    ],
  },
  {
    id: 'piano',
    word: { en: 'piano', fr: 'piano' },
    names: ['piano', 'piano keys'],
    parts: ['lid', 'keys', 'stool', 'seat'],
    shapes: [
      part(rect(8, 8, 84, 8, 2), C.darkWood),
      part(rect(12, 16, 76, 38, 2), C.darkWood),
      part(rect(36, 22, 28, 20, 1), C.white),
      line('M 39 28 H 61 M 39 33 H 61 M 39 38 H 61', 0.5),
      detail(circle(44, 33, 2)),
      detail(circle(54, 28, 2)),
      part(rect(8, 54, 84, 16, 2), C.white),
      line(Array.from({ length: 11 }, (_, index) => `M ${15 + index * 7} 54 V 70`).join(' '), 0.6),
      ...[0, 1, 3, 4, 5, 7, 8, 10].map((index) => detail(rect(13 + index * 7, 54, 4, 9, 0.5))),
      part(rect(12, 70, 76, 18, 2), C.darkWood),
      part(rect(12, 88, 7, 8, 1), C.darkWood),
      part(rect(81, 88, 7, 8, 1), C.darkWood),
      part(rect(44, 82, 5, 3, 1), C.yellow),
      part(rect(52, 82, 5, 3, 1), C.yellow),
    ],
  },
  {
    id: 'pillow',
    word: { en: 'pillow', fr: 'oreiller' },
    names: ['pillow', 'pillows', 'pillowcase', 'pillow case'],
    qualifiers: ['bed', "mom's", "dad's"],
    shapes: [
      part('M 8 24 Q 50 34 92 24 Q 82 50 92 76 Q 50 66 8 76 Q 18 50 8 24 Z', C.lightBlue),
      line('M 20 34 Q 50 41 80 34 M 20 66 Q 50 59 80 66', 0.6),
      part(star(50, 50, 9, 4), C.yellow),
      part(star(32, 48, 4.5, 2), C.white),
      part(star(68, 52, 4.5, 2), C.white),
    ],
  },
  {
    id: 'rug',
    word: { en: 'rug', fr: 'tapis' },
    names: ['rug', 'carpet', 'play mat'],
    qualifiers: ['blue', 'red', 'big', 'hall', 'living room', 'bedroom', 'round', 'fluffy', 'play'],
    parts: ['corner', 'edge'],
    shapes: [
      line(Array.from({ length: 13 }, (_, index) => `M ${16 + index * 5.67} 48 V 42`).join(' '), 0.7),
      line(Array.from({ length: 16 }, (_, index) => `M ${8 + index * 5.6} 82 V 89`).join(' '), 0.7),
      part('M 14 48 H 86 L 94 82 H 6 Z', C.red),
      part('M 22 53 H 78 L 84 77 H 16 Z', C.yellow),
      part(
        polygon([
          [50, 56],
          [66, 65],
          [50, 74],
          [34, 65],
        ]),
        C.blue,
      ),
    ],
  },
  {
    id: 'cookie-jar',
    word: { en: 'cookie jar', fr: 'pot à biscuits' },
    names: ['cookie jar', 'biscuit jar', 'cookie tin', 'cookie pot', 'treat jar'],
    parts: ['lid'],
    shapes: [
      part(rect(20, 32, 60, 62, 14), C.sky),
      tint(rect(27, 44, 5, 34, 2.5), C.white),
      part(circle(40, 74, 12), C.lightWood),
      detail(circle(36, 70, 1.8), C.darkWood),
      detail(circle(44, 77, 1.8), C.darkWood),
      detail(circle(38, 80, 1.5), C.darkWood),
      part(circle(62, 78, 11), C.lightWood),
      detail(circle(59, 75, 1.8), C.darkWood),
      detail(circle(66, 81, 1.6), C.darkWood),
      part(circle(54, 56, 11), C.lightWood),
      detail(circle(51, 53, 1.8), C.darkWood),
      detail(circle(57, 59, 1.6), C.darkWood),
      part(rect(22, 28, 56, 8, 3), C.lightRed),
      part(rect(26, 16, 48, 14, 5), C.red),
      part(circle(50, 12, 6), C.red),
    ],
  },
  {
    id: 'watering-can',
    word: { en: 'watering can', fr: 'arrosoir' },
    names: ['watering can', 'watering pot', 'sprinkling can'],
    parts: ['spout', 'handle'],
    shapes: [
      { d: 'M 28 42 Q 26 16 46 16 Q 64 16 62 42', kind: 'line', width: 3, stroke: C.darkGreen },
      part('M 64 64 L 86 32 L 92 36 L 70 76 Z', C.green),
      part(ellipse(90, 32, 6, 8), C.darkGreen),
      tint(circle(94, 46, 2), C.water),
      tint(circle(88, 50, 2), C.water),
      tint(circle(95, 55, 1.8), C.water),
      part(rect(18, 40, 52, 54, 8), C.green),
      part(ellipse(36, 42, 13, 4), C.darkGreen),
      part(star(44, 70, 10, 4.5), C.yellow),
      detail(circle(44, 70, 2.4), C.orange),
    ],
  },
  {
    id: 'boots',
    word: { en: 'boots', fr: 'bottes' },
    names: [
      'boots',
      'boot',
      'rain boots',
      'rain boot',
      'rubber boots',
      'wellies',
      'wellington boots',
      'snow boots',
    ],
    qualifiers: ['rain', 'rubber', 'snow', 'muddy', 'winter'],
    shapes: [...boot(8, C.yellow, C.orange), ...boot(48, C.red, C.lightRed)],
  },
  {
    id: 'tv',
    word: { en: 'TV', fr: 'télé' },
    names: ['tv', 'television', 'telly', 'tv stand', 'tv cabinet', 'television stand'],
    parts: ['stand', 'remote'],
    shapes: [
      part(rect(8, 12, 84, 54, 4), C.dark),
      part(rect(13, 17, 74, 44, 2), C.lightBlue),
      part(circle(36, 44, 8), C.yellow),
      part('M 50 61 L 64 36 L 78 61 Z', C.green),
      part(rect(44, 66, 12, 10), C.dark),
      part(rect(14, 76, 72, 18, 2), C.wood),
      line('M 50 76 V 94'),
      part(circle(44, 85, 1.8), C.yellow),
      part(circle(56, 85, 1.8), C.yellow),
    ],
  },
  {
    id: 'dresser',
    word: { en: 'dresser', fr: 'commode' },
    names: ['dresser', 'chest of drawers'],
    qualifiers: ['top', 'bottom', 'middle', 'bedroom', 'sock', 'toy'],
    parts: ['drawer', 'drawers', 'top'],
    shapes: [
      part(rect(14, 24, 72, 66, 3), C.wood),
      part(rect(10, 20, 80, 7, 3), C.darkWood),
      ...[31, 51, 71].map((y) => part(rect(20, y, 60, 16, 2), C.lightWood)),
      ...[39, 59, 79].map((y) => part(circle(50, y, 2.8), C.yellow)),
      part(rect(18, 90, 7, 6, 1), C.darkWood),
      part(rect(75, 90, 7, 6, 1), C.darkWood),
      part(circle(70, 12, 7), C.wood),
      part(circle(64, 5, 3), C.wood),
      part(circle(76, 5, 3), C.wood),
      detail(circle(67.5, 11, 1.1)),
      detail(circle(72.5, 11, 1.1)),
    ],
  },
];

export function hidingSpotById(id: string): HidingSpot | undefined {
  return hidingSpots.find((spot) => spot.id === id);
}
