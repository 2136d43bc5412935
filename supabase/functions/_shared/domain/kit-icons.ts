/**
 * The kits' artwork: simple original vector drawings, each on a 100 × 100 canvas (y grows down, as
 * in SVG). A drawing is a list of shapes painted in order; colours name palette roles so one
 * drawing serves every kit and both inks.
 */

export type PaintRole = 'primary' | 'secondary' | 'accent' | 'soft' | 'ink' | 'white' | 'none';

export interface Shape {
  d: string;
  fill: PaintRole;
  /** Outline it (default). Small ink details (eyes) set false. */
  outline?: boolean;
}

const fmt = (value: number) => Number(value.toFixed(2)).toString();

export function circle(cx: number, cy: number, r: number): string {
  return ellipse(cx, cy, r, r);
}

export function ellipse(cx: number, cy: number, rx: number, ry: number): string {
  return `M ${fmt(cx - rx)} ${fmt(cy)} A ${fmt(rx)} ${fmt(ry)} 0 1 0 ${fmt(cx + rx)} ${fmt(cy)} A ${fmt(rx)} ${fmt(ry)} 0 1 0 ${fmt(cx - rx)} ${fmt(cy)} Z`;
}

export function rect(x: number, y: number, w: number, h: number, r = 0): string {
  if (r === 0) return `M ${x} ${y} H ${x + w} V ${y + h} H ${x} Z`;
  return [
    `M ${x + r} ${y}`,
    `H ${x + w - r} Q ${x + w} ${y} ${x + w} ${y + r}`,
    `V ${y + h - r} Q ${x + w} ${y + h} ${x + w - r} ${y + h}`,
    `H ${x + r} Q ${x} ${y + h} ${x} ${y + h - r}`,
    `V ${y + r} Q ${x} ${y} ${x + r} ${y} Z`,
  ].join(' ');
}

export function polygon(points: readonly (readonly [number, number])[]): string {
  return `M ${points.map(([x, y]) => `${fmt(x)} ${fmt(y)}`).join(' L ')} Z`;
}

export function star(cx: number, cy: number, outer: number, inner: number, spikes = 5): string {
  const points: [number, number][] = [];
  for (let index = 0; index < spikes * 2; index++) {
    const radius = index % 2 === 0 ? outer : inner;
    const angle = (Math.PI * index) / spikes - Math.PI / 2;
    points.push([cx + radius * Math.cos(angle), cy + radius * Math.sin(angle)]);
  }
  return polygon(points);
}

const heartPath = (cx: number, cy: number, s: number) =>
  `M ${cx} ${cy + s * 0.9} C ${cx - s * 1.4} ${cy} ${cx - s * 0.9} ${cy - s * 1.1} ${cx} ${cy - s * 0.45} C ${cx + s * 0.9} ${cy - s * 1.1} ${cx + s * 1.4} ${cy} ${cx} ${cy + s * 0.9} Z`;

const eyes = (y: number, spread = 9, cx = 50, r = 3): Shape[] => [
  { d: circle(cx - spread, y, r), fill: 'ink', outline: false },
  { d: circle(cx + spread, y, r), fill: 'ink', outline: false },
];

const smile = (cx: number, y: number, w = 7): Shape => ({
  d: `M ${cx - w} ${y} Q ${cx} ${y + w * 0.9} ${cx + w} ${y}`,
  fill: 'none',
});

/** A friendly bunny head and shoulders; the variants add a hat or gear on top. */
function bunny(earFill: PaintRole = 'white'): Shape[] {
  return [
    { d: ellipse(37, 26, 8, 22), fill: earFill },
    { d: ellipse(63, 26, 8, 22), fill: earFill },
    { d: ellipse(37, 28, 3.5, 15), fill: 'secondary', outline: false },
    { d: ellipse(63, 28, 3.5, 15), fill: 'secondary', outline: false },
    { d: ellipse(50, 86, 26, 14), fill: 'white' },
    { d: ellipse(50, 58, 25, 22), fill: 'white' },
    ...eyes(55),
    { d: ellipse(50, 63, 3.5, 2.5), fill: 'primary', outline: false },
    smile(50, 67, 6),
    { d: circle(34, 64, 4), fill: 'soft', outline: false },
    { d: circle(66, 64, 4), fill: 'soft', outline: false },
  ];
}

