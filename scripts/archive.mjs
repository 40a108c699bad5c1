// The release's archives, written the same way on every machine: a zip (what WordPress
// uploads and Hugo users unzip) and a .tar.gz (a wiki's extensions/ folder), each holding
// one top folder, its entries sorted, one date on every entry, Unix modes kept (the
// MediaWiki extension's CLI stays executable), owners root. Node's zlib alone, so the
// release needs no zip tool.
//
//   writeZip("release/x.zip", "stage", "arimaa-viewer");      // stage/arimaa-viewer → x.zip
//   writeTarGz("release/x.tar.gz", "stage", "ArimaaViewer");
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { crc32, deflateRawSync, gzipSync } from "node:zlib";

/** Every file and folder under `base/top`, as paths relative to `base`, sorted, folders before their contents. */
function walk(base, top) {
  const out = [];
  const visit = (rel) => {
    const stat = statSync(join(base, rel));
    if (!stat.isDirectory() && !stat.isFile()) throw new Error(`${rel}: only files and folders go into a release`);
    out.push({ rel, dir: stat.isDirectory(), mode: stat.mode & 0o777 });
    if (stat.isDirectory()) for (const name of readdirSync(join(base, rel)).sort()) visit(`${rel}/${name}`);
  };
  visit(top);
  return out;
}

/** The date every entry gets: SOURCE_DATE_EPOCH (seconds) when set, else `fallback`. */
export function releaseDate(fallback) {
  const epoch = Number(process.env.SOURCE_DATE_EPOCH);
  return Number.isInteger(epoch) && epoch > 0 ? new Date(epoch * 1000) : fallback;
}

/** MS-DOS time and date fields (local time, two-second steps, from 1980). */
function dosDateTime(date) {
  const year = Math.max(1980, date.getFullYear());
  return {
    time: (date.getHours() << 11) | (date.getMinutes() << 5) | (date.getSeconds() >> 1),
    date: ((year - 1980) << 9) | ((date.getMonth() + 1) << 5) | date.getDate(),
  };
}

/** Writes `base/top` (a folder) as the zip `out`. Gives the zip's size in bytes. */
export function writeZip(out, base, top, date = releaseDate(new Date())) {
  const { time, date: day } = dosDateTime(date);
  const locals = [];
  const central = [];
  let offset = 0;
  for (const entry of walk(base, top)) {
    const name = Buffer.from(entry.dir ? `${entry.rel}/` : entry.rel, "utf8");
    const data = entry.dir ? Buffer.alloc(0) : readFileSync(join(base, entry.rel));
    const packed = entry.dir ? data : deflateRawSync(data, { level: 9 });
    // A file deflate would not shrink is stored as it is.
    const stored = entry.dir || packed.length >= data.length;
    const body = stored ? data : packed;
    const crc = crc32(data);
    // Shared by both headers: version needed 2.0, UTF-8 names, method, time, date, CRC, sizes, name length.
    const common = Buffer.alloc(26);
    common.writeUInt16LE(20, 0);
    common.writeUInt16LE(0x0800, 2);
    common.writeUInt16LE(stored ? 0 : 8, 4);
    common.writeUInt16LE(time, 6);
    common.writeUInt16LE(day, 8);
    common.writeUInt32LE(crc, 10);
    common.writeUInt32LE(body.length, 14);
    common.writeUInt32LE(data.length, 18);
    common.writeUInt16LE(name.length, 22);
    common.writeUInt16LE(0, 24); // no extra field
    const local = Buffer.concat([u32(0x04034b50), common, name]);
    locals.push(local, body);
    const unixMode = (entry.dir ? 0o040000 : 0o100000) | entry.mode;
    // Comment length, disk, internal attributes (all 0), external attributes (the Unix
    // mode high, the MS-DOS folder bit low), the local header's offset.
    const tail = Buffer.alloc(14);
    tail.writeUInt32LE(((unixMode << 16) | (entry.dir ? 0x10 : 0)) >>> 0, 6);
    tail.writeUInt32LE(offset, 10);
    // "Made by" Unix (3), spec 2.0: unzip tools then restore the modes.
    central.push(Buffer.concat([u32(0x02014b50), u16((3 << 8) | 20), common, tail, name]));
    offset += local.length + body.length;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(central.length, 8);
  end.writeUInt16LE(central.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  const zip = Buffer.concat([...locals, directory, end]);
  writeFileSync(out, zip);
  return zip.length;
}

const u16 = (n) => {
  const b = Buffer.alloc(2);
  b.writeUInt16LE(n);
  return b;
};
const u32 = (n) => {
  const b = Buffer.alloc(4);
  b.writeUInt32LE(n);
  return b;
};

/** One ustar header block: a name of at most 100 bytes (a release's paths are short). */
function tarHeader({ rel, dir, mode, size }, mtime) {
  const name = dir ? `${rel}/` : rel;
  if (Buffer.byteLength(name) > 100) throw new Error(`${name}: a path longer than 100 bytes needs a ustar prefix`);
  const header = Buffer.alloc(512);
  const field = (value, at, length) => header.write(value, at, length, "utf8");
  const octal = (n, at, length) => field(`${n.toString(8).padStart(length - 1, "0")}\0`, at, length);
  field(name, 0, 100);
  octal(mode, 100, 8);
  octal(0, 108, 8); // uid root
  octal(0, 116, 8); // gid root
  octal(size, 124, 12);
  octal(mtime, 136, 12);
  field("        ", 148, 8); // the checksum counts its own field as spaces
  field(dir ? "5" : "0", 156, 1);
  field("ustar\0", 257, 6);
  field("00", 263, 2);
  field("root", 265, 32);
  field("root", 297, 32);
  let sum = 0;
  for (const byte of header) sum += byte;
  octal(sum, 148, 7);
  return header;
}

/** Writes `base/top` (a folder) as the gzipped tar `out`. Gives the file's size in bytes. */
export function writeTarGz(out, base, top, date = releaseDate(new Date())) {
  const mtime = Math.floor(date.getTime() / 1000);
  const blocks = [];
  for (const entry of walk(base, top)) {
    const data = entry.dir ? Buffer.alloc(0) : readFileSync(join(base, entry.rel));
    blocks.push(tarHeader({ ...entry, size: data.length }, mtime), data, Buffer.alloc((512 - (data.length % 512)) % 512));
  }
  blocks.push(Buffer.alloc(1024)); // two empty blocks end the archive
  const gz = gzipSync(Buffer.concat(blocks), { level: 9 });
  writeFileSync(out, gz);
  return gz.length;
}
