import { createReadStream, createWriteStream, mkdirSync } from "node:fs";
import { readdir, stat } from "node:fs/promises";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { createGunzip, createGzip } from "node:zlib";
import tar from "tar-stream";

export type ArchiveEntry = { name: string; data: Buffer } | { name: string; file: string; size: number };

/** Every file under `dir` (absent: none) as entries named `prefix/<relative path>`. */
export async function filesUnder(dir: string, prefix: string): Promise<ArchiveEntry[]> {
  const names = await readdir(dir, { recursive: true }).catch(() => [] as string[]);
  const entries: ArchiveEntry[] = [];
  for (const name of names.sort()) {
    const file = path.join(dir, name);
    const info = await stat(file);
    if (info.isFile()) entries.push({ name: `${prefix}/${name.split(path.sep).join("/")}`, file, size: info.size });
  }
  return entries;
}

/** Writes the entries as one gzip tarball at `out`. */
export async function writeArchive(out: string, entries: ArchiveEntry[]): Promise<void> {
  mkdirSync(path.dirname(out), { recursive: true });
  const pack = tar.pack();
  const written = pipeline(pack, createGzip(), createWriteStream(out, { mode: 0o600 }));
  for (const entry of entries) {
    if ("data" in entry) {
      pack.entry({ name: entry.name, size: entry.data.length, mode: 0o600 }, entry.data);
      continue;
    }
    const sink = pack.entry({ name: entry.name, size: entry.size, mode: 0o600 });
    await pipeline(createReadStream(entry.file), sink);
  }
  pack.finalize();
  await written;
}

/** Reads a gzip tarball, handing each entry's name and bytes to `take` in order. */
export async function readArchive(file: string, take: (name: string, data: Buffer) => Promise<void> | void): Promise<void> {
  const extract = tar.extract();
  const reading = pipeline(createReadStream(file), createGunzip(), extract);
  for await (const entry of extract) {
    const chunks: Buffer[] = [];
    for await (const chunk of entry) chunks.push(chunk as Buffer);
    await take(entry.header.name, Buffer.concat(chunks));
  }
  await reading;
}
