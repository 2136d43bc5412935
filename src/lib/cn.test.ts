import { cn } from '@/lib/cn';

describe('cn', () => {
  it('joins conditional classes', () => {
    expect(cn('a', false, null, undefined, { b: true, c: false }, ['d'])).toBe('a b d');
  });

  it('lets a later utility override an earlier one that sets the same property', () => {
    expect(cn('h-11 px-5 text-base', 'h-9 px-3')).toBe('text-base h-9 px-3');
    expect(cn('text-ink text-base', 'text-brand-700')).toBe('text-base text-brand-700');
    expect(cn('bg-brand-600 hover:bg-brand-700', 'bg-sunshine-100')).toBe(
      'hover:bg-brand-700 bg-sunshine-100',
    );
    expect(cn('hidden md:flex', 'flex')).toBe('md:flex flex');
    // The pricing buttons: the primitive's nowrap must give way, or the label cannot wrap on a phone.
    expect(cn('whitespace-nowrap h-13', 'h-auto whitespace-normal')).toBe('h-auto whitespace-normal');
    expect(cn('p-6', 'px-4')).toBe('p-6 px-4');
    expect(cn('px-4', 'p-6')).toBe('p-6');
    expect(cn('rounded-card shadow-card', 'rounded-full shadow-lift')).toBe('rounded-full shadow-lift');
    expect(cn('font-semibold font-heading', 'font-bold')).toBe('font-heading font-bold');
  });

  it('keeps utilities of different kinds or variants side by side', () => {
    expect(cn('px-4 py-2 mt-2', 'md:px-8')).toBe('px-4 py-2 mt-2 md:px-8');
    expect(cn('border-2 border-line', 'border-danger-700')).toBe('border-2 border-danger-700');
    expect(cn('rounded-full', 'rounded-t-none')).toBe('rounded-full rounded-t-none');
    // The phone menu's top rule: a side's width is not a colour, so the colour does not drop it.
    expect(cn('border-t border-line bg-surface')).toBe('border-t border-line bg-surface');
    expect(cn('border-b-2 border-line', 'border-danger-700')).toBe('border-b-2 border-danger-700');
    expect(cn('data-[state=open]:opacity-100 opacity-0')).toBe('data-[state=open]:opacity-100 opacity-0');
  });

  it('knows the groups our components override, and leaves every other utility alone', () => {
    expect(cn('mt-2 mb-2', 'my-4')).toBe('my-4');
    expect(cn('m-2', 'mt-8')).toBe('m-2 mt-8');
    expect(cn('w-4 h-4', 'size-11')).toBe('size-11');
    expect(cn('gap-2', 'gap-4')).toBe('gap-4');
    expect(cn('text-left text-sm', 'text-center')).toBe('text-sm text-center');
    expect(cn('items-start justify-start', 'items-center justify-between')).toBe(
      'items-center justify-between',
    );
    expect(cn('aspect-square', 'aspect-[4/3] h-auto w-full')).toBe('aspect-[4/3] h-auto w-full');
    expect(cn('sr-only underline', 'underline-offset-4 focus:not-sr-only')).toBe(
      'sr-only underline underline-offset-4 focus:not-sr-only',
    );
  });
});
