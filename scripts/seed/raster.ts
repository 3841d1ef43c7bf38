// A small anti-aliased vector rasteriser and PNG encoder for the demo pictures: no native dependency, no network,
// and the same input always gives the same bytes. Shapes are polygons filled by signed-area accumulation (the
// font-rs method): each edge adds its exact coverage to a buffer and a running sum per row gives every pixel's
// coverage, so the cost follows the shape's size, not the number of shape tests per pixel.
import { deflateSync } from 'node:zlib';

export type Rgb = readonly [number, number, number];
export type Point = readonly [number, number];

/** A flat colour, a linear gradient between two points, or a soft radial falloff (shadows and glows). */
export type Paint =
  | Rgb
  | { kind: 'linear'; from: Rgb; to: Rgb; start: Point; end: Point }
  | { kind: 'radial'; color: Rgb; center: Point; radius: Point };

export function hex(value: string): Rgb {
  const n = Number.parseInt(value.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

export function mix(a: Rgb, b: Rgb, t: number): Rgb {
  return [
    Math.round(a[0] + (b[0] - a[0]) * t),
    Math.round(a[1] + (b[1] - a[1]) * t),
    Math.round(a[2] + (b[2] - a[2]) * t),
  ];
}

export class Canvas {
  readonly pixels: Uint8Array;
  private readonly stride: number;
  // One coverage buffer for the whole canvas, zeroed again as each fill reads it.
  private readonly area: Float32Array;

  constructor(
    readonly width: number,
    readonly height: number,
    background: Rgb,
  ) {
    this.pixels = new Uint8Array(width * height * 3);
    this.pixels.set(background);
    for (let filled = 3; filled < this.pixels.length; filled *= 2) this.pixels.copyWithin(filled, 0, filled);
    this.stride = width + 2;
    this.area = new Float32Array(this.stride * height);
  }

  /** Fills the union of the polygons (all turned the same way round, so overlaps add up rather than cancel). */
  fill(polygons: ReadonlyArray<readonly Point[]>, paint: Paint, alpha = 1): void {
    let top = Infinity;
    let bottom = -Infinity;
    let left = Infinity;
    let right = -Infinity;
    for (const polygon of polygons) {
      const sign = signedArea(polygon) < 0 ? -1 : 1;
      for (let i = 0; i < polygon.length; i += 1) {
        const a = polygon[i];
        const b = polygon[(i + 1) % polygon.length];
        this.edge(a, b, sign);
        top = Math.min(top, a[1]);
        bottom = Math.max(bottom, a[1]);
        left = Math.min(left, a[0]);
        right = Math.max(right, a[0]);
      }
    }
    const y0 = Math.max(0, Math.floor(top));
    const y1 = Math.min(this.height, Math.ceil(bottom));
    const x0 = Math.max(0, Math.floor(left));
    const x1 = Math.min(this.stride - 1, Math.ceil(right) + 1);
    for (let y = y0; y < y1; y += 1) this.compositeRow(y, x0, x1, paint, alpha);
  }

  // The hot loop of every fill: locals only, and an early skip of the pixels the shape does not touch.
  private compositeRow(y: number, x0: number, x1: number, paint: Paint, alpha: number): void {
    const { area, pixels, width } = this;
    const rowStart = y * this.stride;
    const shade = Array.isArray(paint) ? undefined : (paint as Exclude<Paint, Rgb>);
    const [sr, sg, sb] = shade ? [0, 0, 0] : (paint as Rgb);
    let r = sr;
    let g = sg;
    let b = sb;
    let sum = 0;
    const last = Math.min(x1, width - 1);
    let i = (y * width + x0) * 3;
    for (let x = x0; x <= last; x += 1, i += 3) {
      const a = area[rowStart + x];
      if (a !== 0) {
        sum += a;
        area[rowStart + x] = 0;
      }
      let coverage = (sum < 0 ? -sum : sum) * alpha;
      if (coverage < 0.002) continue;
      if (coverage > alpha) coverage = alpha;
      if (shade?.kind === 'linear') {
        const dx = shade.end[0] - shade.start[0];
        const dy = shade.end[1] - shade.start[1];
        const t = Math.min(
          1,
          Math.max(0, ((x + 0.5 - shade.start[0]) * dx + (y + 0.5 - shade.start[1]) * dy) / (dx * dx + dy * dy)),
        );
        r = shade.from[0] + (shade.to[0] - shade.from[0]) * t + 0.5;
        g = shade.from[1] + (shade.to[1] - shade.from[1]) * t + 0.5;
        b = shade.from[2] + (shade.to[2] - shade.from[2]) * t + 0.5;
      } else if (shade) {
        const d = Math.hypot(
          (x + 0.5 - shade.center[0]) / shade.radius[0],
          (y + 0.5 - shade.center[1]) / shade.radius[1],
        );
        if (d >= 1) continue;
        [r, g, b] = shade.color;
        coverage *= (1 - d) * (1 - d);
      }
      if (coverage >= 0.999) {
        pixels[i] = r;
        pixels[i + 1] = g;
        pixels[i + 2] = b;
      } else {
        pixels[i] += (r - pixels[i]) * coverage + 0.5;
        pixels[i + 1] += (g - pixels[i + 1]) * coverage + 0.5;
        pixels[i + 2] += (b - pixels[i + 2]) * coverage + 0.5;
      }
    }
    for (let x = last + 1; x <= x1; x += 1) area[rowStart + x] = 0;
  }

  /** Adds one edge's signed coverage to the buffer, row by row; x is kept on the canvas (the edges beside it project onto it). */
  private edge(a: Point, b: Point, sign: number): void {
    if (a[1] === b[1]) return;
    const [p0, p1, dir] = a[1] < b[1] ? [a, b, sign] : [b, a, -sign];
    const dxdy = (p1[0] - p0[0]) / (p1[1] - p0[1]);
    const clampX = (x: number) => Math.min(this.width, Math.max(0, x));
    const yStart = Math.max(0, Math.floor(p0[1]));
    const yEnd = Math.min(this.height, Math.ceil(p1[1]));
    for (let y = yStart; y < yEnd; y += 1) {
      const top = Math.max(y, p0[1]);
      const bottom = Math.min(y + 1, p1[1]);
      const dy = bottom - top;
      if (dy <= 0) continue;
      const xa = clampX(p0[0] + (top - p0[1]) * dxdy);
      const xb = clampX(p0[0] + (bottom - p0[1]) * dxdy);
      this.span(y * this.stride, Math.min(xa, xb), Math.max(xa, xb), xa, xb, dy * dir);
    }
  }

  private span(row: number, x0: number, x1: number, xa: number, xb: number, d: number): void {
    const area = this.area;
    const x0i = Math.floor(x0);
    const x1i = Math.ceil(x1);
    if (x1i <= x0i + 1) {
      const xm = 0.5 * (xa + xb) - x0i;
      area[row + x0i] += d - d * xm;
      area[row + x0i + 1] += d * xm;
      return;
    }
    const s = 1 / (x1 - x0);
    const x0f = x0 - x0i;
    const a0 = 0.5 * s * (1 - x0f) * (1 - x0f);
    const x1f = x1 - x1i + 1;
    const am = 0.5 * s * x1f * x1f;
    area[row + x0i] += d * a0;
    if (x1i === x0i + 2) {
      area[row + x0i + 1] += d * (1 - a0 - am);
    } else {
      const a1 = s * (1.5 - x0f);
      area[row + x0i + 1] += d * (a1 - a0);
      for (let x = x0i + 2; x < x1i - 1; x += 1) area[row + x] += d * s;
      const a2 = a1 + (x1i - x0i - 3) * s;
      area[row + x1i - 1] += d * (1 - a2 - am);
    }
    area[row + x1i] += d * am;
  }

  /** The canvas as an RGB PNG. Every row uses the Up filter: flat illustrations then deflate to a few bytes a row. */
  toPng(): Buffer {
    const { width, height, pixels } = this;
    const rowBytes = width * 3;
    const raw = Buffer.alloc((rowBytes + 1) * height);
    for (let y = 0; y < height; y += 1) {
      const out = y * (rowBytes + 1);
      raw[out] = y === 0 ? 0 : 2;
      const row = y * rowBytes;
      if (y === 0) raw.set(pixels.subarray(0, rowBytes), out + 1);
      else
        for (let i = 0; i < rowBytes; i += 1) raw[out + 1 + i] = (pixels[row + i] - pixels[row - rowBytes + i]) & 255;
    }
    const header = Buffer.alloc(13);
    header.writeUInt32BE(width, 0);
    header.writeUInt32BE(height, 4);
    header.set([8, 2, 0, 0, 0], 8);
    return Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk('IHDR', header),
      chunk('IDAT', deflateSync(raw)),
      chunk('IEND', Buffer.alloc(0)),
    ]);
  }
}

