import { clsx, type ClassValue } from 'clsx';

/*
 * A small stand-in for tailwind-merge (about 8 KB gzip, too much for the first-load budget): a later class
 * replaces an earlier one of the same kind under the same variants, for the utilities our primitives set
 * and pages override (spacing, sizing, colours, type, radius, shadow, display, position, flex). Classes it
 * does not know are kept as they are; for anything more exotic, give the primitive a cva variant.
 */

const SPACING_AND_SIZE =
  /^-?(min-w|min-h|max-w|max-h|gap-x|gap-y|inset-x|inset-y|space-x|space-y|size|px|py|pt|pr|pb|pl|ps|pe|p|mx|my|mt|mr|mb|ml|ms|me|m|w|h|gap|top|right|bottom|left|inset|z|order|basis|leading|tracking|opacity|aspect|line-clamp)-/;
const TEXT_SIZE = /^text-(xs|sm|base|lg|xl|\d+xl|\[[\d.]+(px|r?em)\])$/;
const TEXT_ALIGN = /^text-(left|center|right|justify|start|end)$/;
const TEXT_WRAP = /^text-(wrap|nowrap|balance|pretty|ellipsis|clip)$/;
const FONT_WEIGHT = /^font-(thin|extralight|light|normal|medium|semibold|bold|extrabold|black)$/;
const BG_NOT_COLOR =
  /^bg-(none|gradient|linear|radial|conic|cover|contain|auto|fixed|local|scroll|center|top|bottom|left|right|repeat|no-repeat|clip|origin|blend)/;
const BORDER_NOT_COLOR =
  /^border(-(x|y|t|r|b|l|s|e)(-|$)|-\d|$|-(solid|dashed|dotted|double|none|collapse|separate|spacing))/;
const ROUNDED_SIDE = /^rounded-(t|r|b|l|tl|tr|br|bl|s|e|ss|se|es|ee)(-|$)/;
const DISPLAY =
  /^(block|inline-block|inline|flex|inline-flex|grid|inline-grid|hidden|contents|table|flow-root)$/;
const POSITION = /^(static|fixed|absolute|relative|sticky)$/;
const FLEX_DIRECTION = /^flex-(row|col|row-reverse|col-reverse)$/;

/** The kind of a utility without its variants, or the utility itself when it has no known kind. */
function utilityKind(utility: string): string {
  const base = utility.replace(/^!|!$/g, '');
  const spacing = SPACING_AND_SIZE.exec(base);
  if (spacing) return spacing[1]!;
  if (TEXT_SIZE.test(base)) return 'text-size';
  if (TEXT_ALIGN.test(base)) return 'text-align';
  if (TEXT_WRAP.test(base)) return 'text-wrap';
  if (base.startsWith('text-')) return 'text-color';
  if (FONT_WEIGHT.test(base)) return 'font-weight';
  if (base.startsWith('font-')) return 'font-family';
  if (base.startsWith('bg-') && !BG_NOT_COLOR.test(base)) return 'bg-color';
  if (base.startsWith('border-') && !BORDER_NOT_COLOR.test(base)) return 'border-color';
  if ((base === 'rounded' || base.startsWith('rounded-')) && !ROUNDED_SIDE.test(base)) return 'rounded';
  if (base === 'shadow' || base.startsWith('shadow-')) return 'shadow';
  if (DISPLAY.test(base)) return 'display';
  if (POSITION.test(base)) return 'position';
  if (FLEX_DIRECTION.test(base)) return 'flex-direction';
  if (base.startsWith('items-')) return 'align-items';
  if (base.startsWith('justify-') && !base.startsWith('justify-items') && !base.startsWith('justify-self'))
    return 'justify-content';
  return base;
}

/** Variants are everything before the last ':' outside brackets (`md:hover:`, `data-[state=open]:`). */
function splitVariants(className: string): [variants: string, utility: string] {
  let depth = 0;
  for (let index = className.length - 1; index >= 0; index--) {
    const char = className[index];
    if (char === ']') depth++;
    else if (char === '[') depth--;
    else if (char === ':' && depth === 0) return [className.slice(0, index + 1), className.slice(index + 1)];
  }
  return ['', className];
}

/** Joins class names; a later Tailwind utility overrides an earlier one of the same kind. */
export function cn(...inputs: ClassValue[]): string {
  const classes = clsx(inputs).split(' ').filter(Boolean);
  const seen = new Set<string>();
  const kept: string[] = [];
  for (let index = classes.length - 1; index >= 0; index--) {
    const className = classes[index]!;
    const [variants, utility] = splitVariants(className);
    const key = `${variants}${utilityKind(utility)}`;
    if (seen.has(key)) continue;
    seen.add(key);
    kept.push(className);
  }
  return kept.reverse().join(' ');
}
