/**
 * @pdf-lib/fontkit with the subset interface @cantoo/pdf-lib expects. That pdf-lib calls a subset's
 * `encode()` with no arguments when it exists (fontkit 2's synchronous form), but this fontkit's
 * `encode(stream)` needs a stream and crashes; exposing only `encodeStream()` makes pdf-lib take the
 * streaming path, which this fontkit supports.
 */

import fontkit from '@pdf-lib/fontkit';

type Fontkit = typeof fontkit;
type Font = ReturnType<Fontkit['create']>;
type Subset = ReturnType<Font['createSubset']>;

export const compatFontkit: Fontkit = {
  create(bytes, postscriptName) {
    const font = fontkit.create(bytes, postscriptName);
    const createSubset = font.createSubset.bind(font);
    font.createSubset = () => {
      const subset = createSubset();
      return {
        includeGlyph: (glyph) => subset.includeGlyph(glyph),
        encodeStream: () => subset.encodeStream(),
      } as Subset;
    };
    return font;
  },
};