function signedArea(polygon: readonly Point[]): number {
  let sum = 0;
  for (let i = 0; i < polygon.length; i += 1) {
    const [x0, y0] = polygon[i];
    const [x1, y1] = polygon[(i + 1) % polygon.length];
    sum += x0 * y1 - x1 * y0;
  }
  return sum;
}

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

/** An ellipse as a polygon, `rotation` in radians; `step` is the largest edge length wanted. */
export function ellipsePoints(cx: number, cy: number, rx: number, ry: number, rotation = 0, step = 4): Point[] {
  const count = Math.max(12, Math.min(360, Math.ceil((2 * Math.PI * Math.max(rx, ry)) / step)));
  const cos = Math.cos(rotation);
  const sin = Math.sin(rotation);
  return Array.from({ length: count }, (_, i) => {
    const t = (i / count) * 2 * Math.PI;
    const x = Math.cos(t) * rx;
    const y = Math.sin(t) * ry;
    return [cx + x * cos - y * sin, cy + x * sin + y * cos] as const;
  });
}

/** A rectangle with rounded corners (radii top-left, top-right, bottom-right, bottom-left). */
export function roundRectPoints(
  x: number,
  y: number,
  w: number,
  h: number,
  radii: readonly [number, number, number, number],
  step = 4,
): Point[] {
  const corners: Array<[number, number, number, number]> = [
    [x + w - radii[1], y + radii[1], radii[1], -Math.PI / 2],
    [x + w - radii[2], y + h - radii[2], radii[2], 0],
    [x + radii[3], y + h - radii[3], radii[3], Math.PI / 2],
    [x + radii[0], y + radii[0], radii[0], Math.PI],
  ];
  return corners.flatMap(([cx, cy, r, start]) => {
    const count = r > 0 ? Math.max(2, Math.ceil((Math.PI * r) / 2 / step)) : 0;
    return Array.from({ length: count + 1 }, (_, i) => {
      const t = start + (i / Math.max(1, count)) * (Math.PI / 2);
      return [cx + Math.cos(t) * r, cy + Math.sin(t) * r] as const;
    });
  });
}

/** A quadratic Bezier curve as a polyline. */
export function curvePoints(from: Point, control: Point, to: Point, count = 24): Point[] {
  return Array.from({ length: count + 1 }, (_, i) => {
    const t = i / count;
    const u = 1 - t;
    return [
      u * u * from[0] + 2 * u * t * control[0] + t * t * to[0],
      u * u * from[1] + 2 * u * t * control[1] + t * t * to[1],
    ] as const;
  });
}

/** A polyline of the given width with round joins and caps, as polygons to fill together. */
export function strokePolygons(points: readonly Point[], width: number, step = 4): Point[][] {
  const r = width / 2;
  const polygons: Point[][] = points.map(([x, y]) => ellipsePoints(x, y, r, r, 0, step));
  for (let i = 0; i + 1 < points.length; i += 1) {
    const [ax, ay] = points[i];
    const [bx, by] = points[i + 1];
    const length = Math.hypot(bx - ax, by - ay) || 1;
    const nx = (-(by - ay) / length) * r;
    const ny = ((bx - ax) / length) * r;
    polygons.push([
      [ax + nx, ay + ny],
      [bx + nx, by + ny],
      [bx - nx, by - ny],
      [ax - nx, ay - ny],
    ]);
  }
  return polygons;
}