const icons = {
  bunny: bunny(),
  'bunny-cool': [
    ...bunny(),
    { d: 'M 27 52 H 73 V 56 H 27 Z', fill: 'ink' },
    { d: rect(30, 50, 17, 10, 4), fill: 'ink' },
    { d: rect(53, 50, 17, 10, 4), fill: 'ink' },
  ],
  'bunny-pirate': [
    ...bunny(),
    { d: 'M 22 42 Q 50 18 78 42 Q 50 36 22 42 Z', fill: 'ink' },
    { d: circle(50, 34, 3.5), fill: 'white', outline: false },
    { d: circle(59, 55, 6), fill: 'ink' },
    { d: 'M 28 46 L 59 55 L 76 48', fill: 'none' },
  ],
  'bunny-astronaut': [
    { d: circle(50, 52, 40), fill: 'soft' },
    ...bunny(),
    { d: rect(40, 88, 20, 8, 3), fill: 'secondary' },
    { d: 'M 22 30 Q 30 18 42 16', fill: 'none' },
  ],
  'bunny-explorer': [
    ...bunny(),
    { d: 'M 20 42 Q 50 34 80 42 Q 50 48 20 42 Z', fill: 'accent' },
    { d: 'M 32 41 Q 34 22 50 22 Q 66 22 68 41 Z', fill: 'accent' },
    { d: 'M 33 36 Q 50 32 67 36', fill: 'none' },
  ],
  'bunny-farmer': [
    ...bunny(),
    { d: 'M 16 42 Q 50 32 84 42 Q 50 50 16 42 Z', fill: 'accent' },
    { d: 'M 34 41 Q 35 24 50 24 Q 65 24 66 41 Z', fill: 'accent' },
    { d: rect(35, 35, 30, 5), fill: 'primary' },
    { d: 'M 36 82 V 100 M 64 82 V 100', fill: 'none' },
    { d: rect(40, 84, 20, 12, 2), fill: 'secondary' },
  ],
  egg: [
    {
      d: 'M 50 10 C 74 10 84 50 80 66 C 76 84 64 92 50 92 C 36 92 24 84 20 66 C 16 50 26 10 50 10 Z',
      fill: 'primary',
    },
    { d: 'M 22 52 Q 36 44 50 52 Q 64 60 79 52', fill: 'none' },
    { d: 'M 21 66 Q 36 58 50 66 Q 64 74 79 66', fill: 'none' },
    { d: circle(38, 32, 4), fill: 'accent' },
    { d: circle(60, 28, 4), fill: 'secondary' },
    { d: circle(50, 80, 4), fill: 'accent' },
  ],
  'egg-striped': [
    {
      d: 'M 50 10 C 74 10 84 50 80 66 C 76 84 64 92 50 92 C 36 92 24 84 20 66 C 16 50 26 10 50 10 Z',
      fill: 'secondary',
    },
    { d: 'M 24 40 L 32 34 L 40 40 L 48 34 L 56 40 L 64 34 L 72 40 L 76 44', fill: 'none' },
    { d: rect(20, 56, 60, 10), fill: 'accent' },
    { d: star(50, 78, 6, 3), fill: 'white' },
  ],
  basket: [
    { d: 'M 20 48 Q 50 -6 80 48', fill: 'none' },
    { d: ellipse(36, 44, 10, 13), fill: 'primary' },
    { d: ellipse(52, 40, 10, 13), fill: 'secondary' },
    { d: ellipse(66, 45, 9, 12), fill: 'accent' },
    { d: 'M 12 48 H 88 L 78 88 Q 50 96 22 88 Z', fill: 'accent' },
    { d: 'M 16 62 Q 50 70 84 62 M 19 76 Q 50 84 81 76', fill: 'none' },
  ],
  paw: [
    { d: ellipse(50, 66, 20, 18), fill: 'primary' },
    { d: ellipse(28, 40, 8, 11), fill: 'primary' },
    { d: ellipse(43, 28, 8, 11), fill: 'primary' },
    { d: ellipse(58, 28, 8, 11), fill: 'primary' },
    { d: ellipse(72, 40, 8, 11), fill: 'primary' },
  ],
  carrot: [
    { d: 'M 50 22 Q 40 6 32 10 Q 40 14 46 24 Z', fill: 'secondary' },
    { d: 'M 50 22 Q 52 4 60 4 Q 58 14 53 24 Z', fill: 'secondary' },
    { d: 'M 50 22 Q 66 8 72 14 Q 62 18 55 26 Z', fill: 'secondary' },
    { d: 'M 36 28 Q 50 18 64 28 L 52 94 Q 50 98 48 94 Z', fill: 'accent' },
    { d: 'M 42 44 H 50 M 52 58 H 58 M 44 70 H 50', fill: 'none' },
  ],
  flower: [
    ...[0, 72, 144, 216, 288].map((angle): Shape => {
      const radians = (angle * Math.PI) / 180;
      return { d: circle(50 + 20 * Math.sin(radians), 40 - 20 * Math.cos(radians), 13), fill: 'primary' };
    }),
    { d: circle(50, 40, 11), fill: 'accent' },
    { d: 'M 50 62 V 96', fill: 'none' },
    { d: 'M 50 84 Q 64 70 74 76 Q 64 88 50 84 Z', fill: 'secondary' },
  ],
  chick: [
    { d: ellipse(50, 64, 30, 26), fill: 'accent' },
    { d: circle(50, 34, 18), fill: 'accent' },
    ...eyes(30, 7, 50, 2.5),
    {
      d: polygon([
        [45, 38],
        [55, 38],
        [50, 45],
      ]),
      fill: 'secondary',
    },
    { d: 'M 24 62 Q 34 52 40 66', fill: 'none' },
    { d: 'M 40 90 V 97 M 60 90 V 97', fill: 'none' },
  ],
  star: [{ d: star(50, 52, 44, 19), fill: 'accent' }],
  music: [
    { d: 'M 36 74 V 22 L 76 12 V 64', fill: 'none' },
    { d: rect(36, 20, 40, 8), fill: 'ink' },
    { d: ellipse(28, 76, 11, 8), fill: 'primary' },
    { d: ellipse(68, 66, 11, 8), fill: 'primary' },
  ],
  sneaker: [
    { d: 'M 20 14 Q 44 8 54 18 L 58 56 Q 84 62 84 80 Q 84 92 70 92 H 24 Q 14 92 14 80 Z', fill: 'primary' },
    { d: 'M 14 78 H 84', fill: 'none' },
    { d: 'M 30 30 H 50 M 30 40 H 52 M 30 50 H 54', fill: 'none' },
  ],
  sunglasses: [
    { d: 'M 8 40 H 92', fill: 'none' },
    { d: rect(12, 36, 32, 24, 10), fill: 'ink' },
    { d: rect(56, 36, 32, 24, 10), fill: 'ink' },
    { d: 'M 18 44 L 26 40', fill: 'none' },
  ],
  lightning: [
    {
      d: polygon([
        [58, 6],
        [24, 56],
        [46, 56],
        [38, 94],
        [76, 40],
        [54, 40],
      ]),
      fill: 'accent',
    },
  ],
  heart: [{ d: heartPath(50, 48, 38), fill: 'primary' }],
  chest: [
    { d: 'M 12 44 Q 12 18 50 18 Q 88 18 88 44 Z', fill: 'primary' },
    { d: rect(12, 44, 76, 42, 3), fill: 'primary' },
    { d: rect(12, 44, 76, 8), fill: 'accent' },
    { d: rect(44, 44, 12, 18, 2), fill: 'accent' },
    { d: circle(50, 55, 2.5), fill: 'ink', outline: false },
    { d: 'M 28 20 V 86 M 72 20 V 86', fill: 'none' },
  ],
  'x-mark': [
    {
      d: 'M 18 24 L 30 12 L 50 32 L 70 12 L 82 24 L 62 44 L 82 64 L 70 76 L 50 56 L 30 76 L 18 64 L 38 44 Z',
      fill: 'primary',
    },
    { d: 'M 20 92 Q 50 82 80 92', fill: 'none' },
  ],
  boot: [
    { d: 'M 30 8 H 62 V 60 Q 86 62 88 80 V 92 H 22 V 70 Q 28 60 30 50 Z', fill: 'ink' },
    { d: rect(26, 6, 40, 10, 2), fill: 'accent' },
  ],
  anchor: [
    { d: circle(50, 18, 9), fill: 'none' },
    { d: 'M 50 27 V 88 M 30 40 H 70', fill: 'none' },
    { d: 'M 16 60 Q 22 90 50 90 Q 78 90 84 60 L 76 66 M 16 60 L 24 66', fill: 'none' },
    { d: rect(46, 27, 8, 61, 2), fill: 'secondary' },
  ],
  coin: [
    { d: circle(50, 50, 38), fill: 'accent' },
    { d: circle(50, 50, 28), fill: 'none' },
    { d: star(50, 50, 14, 6), fill: 'white' },
  ],
  ship: [
    { d: 'M 50 10 V 70', fill: 'none' },
    { d: 'M 52 14 Q 80 30 52 58 Z', fill: 'white' },
    { d: 'M 48 22 Q 26 38 48 58 Z', fill: 'soft' },
    {
      d: polygon([
        [50, 10],
        [66, 14],
        [50, 18],
      ]),
      fill: 'primary',
    },
    { d: 'M 10 66 H 90 L 78 88 H 22 Z', fill: 'primary' },
    { d: 'M 6 94 Q 18 88 30 94 Q 42 100 54 94 Q 66 88 78 94 Q 88 99 96 94', fill: 'none' },
  ],
  map: [
    {
      d: polygon([
        [10, 18],
        [36, 10],
        [64, 18],
        [90, 10],
        [90, 82],
        [64, 90],
        [36, 82],
        [10, 90],
      ]),
      fill: 'soft',
    },
    { d: 'M 36 10 V 82 M 64 18 V 90', fill: 'none' },
    { d: 'M 20 72 Q 32 50 48 56 Q 62 62 66 40', fill: 'none' },
    { d: 'M 68 26 L 80 38 M 80 26 L 68 38', fill: 'none' },
  ],
  rocket: [
    { d: 'M 50 6 Q 72 24 70 66 H 30 Q 28 24 50 6 Z', fill: 'white' },
    { d: circle(50, 38, 9), fill: 'secondary' },
    { d: 'M 30 52 L 16 74 L 30 70 Z', fill: 'primary' },
    { d: 'M 70 52 L 84 74 L 70 70 Z', fill: 'primary' },
    { d: 'M 38 66 Q 50 100 62 66 Z', fill: 'accent' },
    { d: 'M 34 20 Q 50 14 66 20', fill: 'none' },
  ],
  planet: [
    { d: circle(50, 50, 28), fill: 'secondary' },
    { d: 'M 8 60 Q 50 28 92 40 Q 98 44 86 50', fill: 'none' },
    { d: 'M 14 62 Q 10 56 22 50', fill: 'none' },
    { d: circle(42, 42, 5), fill: 'soft', outline: false },
    { d: circle(60, 60, 4), fill: 'soft', outline: false },
  ],
  'moon-boot': [
    { d: 'M 26 10 H 66 V 56 Q 88 60 88 78 V 92 H 20 V 60 Q 26 50 26 40 Z', fill: 'white' },
    { d: rect(22, 78, 66, 14, 3), fill: 'secondary' },
    { d: 'M 26 26 H 66 M 26 40 H 66', fill: 'none' },
  ],
  moon: [
    { d: 'M 60 8 A 42 42 0 1 0 92 66 A 34 34 0 1 1 60 8 Z', fill: 'accent' },
    { d: circle(36, 56, 5), fill: 'none' },
    { d: circle(50, 76, 4), fill: 'none' },
  ],
  comet: [
    { d: 'M 30 70 L 90 10 M 24 54 L 74 8 M 46 76 L 92 34', fill: 'none' },
    { d: star(26, 74, 20, 9), fill: 'accent' },
  ],
  ufo: [
    { d: 'M 30 46 Q 30 22 50 22 Q 70 22 70 46 Z', fill: 'soft' },
    { d: ellipse(50, 52, 42, 14), fill: 'secondary' },
    { d: circle(30, 52, 3), fill: 'accent' },
    { d: circle(50, 56, 3), fill: 'accent' },
    { d: circle(70, 52, 3), fill: 'accent' },
    { d: 'M 36 66 L 26 90 M 64 66 L 74 90', fill: 'none' },
  ],
  dino: [
    {
      d: 'M 14 76 Q 10 50 36 46 Q 52 44 58 28 Q 60 10 78 12 Q 94 14 92 28 Q 90 38 76 38 Q 70 58 66 76 Z',
      fill: 'primary',
    },
    { d: 'M 14 76 Q 4 70 2 58', fill: 'none' },
    { d: rect(24, 70, 12, 20, 4), fill: 'primary' },
    { d: rect(50, 70, 12, 20, 4), fill: 'primary' },
    { d: circle(80, 22, 3), fill: 'ink', outline: false },
    {
      d: polygon([
        [30, 46],
        [36, 36],
        [42, 45],
      ]),
      fill: 'accent',
    },
    {
      d: polygon([
        [44, 44],
        [50, 32],
        [54, 40],
      ]),
      fill: 'accent',
    },
    { d: 'M 82 30 Q 86 32 90 30', fill: 'none' },
  ],
  bone: [
    { d: circle(31, 19, 10), fill: 'white' },
    { d: circle(19, 31, 10), fill: 'white' },
    { d: circle(81, 69, 10), fill: 'white' },
    { d: circle(69, 81, 10), fill: 'white' },
    {
      d: polygon([
        [32, 20],
        [80, 68],
        [68, 80],
        [20, 32],
      ]),
      fill: 'white',
    },
    // Covers the knobs' inner outlines so the bone reads as one piece.
    {
      d: polygon([
        [30, 24],
        [76, 70],
        [70, 76],
        [24, 30],
      ]),
      fill: 'white',
      outline: false,
    },
  ],
  'dino-track': [
    {
      d: 'M 50 92 Q 30 90 32 66 L 18 22 Q 26 16 32 24 L 44 54 L 48 10 Q 52 4 56 10 L 58 54 L 70 24 Q 76 16 84 22 L 70 66 Q 72 90 50 92 Z',
      fill: 'primary',
    },
  ],
  'egg-dino': [
    {
      d: 'M 50 10 C 74 10 84 50 80 66 C 76 84 64 92 50 92 C 36 92 24 84 20 66 C 16 50 26 10 50 10 Z',
      fill: 'soft',
    },
    { d: circle(40, 36, 6), fill: 'secondary' },
    { d: circle(62, 52, 8), fill: 'secondary' },
    { d: circle(42, 72, 5), fill: 'secondary' },
    { d: 'M 22 56 L 32 48 L 40 58 L 50 46 L 60 58 L 70 48 L 79 56', fill: 'none' },
  ],
  leaf: [
    { d: 'M 16 86 Q 10 30 84 14 Q 90 72 16 86 Z', fill: 'secondary' },
    { d: 'M 16 86 Q 46 50 80 20 M 40 60 L 38 40 M 56 46 L 66 48', fill: 'none' },
  ],
  volcano: [
    { d: 'M 6 92 L 36 34 H 64 L 94 92 Z', fill: 'secondary' },
    { d: 'M 36 34 Q 44 44 50 36 Q 56 46 64 34 Z', fill: 'primary' },
    { d: circle(38, 18, 8), fill: 'soft' },
    { d: circle(56, 12, 9), fill: 'soft' },
    { d: circle(70, 22, 6), fill: 'soft' },
  ],
  'footprint-fossil': [
    { d: circle(50, 50, 40), fill: 'soft' },
    {
      d: 'M 50 80 Q 36 80 38 62 L 28 34 L 42 54 L 48 22 L 54 54 L 68 34 L 62 62 Q 64 80 50 80 Z',
      fill: 'secondary',
    },
  ],
  castle: [
    { d: 'M 14 40 H 30 V 92 H 14 Z', fill: 'secondary' },
    { d: 'M 70 40 H 86 V 92 H 70 Z', fill: 'secondary' },
    {
      d: polygon([
        [12, 40],
        [22, 16],
        [32, 40],
      ]),
      fill: 'primary',
    },
    {
      d: polygon([
        [68, 40],
        [78, 16],
        [88, 40],
      ]),
      fill: 'primary',
    },
    { d: 'M 30 50 H 70 V 92 H 30 Z', fill: 'soft' },
    { d: 'M 30 50 V 42 H 38 V 50 M 46 50 V 42 H 54 V 50 M 62 50 V 42 H 70 V 50', fill: 'none' },
    { d: 'M 42 92 V 74 Q 50 62 58 74 V 92 Z', fill: 'primary' },
    { d: 'M 22 16 V 6 L 30 9 L 22 12', fill: 'none' },
    { d: rect(19, 56, 6, 9, 3), fill: 'accent' },
    { d: rect(75, 56, 6, 9, 3), fill: 'accent' },
  ],
  crown: [
    {
      d: polygon([
        [12, 78],
        [12, 28],
        [32, 52],
        [50, 20],
        [68, 52],
        [88, 28],
        [88, 78],
      ]),
      fill: 'accent',
    },
    { d: rect(12, 70, 76, 12, 2), fill: 'accent' },
    { d: circle(50, 56, 6), fill: 'primary' },
    { d: circle(28, 62, 4), fill: 'secondary' },
    { d: circle(72, 62, 4), fill: 'secondary' },
  ],
  wand: [
    { d: 'M 20 92 L 56 46', fill: 'none' },
    { d: rect(18, 84, 10, 8, 2), fill: 'primary' },
    { d: star(66, 32, 24, 10), fill: 'accent' },
    { d: 'M 86 64 L 90 60 M 30 18 L 34 22 M 88 12 L 92 10', fill: 'none' },
  ],
  slipper: [
    { d: 'M 32 8 Q 58 6 62 30 L 66 74 Q 66 94 46 94 Q 26 94 26 74 Z', fill: 'soft' },
    { d: 'M 28 52 Q 46 44 64 52', fill: 'none' },
    { d: star(46, 64, 8, 3.5), fill: 'accent' },
  ],
  gem: [
    {
      d: polygon([
        [24, 24],
        [76, 24],
        [92, 44],
        [50, 92],
        [8, 44],
      ]),
      fill: 'secondary',
    },
    { d: 'M 8 44 H 92 M 24 24 L 38 44 L 50 24 L 62 44 L 76 24 M 38 44 L 50 92 L 62 44', fill: 'none' },
  ],
  magnifier: [
    { d: 'M 60 60 L 88 88', fill: 'none' },
    {
      d: polygon([
        [58, 66],
        [66, 58],
        [92, 84],
        [84, 92],
      ]),
      fill: 'secondary',
    },
    { d: circle(40, 40, 28), fill: 'soft' },
    { d: circle(40, 40, 22), fill: 'white' },
    { d: 'M 26 34 Q 30 24 40 22', fill: 'none' },
  ],
  'detective-hat': [
    { d: 'M 14 66 Q 16 24 50 22 Q 84 24 86 66 Z', fill: 'secondary' },
    { d: 'M 6 70 Q 50 54 94 70 Q 50 82 6 70 Z', fill: 'secondary' },
    { d: 'M 18 58 Q 50 46 82 58 L 84 66 Q 50 54 16 66 Z', fill: 'ink' },
    { d: 'M 30 36 L 36 54 M 50 30 V 50 M 70 36 L 64 54', fill: 'none' },
  ],
  question: [
    {
      d: 'M 30 34 Q 30 10 52 10 Q 74 10 74 32 Q 74 46 58 52 Q 56 54 56 66 H 44 Q 42 46 58 40 Q 62 38 62 32 Q 62 22 52 22 Q 42 22 42 34 Z',
      fill: 'primary',
    },
    { d: circle(50, 82, 8), fill: 'primary' },
  ],
  shoe: [
    {
      d: 'M 34 10 Q 58 10 62 34 Q 62 54 56 62 L 58 66 Q 56 78 46 78 Q 36 78 34 66 L 36 62 Q 26 46 26 30 Q 26 12 34 10 Z',
      fill: 'ink',
    },
    { d: ellipse(46, 88, 12, 8), fill: 'ink' },
  ],
  key: [
    { d: circle(28, 38, 18), fill: 'accent' },
    { d: circle(28, 38, 7), fill: 'white' },
    { d: 'M 44 44 H 90 V 54 H 84 V 64 H 76 V 54 H 70 V 62 H 62 V 54 H 44 Z', fill: 'accent' },
  ],
  fingerprint: [
    { d: ellipse(50, 50, 32, 40), fill: 'soft' },
    { d: 'M 26 58 Q 24 22 50 20 Q 76 22 74 58', fill: 'none' },
    { d: 'M 34 66 Q 30 32 50 30 Q 68 32 66 62', fill: 'none' },
    { d: 'M 42 74 Q 38 42 50 40 Q 60 42 58 70', fill: 'none' },
    { d: 'M 50 50 V 80', fill: 'none' },
  ],
  envelope: [
    { d: rect(8, 24, 84, 56, 4), fill: 'white' },
    { d: 'M 8 28 L 50 58 L 92 28', fill: 'none' },
    { d: heartPath(50, 62, 8), fill: 'primary' },
  ],
  shield: [
    { d: 'M 50 6 Q 70 16 90 16 Q 90 70 50 94 Q 10 70 10 16 Q 30 16 50 6 Z', fill: 'primary' },
    { d: 'M 50 16 Q 66 24 80 24 Q 78 64 50 82 Q 22 64 20 24 Q 34 24 50 16 Z', fill: 'secondary' },
    {
      d: polygon([
        [56, 24],
        [36, 54],
        [48, 54],
        [42, 76],
        [64, 44],
        [52, 44],
      ]),
      fill: 'accent',
    },
  ],
  mask: [
    {
      d: 'M 6 40 Q 30 28 50 40 Q 70 28 94 40 Q 94 68 72 68 Q 58 68 50 56 Q 42 68 28 68 Q 6 68 6 40 Z',
      fill: 'primary',
    },
    { d: ellipse(30, 50, 9, 6), fill: 'white' },
    { d: ellipse(70, 50, 9, 6), fill: 'white' },
  ],
  cape: [
    {
      d: 'M 34 10 H 66 Q 72 50 88 92 Q 70 86 62 94 Q 50 86 38 94 Q 30 86 12 92 Q 28 50 34 10 Z',
      fill: 'primary',
    },
    { d: rect(30, 6, 40, 8, 4), fill: 'accent' },
  ],
  'hero-boot': [
    { d: 'M 28 6 H 66 L 62 60 Q 88 62 90 82 V 92 H 22 V 70 Q 26 60 28 40 Z', fill: 'primary' },
    {
      d: polygon([
        [28, 6],
        [66, 6],
        [62, 22],
        [30, 22],
      ]),
      fill: 'accent',
    },
    {
      d: polygon([
        [50, 30],
        [40, 48],
        [48, 48],
        [44, 60],
        [56, 42],
        [48, 42],
      ]),
      fill: 'accent',
    },
  ],
  barn: [
    {
      d: polygon([
        [8, 42],
        [50, 10],
        [92, 42],
        [86, 42],
        [86, 92],
        [14, 92],
        [14, 42],
      ]),
      fill: 'primary',
    },
    { d: 'M 36 92 V 58 H 64 V 92 M 36 58 L 64 92 M 64 58 L 36 92', fill: 'white' },
    { d: rect(42, 30, 16, 14), fill: 'white' },
    { d: 'M 8 42 L 50 10 L 92 42', fill: 'none' },
  ],
  pig: [
    { d: ellipse(50, 58, 38, 30), fill: 'soft' },
    {
      d: polygon([
        [22, 36],
        [24, 14],
        [40, 30],
      ]),
      fill: 'soft',
    },
    {
      d: polygon([
        [78, 36],
        [76, 14],
        [60, 30],
      ]),
      fill: 'soft',
    },
    { d: ellipse(50, 64, 14, 10), fill: 'primary' },
    { d: circle(45, 64, 2.5), fill: 'ink', outline: false },
    { d: circle(55, 64, 2.5), fill: 'ink', outline: false },
    ...eyes(46, 14),
  ],
  tractor: [
    { d: 'M 14 70 V 40 H 46 V 20 H 72 V 48 H 88 V 70 Z', fill: 'secondary' },
    { d: rect(50, 24, 18, 18, 2), fill: 'white' },
    { d: circle(30, 72, 18), fill: 'ink' },
    { d: circle(30, 72, 7), fill: 'accent' },
    { d: circle(76, 78, 12), fill: 'ink' },
    { d: circle(76, 78, 5), fill: 'accent' },
    { d: rect(20, 26, 6, 14), fill: 'ink' },
  ],
  sunflower: [
    ...[0, 45, 90, 135, 180, 225, 270, 315].map((angle): Shape => {
      const radians = (angle * Math.PI) / 180;
      return { d: ellipse(50 + 22 * Math.sin(radians), 38 - 22 * Math.cos(radians), 9, 9), fill: 'accent' };
    }),
    { d: circle(50, 38, 15), fill: 'secondary' },
    { d: 'M 50 60 V 96 M 50 80 Q 64 70 72 76', fill: 'none' },
  ],
  hoof: [
    { d: 'M 48 14 Q 20 14 20 52 Q 20 88 42 90 Q 46 72 48 52 Z', fill: 'ink' },
    { d: 'M 52 14 Q 80 14 80 52 Q 80 88 58 90 Q 54 72 52 52 Z', fill: 'ink' },
  ],
} satisfies Record<string, Shape[]>;

export type IconName = keyof typeof icons;

export function iconShapes(name: IconName): readonly Shape[] {
  return icons[name];
}

export const iconNames = Object.keys(icons) as IconName[];
