import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PDFDocument } from '@cantoo/pdf-lib';
import type { Download } from '@playwright/test';

import { expect, test } from './support/fixtures';
import { PAID_KIT_PAGE_TITLES, pdfTextRuns } from '../../scripts/kit/pdf-text-runs';
import { expectNoA11yViolations } from './support/a11y';
import { createMember, logIn } from './support/members';

const squash = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * Saves a download and reads it as a parent's PDF reader would: the printed text, page by page and
 * whole, and page size (poppler's pdftotext and pdfinfo) and what the editable clue cards hold (their
 * form fields).
 */
async function readPdf(
  download: Download,
): Promise<{ text: string; pages: string[]; pageRuns: string[][]; pageSize: string; cards: string[] }> {
  const dir = mkdtempSync(join(tmpdir(), 'print-as-cards-'));
  try {
    const file = join(dir, download.suggestedFilename());
    await download.saveAs(file);
    expect(readFileSync(file).subarray(0, 5).toString()).toBe('%PDF-');
    const text = execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
    const info = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
    const form = (await PDFDocument.load(readFileSync(file))).getForm();
    const cards = form.getFields().map((field) => squash(form.getTextField(field.getName()).getText() ?? ''));
    return {
      text: squash(text),
      pages: text.split('\f').slice(0, -1).map(squash),
      // Each page's text runs as drawn (a card's picture word is one run; pdftotext interleaves the
      // lines of side-by-side cards, which can split a two-word place).
      pageRuns: (await pdfTextRuns(readFileSync(file))).map((page) => page.runs.map(squash)),
      pageSize: /^Page size:\s+(.+?)\s+pts/m.exec(info)?.[1] ?? '',
      cards,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The paid kit's pages, which the browser never builds: only the member's own cards and plan. */
function expectOnlyHuntCards(text: string): void {
  for (const paid of PAID_KIT_PAGE_TITLES) {
    expect(text).not.toContain(paid);
  }
}

test.describe('Print as cards', () => {
  // The cards are built in the browser; on a busy two-core CI machine that takes a while.
  test.describe.configure({ timeout: 120_000 });

  test('a member prints a new clue as a kit: a PDF with the clue, the child’s name and the hiding plan', async ({
    page,
  }) => {
    const member = await createMember();
    await logIn(page, member.email, member.password);
    await page.getByLabel('Theme').selectOption('adventure');
    await page.getByLabel('Difficulty').selectOption('easy');
    await page
      .getByLabel('Chat with the Clue Master about where you want to hide the next clue')
      .fill('under the blue rug in the hall');
    await page.getByLabel("Child's name (optional)").fill('Maya');
    await page.getByRole('button', { name: 'Generate Clue with AI' }).click();
    const clue = squash((await page.getByTestId('generated-clue').textContent()) ?? '');
    expect(clue.length).toBeGreaterThan(5);

    await page.getByRole('button', { name: 'Print as cards' }).click();
    // The clue's theme picks the art; Letter is the default for a US browser. The clue was written
    // for ages 6-8 (the default), so its card has no picture.
    await expect(page.getByLabel('Kit theme')).toHaveValue('pirate-bunny');
    await expect(page.getByRole('checkbox', { name: 'Picture cards (ages 3\u20136)' })).toHaveCount(0);
    await expect(page.getByRole('radio', { name: 'US Letter' })).toBeChecked();
    await expectNoA11yViolations(page);

    // The name given for the clue comes along.
    const kitName = page.getByLabel("Child's name on the kit (optional)");
    await expect(kitName).toHaveValue('Maya');
    await kitName.fill('Maya 2');
    await page.getByRole('button', { name: 'Download PDF' }).click();
    await expect(
      page.getByText(
        "Child's name may use only letters, spaces, hyphens and apostrophes, at most 40 characters.",
      ),
    ).toBeVisible();

    await kitName.fill('Maya');
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download PDF' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('maya-pirate-hunt-letter.pdf');
    const pdf = await readPdf(download);
    expect(pdf.pageSize).toBe('612 x 792');
    expect(pdf.pages).toHaveLength(2);
    expect(pdf.text).toContain('Maya\u2019s Hiding Plan');
    expect(pdf.text).toContain('Pirate Bunny Treasure Hunt \u00b7 Clue cards 1 of 1');
    expect(pdf.cards[0]).toBe(clue);
    expect(pdf.text).toContain('Hand it to Maya to start under the blue rug in the hall');
    expectOnlyHuntCards(pdf.text);
  });

  test('a member prints chosen history clues, oldest first, on A4 with another theme', async ({ page }) => {
    const member = await createMember();
    await logIn(page, member.email, member.password);
    await page.getByRole('link', { name: 'Clue History' }).click();
    const cards = page.getByRole('list', { name: 'Saved clues' }).getByRole('listitem');
    await expect(cards).toHaveCount(3);
    // Newest first: the first card is Clue 3, the second Clue 2. A card's button ends with its text.
    const [newer, older] = await Promise.all(
      [0, 1].map(async (index) =>
        squash(
          (await cards
            .nth(index)
            .getByRole('button')
            .first()
            .locator(':scope > span')
            .nth(1)
            .textContent()) ?? '',
        ),
      ),
    );
    await page.getByLabel('Print Clue 3').check();
    await page.getByLabel('Print Clue 2').check();

    await page.getByRole('button', { name: 'Print as cards: 2 chosen clues' }).click();
    await page.getByLabel('Kit theme').selectOption({ label: 'Space Bunny Mission' });
    await page.getByRole('radio', { name: 'A4' }).check();
    await page.getByLabel("Child's name on the kit (optional)").fill('Leo');
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download PDF' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('leo-space-mission-a4.pdf');
    const pdf = await readPdf(download);
    expect(pdf.pageSize).toBe('595.28 x 841.89');
    expect(pdf.text).toContain('Leo\u2019s Hiding Plan');
    expect(pdf.cards.slice(0, 3)).toEqual([older, newer, '']);
  });

  test('a member plans a hunt for ages 3-6 and prints it: every clue on its card with its place’s picture, the name and the hiding plan', async ({
    page,
  }) => {
    const member = await createMember();
    await logIn(page, member.email, member.password);
    await page.getByRole('navigation', { name: 'Member' }).getByRole('link', { name: 'Plan a Hunt' }).click();
    // The generator's form has a Theme too: wait for the planner before filling anything.
    await expect(page.getByRole('heading', { name: 'Plan a Whole Hunt', level: 1 })).toBeVisible();
    await page.getByLabel('Theme').selectOption('nature');
    await page.getByLabel('Difficulty').selectOption('easy');
    await page.getByLabel('Age band').selectOption('3-6');
    await page.getByLabel("Child's name (optional)").fill('Maya');
    const places = ['under the kitchen table', 'inside the laundry basket', 'behind the big armchair'];
    const pictureWords = ['table', 'laundry basket', 'armchair'];
    // The planner starts with three places.
    const inputs = page.getByRole('textbox', { name: /^Place \d+$/ });
    await expect(inputs).toHaveCount(places.length);
    for (const [index, place] of places.entries()) await inputs.nth(index).fill(place);
    await page.getByRole('button', { name: 'Write My Hunt' }).click();
    await expect(page.getByRole('heading', { name: "Maya's nature hunt (3 cards)", level: 2 })).toBeVisible({
      timeout: 30_000,
    });
    const clues = await page.getByTestId('hunt-clue-text').allTextContents();
    expect(clues).toHaveLength(3);

    await page.getByRole('button', { name: 'Print as cards' }).click();
    await expect(page.getByLabel("Child's name on the kit (optional)")).toHaveValue('Maya');
    await expect(page.getByRole('checkbox', { name: 'Picture cards (ages 3\u20136)' })).toBeChecked();
    await expectNoA11yViolations(page);
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download PDF' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^maya-.+-letter\.pdf$/);
    const pdf = await readPdf(download);
    expect(pdf.text).toContain('Maya\u2019s Hiding Plan');
    expect(pdf.cards.slice(0, 3)).toEqual(clues.map(squash));
    for (const place of places) expect(pdf.text).toContain(place);
    expectOnlyHuntCards(pdf.text);
    // Each card shows its place's word once, under its picture, as a line of its own.
    const [, cardRuns] = pdf.pageRuns;
    for (const word of pictureWords)
      expect(
        cardRuns!.filter((run) => run === word),
        word,
      ).toHaveLength(1);
  });
});
