import { strFromU8, unzipSync } from 'fflate';
import { beforeAll, describe, expect, it, vi } from 'vitest';

import { buildKitPdf, type KitAssets } from '../../supabase/functions/_shared/kits/pdf/build-kit-pdf.ts';
import { buildKitZip, KIT_ZIP_README } from '../../supabase/functions/_shared/kits/pdf/kit-zip.ts';
import { kitLicenceSummaryByLocale } from '../../supabase/functions/_shared/domain/kit-download.ts';
import { kitThemes } from '../../supabase/functions/_shared/domain/kit-themes.ts';
import { loadNodeKitAssets } from './node-kit-assets.ts';
import { pdfPageTexts } from './poppler.ts';

// A party or classroom kit (issue 29 §7, ADR 054): one purchase, several children, each with their own
// welcome poster and certificate, read back the way a parent's PDF reader shows them.
vi.setConfig({ testTimeout: 60_000 });

let assets: KitAssets;
beforeAll(async () => {
  assets = await loadNodeKitAssets();
});

const children = ['Maya', 'Leo', 'Zoë'];
const title = kitThemes['easter-bunny'].title;

/** The pages whose footer names them `label`, in order. */
const pagesLabelled = (pages: readonly string[], label: string) =>
  pages.filter((page) => page.includes(`${title} \u00b7 ${label}`));

describe('a party kit of three children', () => {
  it('holds a welcome poster and a certificate for each child, and names nobody on the grown-ups’ pages', async () => {
    const bytes = await buildKitPdf(
      { kit: 'easter-bunny', paper: 'letter', ink: 'color', cards: 'editable8', childNames: children },
      assets,
    );
    const pages = pdfPageTexts(bytes);

    const posters = pagesLabelled(pages, 'Welcome poster');
    expect(posters).toHaveLength(3);
    posters.forEach((page, index) => expect(page).toContain(`${children[index]}\u2019s Adventure`));
    // The posters come first, one after the other, so a parent prints pages 1 to 3.
    expect(pages.slice(0, 3)).toEqual(posters);

    const certificates = pagesLabelled(pages, 'Certificate');
    expect(certificates).toHaveLength(3);
    certificates.forEach((page, index) =>
      expect(page).toContain(`This certificate is proudly presented to ${children[index]}`),
    );

    const shared = pages.filter((page) => !posters.includes(page) && !certificates.includes(page));
    for (const name of children) expect(shared.join(' ')).not.toContain(name);
    expect(pagesLabelled(pages, 'Parent instructions')).toHaveLength(1);
    expect(pagesLabelled(pages, 'Congratulations poster')).toHaveLength(1);
  });

  it('in French too, each child on their own poster and certificate', async () => {
    const bytes = await buildKitPdf(
      { kit: 'easter-bunny', paper: 'a4', ink: 'bw', cards: 'editable8', childNames: children, lang: 'fr' },
      assets,
    );
    const pages = pdfPageTexts(bytes);
    const posters = pages.filter((page) => /l\u2019aventure de /i.test(page));
    expect(posters.map((page) => children.find((name) => page.includes(`aventure de ${name}`)))).toEqual(
      children,
    );
    const certificates = pages.filter((page) => page.includes('Ce certificat est décerné à'));
    expect(certificates.map((page) => children.find((name) => page.includes(name)))).toEqual(children);
  });

  it('refuses a name the kit cannot print rather than leaving a poster blank', async () => {
    await expect(
      buildKitPdf(
        {
          kit: 'easter-bunny',
          paper: 'letter',
          ink: 'color',
          cards: 'editable8',
          childNames: ['Maya', 'R2D2'],
        },
        assets,
      ),
    ).rejects.toThrow("Child's name may use only letters, spaces, hyphens and apostrophes.");
  });

  it('zips every version with the names and a README that states the classroom licence', async () => {
    const zip = unzipSync(
      await buildKitZip(
        {
          kit: 'easter-bunny',
          childNames: children,
          licence: 'classroom',
          supportEmail: 'help@example.com',
          termsUrl: 'https://example.com/terms',
        },
        assets,
      ),
    );
    const readme = strFromU8(zip[KIT_ZIP_README]!);
    expect(readme.split('\r\n')[0]).toBe(`${title}, made for Maya, Leo, Zoë`);
    expect(readme).toContain(kitLicenceSummaryByLocale.en.classroom);
    expect(readme).not.toContain(kitLicenceSummaryByLocale.en.family);
    const colourLetter = Object.keys(zip).find((name) => name.endsWith('-letter-colour.pdf'))!;
    expect(pagesLabelled(pdfPageTexts(zip[colourLetter]!), 'Certificate')).toHaveLength(3);
  });
});
