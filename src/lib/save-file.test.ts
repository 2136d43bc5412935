import { afterEach, describe, expect, it, vi } from 'vitest';

import { saveFile } from '@/lib/save-file';

describe('saveFile', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('hands the file to the browser as a download of that name, then lets its URL go', () => {
    vi.useFakeTimers();
    const file = new Blob(['email,age_range\n'], { type: 'text/csv' });
    // jsdom has no object URLs: stand-ins that record what the page asked for.
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:http://localhost/waitlist');
    const revokeObjectURL = vi.fn();
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    const clicked: { href: string; download: string; inDocument: boolean }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.href, download: this.download, inDocument: document.body.contains(this) });
    });

    saveFile(file, 'waitlist.csv');

    expect(createObjectURL).toHaveBeenCalledWith(file);
    // Firefox follows only a link that is in the document.
    expect(clicked).toEqual([
      { href: 'blob:http://localhost/waitlist', download: 'waitlist.csv', inDocument: true },
    ]);
    expect(document.querySelector('a[download]')).toBeNull();
    // The browser reads the file after the click: its URL stays valid for a while.
    vi.advanceTimersByTime(59_000);
    expect(revokeObjectURL).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1_000);
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:http://localhost/waitlist');
  });
});
