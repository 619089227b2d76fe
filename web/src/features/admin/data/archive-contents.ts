// What an export holds, read in the browser before the owner confirms its import (issue 23,
// point 10): the ZIP's list of entries (its central directory) and its `folio.json`. Only the
// confirmation uses this; the server reads and checks the whole archive on import, so a file
// this cannot read is still sent (and refused there with the server's reason).

/** What the confirmation says an export holds. */
export interface ArchiveContents {
  /** The profile's name. */
  name: string;
  experiences: number;
  education: number;
  caseStudies: number;
  /** Visitors' messages. */
  messages: number;
  /** Uploads, each once (folio-core's `countUploads`). */
  uploads: number;
}

/** The most entries read from the list, as the server's import reads at most. */
const MAX_ENTRIES = 20_000;
/** The largest `folio.json` read here: a bigger one is left to the server. */
const MAX_DOCUMENT_BYTES = 64 * 1024 * 1024;
const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;

interface Entry {
  name: string;
  method: number;
  compressedSize: number;
  size: number;
  offset: number;
}

/** The archive's entries, from its central directory; null when it is not a ZIP read here. */
async function entries(file: Blob): Promise<Entry[] | null> {
  // The end record is in the last 22 bytes, after a comment of at most 65,535.
  const tailStart = Math.max(0, file.size - 22 - 0xffff);
  const tail = new DataView(await file.slice(tailStart).arrayBuffer());
  let end = -1;
  for (let at = tail.byteLength - 22; at >= 0; at--) {
    if (tail.getUint32(at, true) === END_OF_DIRECTORY) {
      end = at;
      break;
    }
  }
  if (end < 0) return null;
  const count = tail.getUint16(end + 10, true);
  const size = tail.getUint32(end + 12, true);
  const offset = tail.getUint32(end + 16, true);
  // ZIP64 (more entries or bytes than the end record holds) is left to the server.
  if (count === 0xffff || offset === 0xffffffff || count > MAX_ENTRIES) return null;
  const directory = new DataView(await file.slice(offset, offset + size).arrayBuffer());
  const decoder = new TextDecoder();
  const list: Entry[] = [];
  let at = 0;
  for (let n = 0; n < count; n++) {
    if (at + 46 > directory.byteLength || directory.getUint32(at, true) !== DIRECTORY_ENTRY) return null;
    const nameLength = directory.getUint16(at + 28, true);
    const extraLength = directory.getUint16(at + 30, true);
    const commentLength = directory.getUint16(at + 32, true);
    list.push({
      method: directory.getUint16(at + 10, true),
      compressedSize: directory.getUint32(at + 20, true),
      size: directory.getUint32(at + 24, true),
      offset: directory.getUint32(at + 42, true),
      name: decoder.decode(new Uint8Array(directory.buffer, directory.byteOffset + at + 46, nameLength)),
    });
    at += 46 + nameLength + extraLength + commentLength;
  }
  return list;
}

/** The text of `entry`, stored or deflated; null when it is neither or too large. */
async function text(file: Blob, entry: Entry): Promise<string | null> {
  if (entry.size > MAX_DOCUMENT_BYTES || (entry.method !== 0 && entry.method !== 8)) return null;
  const header = new DataView(await file.slice(entry.offset, entry.offset + 30).arrayBuffer());
  if (header.byteLength < 30 || header.getUint32(0, true) !== LOCAL_HEADER) return null;
  const start = entry.offset + 30 + header.getUint16(26, true) + header.getUint16(28, true);
  const data = file.slice(start, start + entry.compressedSize);
  const stream =
    entry.method === 8 ? data.stream().pipeThrough(new DecompressionStream('deflate-raw')) : data.stream();
  return new Response(stream).text();
}

const length = (value: unknown) => (Array.isArray(value) ? value.length : 0);

/**
 * What the export `file` holds, with `countUploads` (folio-core's) counting its uploads; null
 * when it cannot be read here.
 */
export async function readArchiveContents(
  file: Blob,
  countUploads: (names: string[]) => number,
): Promise<ArchiveContents | null> {
  try {
    const list = await entries(file);
    const documentEntry = list?.find((entry) => entry.name === 'folio.json');
    if (!list || !documentEntry) return null;
    const json = await text(file, documentEntry);
    if (json === null) return null;
    const document = JSON.parse(json) as {
      profile?: { name?: unknown };
      experiences?: unknown;
      education?: unknown;
      caseStudies?: unknown;
      messages?: unknown;
    };
    return {
      name: typeof document.profile?.name === 'string' ? document.profile.name : '',
      experiences: length(document.experiences),
      education: length(document.education),
      caseStudies: length(document.caseStudies),
      messages: length(document.messages),
      uploads: countUploads(list.map((entry) => entry.name)),
    };
  } catch {
    return null;
  }
}
