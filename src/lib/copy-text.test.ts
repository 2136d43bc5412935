import { afterEach, describe, expect, it, vi } from 'vitest';

import { copyText } from '@/lib/copy-text';

describe('copyText', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('uses the Clipboard API when it is there', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', { clipboard: { writeText } });
    await expect(copyText('Look under the red mat!')).resolves.toBe(true);
    expect(writeText).toHaveBeenCalledWith('Look under the red mat!');
  });

  it('falls back to a selected textarea when the Clipboard API refuses', async () => {
    vi.stubGlobal('navigator', { clipboard: { writeText: vi.fn().mockRejectedValue(new Error('denied')) } });
    let copied = '';
    const execCommand = vi.fn(() => {
      copied = (document.activeElement as HTMLTextAreaElement | null)?.value ?? '';
      return true;
    });
    Object.defineProperty(document, 'execCommand', { value: execCommand, configurable: true });
    // The fallback selects the textarea; focus follows selection in jsdom only when focused explicitly.
    const focus = vi.spyOn(HTMLTextAreaElement.prototype, 'select').mockImplementation(function (
      this: HTMLTextAreaElement,
    ) {
      this.focus();
    });
    await expect(copyText('Behind the blue vase.')).resolves.toBe(true);
    expect(execCommand).toHaveBeenCalledWith('copy');
    expect(copied).toBe('Behind the blue vase.');
    expect(document.querySelector('textarea')).toBeNull();
    focus.mockRestore();
  });
});
