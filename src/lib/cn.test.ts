import { cn } from '@/lib/cn';

describe('cn', () => {
  it('joins conditional classes', () => {
    expect(cn('a', false, null, undefined, { b: true, c: false }, ['d'])).toBe('a b d');
  });

  it('lets a later utility override an earlier one of the same kind', () => {
    expect(cn('h-11 px-5 text-base', 'h-9 px-3')).toBe('text-base h-9 px-3');
    expect(cn('text-ink text-base', 'text-brand-700')).toBe('text-base text-brand-700');
    expect(cn('text-base text-ink', 'text-lg')).toBe('text-ink text-lg');
    expect(cn('bg-brand-600 hover:bg-brand-700', 'bg-sunshine-100')).toBe(
      'hover:bg-brand-700 bg-sunshine-100',
    );
    expect(cn('rounded-full', 'rounded-lg')).toBe('rounded-lg');
    expect(cn('hidden md:flex', 'flex')).toBe('md:flex flex');
    expect(cn('font-semibold font-heading', 'font-bold')).toBe('font-heading font-bold');
  });

  it('keeps utilities of different kinds or variants side by side', () => {
    expect(cn('px-4 py-2 mt-2', 'md:px-8')).toBe('px-4 py-2 mt-2 md:px-8');
    expect(cn('border-2 border-line', 'border-danger-700')).toBe('border-2 border-danger-700');
    expect(cn('rounded-full', 'rounded-t-none')).toBe('rounded-full rounded-t-none');
    expect(cn('bg-cover bg-surface', 'bg-ink')).toBe('bg-cover bg-ink');
    expect(cn('data-[state=open]:opacity-100 opacity-0')).toBe('data-[state=open]:opacity-100 opacity-0');
    expect(cn('absolute top-2', 'relative')).toBe('top-2 relative');
  });
});
