// What `file` says of a binary, read from its ELF header: enough to know that the
// release's CLI is a 64-bit x86-64 executable needing no dynamic loader (no PT_INTERP
// program header: static, or static-pie as Rust's musl target links it).
//   elfInfo(readFileSync(path))  // { machine: "x86-64", bits: 64, static: true } or null

const MACHINES = { 0x03: "x86", 0x3e: "x86-64", 0xb7: "aarch64", 0xf3: "riscv" };
const PT_INTERP = 3;

/** The executable's machine, word size and whether it is static; null when not a little-endian ELF. */
export function elfInfo(bytes) {
  const b = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (b.length < 64 || b.readUInt32BE(0) !== 0x7f454c46 || b[5] !== 1) return null;
  const bits = b[4] === 2 ? 64 : 32;
  const machine = MACHINES[b.readUInt16LE(18)] ?? `machine ${b.readUInt16LE(18)}`;
  const type = b.readUInt16LE(16); // 2 executable, 3 shared object (also a PIE)
  let interpreter = false;
  if (bits === 64) {
    const phoff = Number(b.readBigUInt64LE(32));
    const size = b.readUInt16LE(54);
    for (let i = 0; i < b.readUInt16LE(56); i++) {
      const at = phoff + i * size;
      if (at + 4 > b.length) return null;
      if (b.readUInt32LE(at) === PT_INTERP) interpreter = true;
    }
  }
  return { machine, bits, executable: type === 2 || type === 3, static: bits === 64 && !interpreter };
}
