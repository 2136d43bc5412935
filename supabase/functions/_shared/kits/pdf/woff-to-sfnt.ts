/**
 * WOFF 1.0 → TrueType (sfnt) conversion. The site's fonts ship as WOFF/WOFF2 only; fontkit cannot
 * subset a WOFF and PDF readers reject WOFF bytes as an embedded font file, so the tables are
 * unpacked into a plain sfnt first. DecompressionStream is available in Node, Deno and browsers,
 * which keeps this runtime-neutral.
 */

const WOFF_SIGNATURE = 0x774f4646; // 'wOFF'
const HEADER_SIZE = 44;
const WOFF_ENTRY_SIZE = 20;
const SFNT_ENTRY_SIZE = 16;

interface WoffTable {
  tag: number;
  offset: number;
  compLength: number;
  origLength: number;
  checksum: number;
}

async function inflate(bytes: Uint8Array): Promise<Uint8Array> {
  const stream = new Blob([bytes as BlobPart]).stream().pipeThrough(new DecompressionStream('deflate'));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

export function isWoff(bytes: Uint8Array): boolean {
  return bytes.length >= 4 && new DataView(bytes.buffer, bytes.byteOffset, 4).getUint32(0) === WOFF_SIGNATURE;
}

/** Returns the bytes unchanged when they are already a TrueType/OpenType font. */
export async function woffToSfnt(bytes: Uint8Array): Promise<Uint8Array> {
  if (!isWoff(bytes)) return bytes;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const flavor = view.getUint32(4);
  const numTables = view.getUint16(12);
  const tables: WoffTable[] = [];
  for (let index = 0; index < numTables; index++) {
    const at = HEADER_SIZE + index * WOFF_ENTRY_SIZE;
    tables.push({
      tag: view.getUint32(at),
      offset: view.getUint32(at + 4),
      compLength: view.getUint32(at + 8),
      origLength: view.getUint32(at + 12),
      checksum: view.getUint32(at + 16),
    });
  }
  const data = await Promise.all(
    tables.map((table) => {
      const raw = bytes.subarray(table.offset, table.offset + table.compLength);
      return table.compLength < table.origLength ? inflate(raw) : Promise.resolve(raw);
    }),
  );

  const padded = (length: number) => (length + 3) & ~3;
  const headerLength = 12 + numTables * SFNT_ENTRY_SIZE;
  const total = data.reduce((sum, table) => sum + padded(table.length), headerLength);
  const out = new Uint8Array(total);
  const outView = new DataView(out.buffer);
  const entrySelector = Math.floor(Math.log2(numTables));
  const searchRange = 2 ** entrySelector * 16;
  outView.setUint32(0, flavor);
  outView.setUint16(4, numTables);
  outView.setUint16(6, searchRange);
  outView.setUint16(8, entrySelector);
  outView.setUint16(10, numTables * 16 - searchRange);
  let offset = headerLength;
  tables.forEach((table, index) => {
    const tableData = data[index]!;
    const at = 12 + index * SFNT_ENTRY_SIZE;
    outView.setUint32(at, table.tag);
    outView.setUint32(at + 4, table.checksum);
    outView.setUint32(at + 8, offset);
    outView.setUint32(at + 12, tableData.length);
    out.set(tableData, offset);
    offset += padded(tableData.length);
  });
  return out;
}
