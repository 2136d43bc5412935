import { clsx, type ClassValue } from 'clsx';
import { createTailwindMerge } from 'tailwind-merge';

/*
 * tailwind-merge with only the utility groups our components override (ADR 031): its full default
 * configuration, which knows every Tailwind utility, was 8.6 KB gzip of every page's first load. A
 * group lists the utilities that set the same property; conflicts name the groups a shorthand covers.
 * src/lib/cn.test.ts holds every override the components rely on.
 */
const any = () => true;
const number = (value: string) => /^\d+(?:\.\d+)?$/.test(value);
const textSizes = ['xs', 'sm', 'base', 'lg', 'xl', '2xl', '3xl', '4xl', '5xl', '6xl', '7xl', '8xl', '9xl'];
const fontWeights = [
  'thin',
  'extralight',
  'light',
  'normal',
  'medium',
  'semibold',
  'bold',
  'extrabold',
  'black',
];
const spacing = (prefix: string) => [{ [prefix]: [any] }];

const twMerge = createTailwindMerge(() => ({
  cacheSize: 500,
  theme: {},
  classGroups: {
    display: [
      'block',
      'inline-block',
      'inline',
      'flex',
      'inline-flex',
      'grid',
      'inline-grid',
      'contents',
      'hidden',
    ],
    p: spacing('p'),
    px: spacing('px'),
    py: spacing('py'),
    pt: spacing('pt'),
    pr: spacing('pr'),
    pb: spacing('pb'),
    pl: spacing('pl'),
    m: spacing('m'),
    mx: spacing('mx'),
    my: spacing('my'),
    mt: spacing('mt'),
    mr: spacing('mr'),
    mb: spacing('mb'),
    ml: spacing('ml'),
    gap: spacing('gap'),
    'gap-x': spacing('gap-x'),
    'gap-y': spacing('gap-y'),
    size: spacing('size'),
    w: spacing('w'),
    'min-w': spacing('min-w'),
    'max-w': spacing('max-w'),
    h: spacing('h'),
    'min-h': spacing('min-h'),
    'max-h': spacing('max-h'),
    aspect: spacing('aspect'),
    'justify-self': spacing('justify-self'),
    'justify-content': [{ justify: [any] }],
    'align-items': [{ items: [any] }],
    whitespace: spacing('whitespace'),
    opacity: spacing('opacity'),
    'font-size': [{ text: textSizes }],
    'text-alignment': [{ text: ['left', 'center', 'right', 'justify', 'start', 'end'] }],
    'text-color': [{ text: [any] }],
    'font-weight': [{ font: fontWeights }],
    'font-family': [{ font: [any] }],
    'bg-color': [{ bg: [any] }],
    'border-w': ['border', { border: [number] }],
    // Not a side's width ('border-t', 'border-b-2'), which sets no colour and is left alone.
    'border-color': [{ border: [(value: string) => !/^[xytrbl](-|$)/.test(value)] }],
    rounded: ['rounded', { rounded: [any] }],
    'rounded-t': [{ 'rounded-t': [any] }],
    'rounded-b': [{ 'rounded-b': [any] }],
    shadow: ['shadow', { shadow: [any] }],
  },
  conflictingClassGroups: {
    p: ['px', 'py', 'pt', 'pr', 'pb', 'pl'],
    px: ['pr', 'pl'],
    py: ['pt', 'pb'],
    m: ['mx', 'my', 'mt', 'mr', 'mb', 'ml'],
    mx: ['mr', 'ml'],
    my: ['mt', 'mb'],
    gap: ['gap-x', 'gap-y'],
    size: ['w', 'h'],
    rounded: ['rounded-t', 'rounded-b'],
  },
  conflictingClassGroupModifiers: {},
  orderSensitiveModifiers: [],
}));

/** Joins class names; a later Tailwind utility overrides an earlier one that sets the same property. */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}
