// Pictures for the demo companies, drawn here (no remote images): a PNG with a warm gradient and a paw print.
import { deflateSync } from 'node:zlib';

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = crcTable[(crc ^ byte) & 0xff] ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

type Rgb = readonly [number, number, number];

/** A width x height RGB PNG: a diagonal gradient from `from` to `to` with a paw print in the middle. */
export function pawPicture(width: number, height: number, from: Rgb, to: Rgb): Buffer {
  const pads = [[0, 0.18, 0.3], [-0.22, -0.08, 0.12], [-0.08, -0.2, 0.12], [0.08, -0.2, 0.12], [0.22, -0.08, 0.12]];
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y += 1) {
    const row = Buffer.alloc(1 + width * 3);
    for (let x = 0; x < width; x += 1) {
      const t = (x / width + y / height) / 2;
      const nx = (x - width / 2) / height;
      const ny = (y - height / 2) / height;
      const onPaw = pads.some(([cx, cy, r]) => (nx - cx) ** 2 + (ny - cy) ** 2 < r * r * (cx === 0 ? 0.55 : 0.45));
      for (let c = 0; c < 3; c += 1) row[1 + x * 3 + c] = onPaw ? 250 : Math.round(from[c] + (to[c] - from[c]) * t);
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export const palettes: ReadonlyArray<readonly [Rgb, Rgb]> = [
  [[15, 118, 110], [244, 132, 95]], [[19, 78, 74], [94, 234, 212]], [[190, 80, 60], [253, 186, 116]],
  [[30, 64, 120], [125, 211, 252]], [[88, 28, 135], [244, 114, 182]],
];
