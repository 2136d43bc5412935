import { toast, toastStore, TOAST_LIMIT } from '@/lib/toast';

describe('toast store', () => {
  afterEach(() => toastStore.clear());

  it('puts the newest toast first, open, with what the caller gave', () => {
    toast({ title: 'First' });
    toast({ title: 'Second', description: 'More', variant: 'destructive' });
    const [newest, older] = toastStore.getSnapshot();
    expect(newest).toMatchObject({
      title: 'Second',
      description: 'More',
      variant: 'destructive',
      open: true,
    });
    expect(older).toMatchObject({ title: 'First', open: true });
  });

  it(`keeps at most ${TOAST_LIMIT} toasts, dropping the oldest`, () => {
    for (let index = 1; index <= TOAST_LIMIT + 2; index++) toast({ title: `Toast ${index}` });
    const titles = toastStore.getSnapshot().map((item) => item.title);
    expect(titles).toHaveLength(TOAST_LIMIT);
    expect(titles[0]).toBe(`Toast ${TOAST_LIMIT + 2}`);
    expect(titles).not.toContain('Toast 1');
  });

  it('dismisses (closes) one toast, then removes it, telling subscribers each time', () => {
    const listener = vi.fn();
    const unsubscribe = toastStore.subscribe(listener);
    const kept = toast({ title: 'Kept' });
    const gone = toast({ title: 'Gone' });
    gone.dismiss();
    expect(toastStore.getSnapshot().find((item) => item.id === gone.id)?.open).toBe(false);
    toastStore.remove(gone.id);
    expect(toastStore.getSnapshot().map((item) => item.id)).toEqual([kept.id]);
    expect(listener).toHaveBeenCalledTimes(4);
    unsubscribe();
    toast({ title: 'Unheard' });
    expect(listener).toHaveBeenCalledTimes(4);
  });
});
