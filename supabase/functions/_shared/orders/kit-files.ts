import { sha256Hex } from '../http/hmac.ts';
import type { SupabaseStorage } from '../http/supabase-storage.ts';
import type { Locale } from '../domain/locales.ts';

/**
 * Kit files built once and kept in Storage, handed out as short-lived signed URLs (ADR 050): a file
 * without a child's name once per kit, language, paper, ink and content version; a personalised one
 * once per order item and name.
 */

/** The private bucket the built kit files are kept in (migration 20261127040000). */
export const KIT_FILES_BUCKET = 'kits';

/** How long a signed URL works: the browser follows it at once; a shared link dies within a minute. */
export const SIGNED_URL_SECONDS = 60;

/**
 * A signed URL is handed out again for this long, so a burst of clicks costs one signature; every
 * URL handed out still has at least half its life left when the browser follows it.
 */
const REUSE_SIGNED_URL_MS = (SIGNED_URL_SECONDS / 2) * 1000;

/** A finished build is remembered this long, for requests whose "not stored yet" answer was on its way. */
const REMEMBER_BUILT_MS = 5_000;

/** What a file is built from, besides the kit's content. */
export type KitFileChoice =
  | { kind: 'pdf'; kit: string; lang: Locale; paper: 'letter' | 'a4'; ink: 'color' | 'bw' }
  | { kind: 'zip'; kit: string; lang: Locale };

/** The content version: a digest of everything the kit's files are built from (kits/pdf/kit-build-inputs.ts). */
export async function kitContentVersion(buildInputs: string): Promise<string> {
  return (await sha256Hex(buildInputs)).slice(0, 20);
}

const choicePath = (choice: KitFileChoice) =>
  choice.kind === 'pdf'
    ? `${choice.kit}/${choice.lang}/${choice.paper}/${choice.ink}`
    : `${choice.kit}/${choice.lang}/all`;
const extension = (choice: KitFileChoice) => (choice.kind === 'pdf' ? 'pdf' : 'zip');

/**
 * Where a file without a child's name is kept, the same for every buyer of the kit:
 * `<kit>/<lang>/<paper>/<ink>/<version>.pdf` or `<kit>/<lang>/all/<version>.zip` in the bucket.
 */
export function sharedKitFilePath(choice: KitFileChoice, version: string): string {
  return `${choicePath(choice)}/${version}.${extension(choice)}`;
}

/**
 * Where a personalised file is kept: under its order item, named by a digest of the item and the
 * child's name (no path shows the name), `orders/<item id>/<kit>/<lang>/…/<version>-<digest>.pdf`.
 */
export async function personalKitFilePath(
  choice: KitFileChoice,
  version: string,
  itemId: string,
  childName: string,
): Promise<string> {
  const digest = (await sha256Hex(`${itemId}:${childName}`)).slice(0, 20);
  return `orders/${itemId}/${choicePath(choice)}/${version}-${digest}.${extension(choice)}`;
}

export interface KitFile {
  /** The object's path in the kits bucket. */
  path: string;
  /** The name the browser saves it under. */
  downloadName: string;
  contentType: 'application/pdf' | 'application/zip';
  /** Builds the file; called only when the bucket does not have it yet. */
  build(): Promise<Uint8Array>;
}

export interface KitFileStore {
  /** A short-lived signed URL of the stored file, building and storing it first when it is missing. */
  signedUrl(file: KitFile): Promise<string>;
}

/**
 * Requests for a file that is being built wait for that build instead of starting their own (one
 * build per path in this process); across processes the first upload wins and a later one is refused
 * as a duplicate, so every buyer gets the same bytes either way.
 */
export function createKitFileStore(opts: {
  storage: Pick<SupabaseStorage, 'upload' | 'signedUrl'>;
  log?: (message: string) => void;
}): KitFileStore {
  const { storage } = opts;
  const log = opts.log ?? (() => {});
  const building = new Map<string, Promise<void>>();
  // Signatures being asked for or recently given, per path: a burst of clicks shares one.
  const signed = new Map<string, { url: Promise<string | null>; until: number }>();

  const sign = (file: KitFile): Promise<string | null> => {
    const now = Date.now();
    const known = signed.get(file.path);
    if (known && known.until > now) return known.url;
    if (signed.size > 1000) for (const [path, entry] of signed) if (entry.until <= now) signed.delete(path);
    const forget = () => signed.delete(file.path);
    const url = storage
      .signedUrl(KIT_FILES_BUCKET, file.path, SIGNED_URL_SECONDS, file.downloadName)
      .then((answer) => {
        // Not stored yet: the next ask (after the build) signs afresh.
        if (!answer) forget();
        return answer;
      });
    url.catch(forget);
    signed.set(file.path, { url, until: now + REUSE_SIGNED_URL_MS });
    return url;
  };

  const buildAndStore = async (file: KitFile) => {
    const started = Date.now();
    const bytes = await file.build();
    const stored = await storage.upload(KIT_FILES_BUCKET, file.path, bytes, file.contentType);
    log(`kit file ${file.path}: built in ${Date.now() - started} ms${stored ? '' : ', already stored'}`);
  };

  return {
    async signedUrl(file) {
      const url = await sign(file);
      if (url) return url;
      let build = building.get(file.path);
      if (!build) {
        build = buildAndStore(file);
        building.set(file.path, build);
        // A failed build is tried again by the next click.
        const forget = () => building.delete(file.path);
        build.then(() => setTimeout(forget, REMEMBER_BUILT_MS), forget);
      }
      await build;
      const stored = await sign(file);
      if (!stored) throw new Error(`kit file ${file.path} is missing after it was stored`);
      return stored;
    },
  };
}
