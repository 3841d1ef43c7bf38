// Pictures for the demo companies, services and pets, drawn here (no remote images): flat illustrations of a pet
// business per category (a grooming salon, a clinic, kennels, a training field, a park, a living room, a play yard,
// a small-pet corner) in the brand palette of web/src/app/styles/tokens.css, varied per company and photo.
import { randomGenerator, type DemoPet, type ServiceTemplate } from './demo-data';
import {
  Canvas,
  curvePoints,
  ellipsePoints,
  hex,
  mix,
  roundRectPoints,
  strokePolygons,
  type Paint,
  type Point,
  type Rgb,
} from './raster';

/**
 * Sizes from the CSS box each picture fills, at 1.7-2x for sharp screens. Photo 1 is the company hero's cover (up to
 * ~1150 x 240 CSS px, object-fit: cover) and the first photo of the gallery stage (the page width, 16:9 capped at
 * 480 px high: ~1150 x 480 on a desktop), so 2.4:1 at 2x; photos 2 and 3 only fill the stage, at 1.7x to keep the
 * seed quick. Service photos fill a service card's 16:9 picture (~260-400 CSS px wide); logos the hero's 96 px avatar.
 */
export const pictureSizes = {
  cover: [2400, 1000],
  galleryPhoto: [1920, 800],
  servicePhoto: [800, 450],
  logo: [192, 192],
  // A pet card's photo: the card's width (~260-360 CSS px) by 160 px, at 2x.
  petPhoto: [720, 400],
} as const;

export type PictureCategory = ServiceTemplate['category'];

const c = {
  teal900: hex('#083f3c'),
  teal700: hex('#0b5551'),
  teal600: hex('#0e6b66'),
  teal400: hex('#3d9a93'),
  teal300: hex('#6fbbb3'),
  teal200: hex('#a9d5d1'),
  teal100: hex('#d7ecea'),
  teal50: hex('#eef7f6'),
  coral700: hex('#a53624'),
  coral600: hex('#c2452f'),
  coral400: hex('#e8775c'),
  coral200: hex('#f6b8a5'),
  coral100: hex('#ffe8e1'),
  coral50: hex('#fff3ef'),
  page: hex('#faf7f2'),
  muted: hex('#f4efe8'),
  border: hex('#e6dfd5'),
  sand: hex('#e8d3b5'),
  wood: hex('#c8925e'),
  woodDark: hex('#9c6b43'),
  ink: hex('#16262b'),
  slate: hex('#5b6472'),
  steel: hex('#dfe6ea'),
  white: hex('#ffffff'),
  mustard: hex('#f2b84b'),
  pink: hex('#f29c8f'),
};

const furs: ReadonlyArray<readonly [Rgb, Rgb]> = [
  [hex('#d9a05b'), hex('#f6e3c6')],
  [hex('#8a5a3b'), hex('#e9cfae')],
  [hex('#f1dfc4'), hex('#fff8ee')],
  [hex('#3f3733'), hex('#d8cbbf')],
  [hex('#e08a4a'), hex('#fbe2cc')],
  [hex('#9a9ca6'), hex('#eceef2')],
];
const walls: ReadonlyArray<readonly [Rgb, Rgb]> = [
  [c.teal50, c.sand],
  [c.coral50, mix(c.wood, c.sand, 0.5)],
  [c.teal100, c.muted],
  [c.muted, c.teal200],
  [c.page, c.coral200],
];

/**
 * Draws in units: 100 units are the picture's height, x = 0 is its centre, the floor line is at y = 72; a mirrored
 * scene flips x. `zoom` enlarges the scene around the floor line, so the pets fill more of a photo.
 */
class Scene {
  readonly u: number;
  readonly half: number;
  private readonly step: number;

  constructor(
    readonly canvas: Canvas,
    private readonly mirror: boolean,
    private readonly zoom = 1,
  ) {
    this.u = (canvas.height / 100) * zoom;
    this.half = canvas.width / this.u / 2;
    this.step = 3 / this.u;
  }

  private px = ([x, y]: Point): Point => [
    this.canvas.width / 2 + (this.mirror ? -x : x) * this.u,
    (72 + (y - 72) * this.zoom) * (this.u / this.zoom),
  ];

  private paint(paint: Paint): Paint {
    if (Array.isArray(paint)) return paint;
    const p = paint as Exclude<Paint, Rgb>;
    return p.kind === 'linear'
      ? { ...p, start: this.px(p.start), end: this.px(p.end) }
      : { ...p, center: this.px(p.center), radius: [p.radius[0] * this.u, p.radius[1] * this.u] };
  }

  fill(polygons: Point[][], paint: Paint, alpha = 1): void {
    this.canvas.fill(
      polygons.map((polygon) => polygon.map(this.px)),
      this.paint(paint),
      alpha,
    );
  }

  poly(points: Point[], paint: Paint, alpha = 1): void {
    this.fill([points], paint, alpha);
  }

  rect(
    x: number,
    y: number,
    w: number,
    h: number,
    paint: Paint,
    r: number | [number, number, number, number] = 0,
    alpha = 1,
  ): void {
    const radii = typeof r === 'number' ? ([r, r, r, r] as [number, number, number, number]) : r;
    this.poly(roundRectPoints(x, y, w, h, radii, this.step), paint, alpha);
  }

  ellipse(cx: number, cy: number, rx: number, ry: number, paint: Paint, rotation = 0, alpha = 1): void {
    this.poly(ellipsePoints(cx, cy, rx, ry, rotation, this.step), paint, alpha);
  }

  circle(cx: number, cy: number, r: number, paint: Paint, alpha = 1): void {
    this.ellipse(cx, cy, r, r, paint, 0, alpha);
  }

  line(points: Point[], width: number, paint: Paint, alpha = 1): void {
    this.fill(strokePolygons(points, width, this.step), paint, alpha);
  }

  curve(from: Point, control: Point, to: Point, width: number, paint: Paint): void {
    this.line(curvePoints(from, control, to, 16), width, paint);
  }

  /** A soft contact shadow under something standing on the floor. */
  shadow(cx: number, cy: number, rx: number, ry = rx / 6): void {
    this.ellipse(cx, cy, rx, ry, { kind: 'radial', color: c.ink, center: [cx, cy], radius: [rx, ry] }, 0, 0.35);
  }
}

interface Look {
  wall: Rgb;
  floor: Rgb;
  fur: readonly [Rgb, Rgb];
  fur2: readonly [Rgb, Rgb];
  accent: Rgb;
  jitter: () => number;
}

// ---- Backdrops --------------------------------------------------------------------------------------------------

// The canvas starts in the wall's colour, so a room paints only its floor, skirting and the dressing of wide photos.
function room(s: Scene, look: Look, horizon = 72): void {
  s.rect(-s.half, horizon, s.half * 2, 40, {
    kind: 'linear',
    from: look.floor,
    to: mix(look.floor, c.ink, 0.12),
    start: [0, horizon],
    end: [0, 100],
  });
  s.rect(-s.half, horizon - 2, s.half * 2, 2.4, mix(look.wall, c.ink, 0.12));
  if (s.half < 75) return;
  // A wide photo (the cover) shows more of the room on both sides.
  windowFrame(s, -s.half + 26, 16, 22, 30);
  plant(s, -s.half + 12, horizon + 16, 1.2);
  framedPaw(s, s.half - 20, 24, 13, look);
  shelf(s, s.half - 38, 46, 22, look, 4);
  bowl(s, s.half - 18, horizon + 18, 9, c.teal600, c.woodDark);
}

function tiles(s: Scene, look: Look, from: number, to: number): void {
  const line = mix(look.wall, c.ink, 0.06);
  for (let y = 10; y < 70; y += 12) s.rect(from, y, to - from, 0.5, line);
  for (let x = Math.ceil(from / 12) * 12; x < to; x += 12) s.rect(x, -20, 0.5, 90, line);
}

function outdoors(s: Scene, look: Look, horizon = 62): void {
  s.rect(-s.half, -20, s.half * 2, horizon + 21, {
    kind: 'linear',
    from: c.teal100,
    to: c.coral50,
    start: [0, 0],
    end: [0, horizon],
  });
  s.circle(s.half * 0.55, 18, 7, c.coral100);
  s.circle(s.half * 0.55, 18, 5, mix(c.mustard, c.coral50, 0.35));
  for (let i = -3; i <= 3; i += 1)
    s.ellipse(i * s.half * 0.42 + look.jitter() * 8, horizon + 4, s.half * 0.32, 14, i % 2 ? c.teal200 : c.teal300);
  s.rect(-s.half, horizon, s.half * 2, 120 - horizon, {
    kind: 'linear',
    from: c.teal300,
    to: mix(c.teal400, c.teal300, 0.4),
    start: [0, horizon],
    end: [0, 100],
  });
  if (s.half < 75) return;
  tree(s, -s.half + 18, horizon + 12, 1.2);
  tree(s, s.half - 18, horizon + 8, 1, c.teal700);
}

// ---- Animals (facing right, standing on y) ----------------------------------------------------------------------

function paw(s: Scene, x: number, y: number, r: number, color: Rgb): void {
  s.ellipse(x, y + r * 0.35, r * 0.62, r * 0.5, color);
  for (const [dx, dy] of [
    [-0.72, -0.3],
    [-0.27, -0.72],
    [0.27, -0.72],
    [0.72, -0.3],
  ])
    s.ellipse(x + dx * r, y + dy * r, r * 0.24, r * 0.3, color);
}

/** A leash from the collar up to a walker's hand above the picture, drawn before the head so it leaves from behind it. */
interface Leash {
  handX: number;
  color: Rgb;
}

function drawLeash(s: Scene, collar: Point, leash: Leash | undefined): void {
  if (leash) s.curve(collar, [(collar[0] + leash.handX) / 2, collar[1] * 0.55], [leash.handX, -30], 0.9, leash.color);
}

/** A dog with its feet at (x, y), k times its drawn size, in its coat and a lighter shade, wearing `collar`. */
type DrawDog = (
  s: Scene,
  x: number,
  y: number,
  k: number,
  fur: readonly [Rgb, Rgb],
  collar: Rgb,
  leash?: Leash,
) => void;

const sittingDog: DrawDog = (s, x, y, k, fur, collar, leash) => {
  const p = (dx: number, dy: number): Point => [x + dx * k, y + dy * k];
  const [coat, light] = fur;
  const dark = mix(coat, c.ink, 0.25);
  s.shadow(x, y, 14 * k);
  s.curve(p(-9, -6), p(-18, -9), p(-15, -19), 3 * k, coat);
  s.ellipse(...p(-5, -8), 9 * k, 8 * k, coat);
  s.ellipse(...p(0, -15), 8 * k, 12.5 * k, coat, -0.3);
  s.rect(...p(6, -14), 3.6 * k, 14 * k, dark, 1.8 * k);
  s.rect(...p(2, -14), 3.6 * k, 14 * k, coat, 1.8 * k);
  s.ellipse(...p(-3, -1.6), 5.5 * k, 2 * k, coat);
  s.ellipse(...p(5, -17), 4 * k, 6.5 * k, light);
  s.rect(...p(0.5, -23.5), 10 * k, 2.4 * k, collar, 1.2 * k);
  s.circle(...p(7.5, -20.4), 1.3 * k, c.mustard);
  drawLeash(s, p(6, -22.5), leash);
  s.circle(...p(5, -29), 7.5 * k, coat);
  s.ellipse(...p(11, -26.5), 5.2 * k, 3.7 * k, light);
  s.ellipse(...p(11.5, -23.4), 1.6 * k, 1.1 * k, c.pink);
  s.ellipse(...p(15.3, -27.6), 1.7 * k, 1.3 * k, c.ink);
  s.circle(...p(8.6, -31), 1.15 * k, c.ink);
  s.circle(...p(8.9, -31.4), 0.35 * k, c.white);
  s.ellipse(...p(1.2, -28), 3 * k, 6.8 * k, dark, 0.35);
};

const standingDog: DrawDog = (s, x, y, k, fur, collar, leash) => {
  const p = (dx: number, dy: number): Point => [x + dx * k, y + dy * k];
  const [coat, light] = fur;
  const dark = mix(coat, c.ink, 0.25);
  s.shadow(x, y, 17 * k);
  s.rect(...p(-8, -17), 3.4 * k, 17 * k, dark, 1.7 * k);
  s.rect(...p(10, -17), 3.4 * k, 17 * k, dark, 1.7 * k);
  s.curve(p(-12, -18), p(-19, -23), p(-16, -31), 3 * k, coat);
  s.ellipse(...p(0, -18), 13.5 * k, 7 * k, coat);
  s.ellipse(...p(2, -14.5), 8 * k, 3 * k, light);
  s.rect(...p(-11.5, -17), 3.6 * k, 17 * k, coat, 1.8 * k);
  s.rect(...p(6.5, -17), 3.6 * k, 17 * k, coat, 1.8 * k);
  s.ellipse(...p(10, -23), 4.5 * k, 7 * k, coat, 0.5);
  s.rect(...p(7.5, -26), 6 * k, 2.4 * k, collar, 1.2 * k);
  drawLeash(s, p(10.5, -25), leash);
  s.circle(...p(14, -30), 6.3 * k, coat);
  s.ellipse(...p(19, -28), 4.6 * k, 3.2 * k, light);
  s.ellipse(...p(23, -29), 1.6 * k, 1.2 * k, c.ink);
  s.circle(...p(16.5, -32), 1.05 * k, c.ink);
  s.circle(...p(16.8, -32.4), 0.32 * k, c.white);
  s.ellipse(...p(10.8, -29.5), 2.7 * k, 6 * k, dark, 0.3);
};

function sittingCat(s: Scene, x: number, y: number, k: number, fur: readonly [Rgb, Rgb]): void {
  const p = (dx: number, dy: number): Point => [x + dx * k, y + dy * k];
  const [coat, light] = fur;
  const dark = mix(coat, c.ink, 0.3);
  s.shadow(x, y, 11 * k);
  s.curve(p(-5, -2), p(-16, -1), p(-13, -14), 2.8 * k, coat);
  s.ellipse(...p(0, -10.5), 8 * k, 10.5 * k, coat);
  s.ellipse(...p(1.5, -9), 4.5 * k, 7 * k, light);
  s.rect(...p(-2.8, -11), 2.8 * k, 11 * k, coat, 1.4 * k);
  s.rect(...p(1.9, -11), 2.8 * k, 11 * k, coat, 1.4 * k);
  s.poly([p(-6.5, -26), p(-5.5, -35), p(-1, -30)], coat);
  s.poly([p(3, -30), p(7.8, -35), p(8.6, -26)], coat);
  s.poly([p(-5.2, -28), p(-4.8, -33), p(-2.3, -30.2)], c.pink);
  s.poly([p(4.2, -30.3), p(7, -33.2), p(7.4, -28.3)], c.pink);
  s.ellipse(...p(1, -24.5), 7.6 * k, 6.6 * k, coat);
  for (const dx of [-3, 1, 5]) s.rect(...p(dx - 0.4, -31), 0.8 * k, 3 * k, dark, 0.4 * k);
  s.ellipse(...p(-1.8, -25.2), 1.2 * k, 1.6 * k, c.ink);
  s.ellipse(...p(3.8, -25.2), 1.2 * k, 1.6 * k, c.ink);
  s.poly([p(0.3, -22.4), p(1.9, -22.4), p(1.1, -21.4)], c.pink);
  s.line([p(-6, -21.5), p(-1.5, -22)], 0.3 * k, dark);
  s.line([p(8, -21.5), p(3.5, -22)], 0.3 * k, dark);
}

function rabbit(s: Scene, x: number, y: number, k: number, fur: readonly [Rgb, Rgb]): void {
  const p = (dx: number, dy: number): Point => [x + dx * k, y + dy * k];
  const [coat, light] = fur;
  s.shadow(x, y, 11 * k);
  s.ellipse(...p(4, -24), 1.9 * k, 6.5 * k, coat, -0.25);
  s.ellipse(...p(4, -24), 0.9 * k, 5 * k, c.pink, -0.25);
  s.ellipse(...p(0, -8), 9.5 * k, 8 * k, coat);
  s.circle(...p(-9, -8), 2.6 * k, c.white);
  s.ellipse(...p(-3, -1.4), 5 * k, 1.8 * k, light);
  s.circle(...p(7, -15), 5.5 * k, coat);
  s.ellipse(...p(7.5, -24.5), 1.9 * k, 7 * k, coat, 0.15);
  s.ellipse(...p(7.5, -24.5), 0.9 * k, 5.5 * k, c.pink, 0.15);
  s.ellipse(...p(10, -13), 2.6 * k, 2.2 * k, light);
  s.circle(...p(9, -16.5), 0.95 * k, c.ink);
  s.circle(...p(12.2, -14), 0.7 * k, c.pink);
}

function hamster(s: Scene, x: number, y: number, k: number, fur: readonly [Rgb, Rgb]): void {
  const p = (dx: number, dy: number): Point => [x + dx * k, y + dy * k];
  const [coat, light] = fur;
  s.shadow(x, y, 12 * k);
  s.circle(...p(-4, -15), 3 * k, coat);
  s.circle(...p(-4, -15), 1.8 * k, c.pink);
  s.ellipse(...p(0, -8), 12 * k, 8.5 * k, coat);
  s.ellipse(...p(2, -4.5), 8 * k, 4.5 * k, light);
  s.circle(...p(5.5, -15.5), 3 * k, coat);
  s.circle(...p(5.5, -15.5), 1.8 * k, c.pink);
  s.ellipse(...p(8.5, -8.5), 4.5 * k, 4 * k, light);
  s.circle(...p(6, -11.5), 1.1 * k, c.ink);
  s.circle(...p(6.3, -11.9), 0.35 * k, c.white);
  s.circle(...p(12, -9.5), 0.8 * k, c.pink);
  s.ellipse(...p(8, -0.8), 1.8 * k, 1 * k, c.pink);
  s.ellipse(...p(-6, -0.8), 2 * k, 1 * k, c.pink);
}

/** A budgie on a perch at y. */
function budgie(s: Scene, x: number, y: number, k: number, body: Rgb, face: Rgb): void {
  const p = (dx: number, dy: number): Point => [x + dx * k, y + dy * k];
  const wing = mix(body, c.ink, 0.3);
  s.line([p(-18, 0.8), p(18, 0.8)], 1.8 * k, c.woodDark);
  s.poly([p(-3, -6), p(-9, 13), p(-5.5, 14), p(0.5, -4)], wing);
  s.ellipse(...p(0, -9.5), 6 * k, 9.5 * k, body, -0.35);
  s.ellipse(...p(-1.8, -9.5), 3.6 * k, 7 * k, wing, -0.5);
  for (const dy of [-13, -10, -7]) s.line([p(-4, dy), p(0.5, dy - 1.5)], 0.5 * k, mix(wing, c.ink, 0.4));
  s.circle(...p(3.5, -19.5), 5 * k, face);
  s.poly([p(7.6, -20.5), p(10.6, -18.6), p(7.8, -16.6)], c.sand);
  s.circle(...p(5.2, -21), 1 * k, c.ink);
  s.circle(...p(5.5, -21.3), 0.3 * k, c.white);
  s.ellipse(...p(-1.5, 0.2), 1.3 * k, 0.9 * k, c.pink);
  s.ellipse(...p(1.8, 0.2), 1.3 * k, 0.9 * k, c.pink);
}

/** A betta in a round bowl standing on y. */
function fishBowl(s: Scene, x: number, y: number, k: number, fin: Rgb): void {
  const p = (dx: number, dy: number): Point => [x + dx * k, y + dy * k];
  s.shadow(x, y, 13 * k);
  s.circle(...p(0, -15), 15 * k, c.teal200, 0.55);
  s.ellipse(...p(0, -2.5), 10 * k, 2.6 * k, c.sand);
  s.curve(p(6, -3), p(10, -10), p(6.5, -15), 1.1 * k, c.teal600);
  s.curve(p(4, -3), p(2, -8), p(4.5, -11), 1 * k, c.teal700);
  s.poly([p(-3, -16), p(-12.5, -24), p(-11, -15.5), p(-13, -7.5)], mix(fin, c.white, 0.15), 0.9);
  s.ellipse(...p(1, -16), 6 * k, 3.2 * k, fin);
  s.poly([p(-2.5, -18), p(1.5, -23.5), p(4, -18.6)], mix(fin, c.ink, 0.15));
  s.circle(...p(4.6, -16.8), 0.9 * k, c.ink);
  for (const [dx, dy, r] of [
    [7, -22, 0.9],
    [8.5, -25.5, 0.6],
  ])
    s.circle(...p(dx, dy), r * k, c.white, 0.8);
  s.ellipse(...p(-8, -21), 2 * k, 5 * k, c.white, 0.4, 0.35);
  s.rect(...p(-9.5, -30.5), 19 * k, 2 * k, c.white, 1 * k, 0.7);
}

/** A bearded dragon lying on a rock that stands on y. */
function lizard(s: Scene, x: number, y: number, k: number, skin: readonly [Rgb, Rgb]): void {
  const p = (dx: number, dy: number): Point => [x + dx * k, y + dy * k];
  const [coat, light] = skin;
  const dark = mix(coat, c.ink, 0.3);
  s.shadow(x, y, 24 * k);
  s.ellipse(...p(0, -3), 22 * k, 6 * k, mix(c.sand, c.ink, 0.18));
  s.curve(p(-10, -9), p(-22, -8), p(-28, -3), 2.4 * k, coat);
  s.rect(...p(-9, -10), 2.4 * k, 5.5 * k, dark, 1 * k);
  s.rect(...p(5, -10), 2.4 * k, 5.5 * k, dark, 1 * k);
  s.ellipse(...p(0, -11), 12 * k, 4.5 * k, coat);
  for (const dx of [-7, -3, 1, 5]) s.circle(...p(dx, -12), 1 * k, light);
  for (const dx of [-8, -4, 0, 4, 8]) s.poly([p(dx - 1.2, -14.8), p(dx, -17.4), p(dx + 1.2, -14.8)], dark);
  s.rect(...p(-6.5, -10), 2.4 * k, 6 * k, coat, 1 * k);
  s.rect(...p(8, -10), 2.4 * k, 6 * k, coat, 1 * k);
  s.ellipse(...p(13, -9.5), 4 * k, 2.2 * k, dark);
  s.ellipse(...p(13.5, -12.5), 5.5 * k, 3.6 * k, coat, -0.15);
  s.circle(...p(15, -13.8), 0.9 * k, c.ink);
  s.circle(...p(15.2, -14.1), 0.3 * k, c.white);
}

/** A pet for a variant: mostly dogs, sometimes a cat or a rabbit. */
function pet(s: Scene, kind: 'dog' | 'standing' | 'cat' | 'rabbit', x: number, y: number, k: number, look: Look): void {
  if (kind === 'dog') sittingDog(s, x, y, k, look.fur, look.accent);
  else if (kind === 'standing') standingDog(s, x, y, k, look.fur, look.accent);
  else if (kind === 'cat') sittingCat(s, x, y, k, look.fur2);
  else rabbit(s, x, y, k, look.fur2);
}

// ---- Props ------------------------------------------------------------------------------------------------------

function framedPaw(s: Scene, x: number, y: number, size: number, look: Look): void {
  s.rect(x - size / 2 - 1, y - size / 2 - 1, size + 2, size + 2, c.wood, 1);
  s.rect(x - size / 2, y - size / 2, size, size, c.white, 0.5);
  paw(s, x, y + size * 0.05, size * 0.3, look.accent);
}

function windowFrame(s: Scene, x: number, y: number, w: number, h: number): void {
  s.rect(x - 1.2, y - 1.2, w + 2.4, h + 2.4, c.white, 1.5);
  s.rect(x, y, w, h, { kind: 'linear', from: c.teal100, to: c.coral50, start: [0, y], end: [0, y + h] });
  s.rect(x, y + h * 0.7, w, h * 0.3, c.teal200);
  s.circle(x + w * 0.28, y + h * 0.62, w * 0.16, c.teal300);
  s.rect(x + w * 0.27, y + h * 0.7, w * 0.03, h * 0.12, c.woodDark);
  s.rect(x + w / 2 - 0.6, y, 1.2, h, c.white);
  s.rect(x, y + h / 2 - 0.6, w, 1.2, c.white);
  s.rect(x - 2.5, y + h + 1, w + 5, 2, c.white, 0.6);
}

function shelf(s: Scene, x: number, y: number, w: number, look: Look, seed: number): void {
  const colors = [c.coral400, c.teal600, c.mustard, c.teal300, look.accent, c.white];
  let at = x + 2;
  for (let i = 0; at < x + w - 5; i += 1) {
    const bw = 3 + ((seed + i * 7) % 3);
    const bh = 6 + ((seed + i * 5) % 5);
    s.rect(at, y - bh, bw, bh, colors[(seed + i) % colors.length], [1.2, 1.2, 0.5, 0.5]);
    s.rect(at + bw * 0.3, y - bh - 1.6, bw * 0.4, 1.8, c.slate, 0.3);
    at += bw + 1.6;
  }
  s.rect(x, y, w, 1.8, c.wood, 0.4);
}

function towels(s: Scene, x: number, y: number, look: Look): void {
  [c.teal300, c.coral200, c.white, look.accent].forEach((color, i) =>
    s.rect(x - 7 + (i % 2) * 0.8, y - 3.5 * (i + 1), 14, 3.4, color, 1.6),
  );
}

function bubbles(s: Scene, x: number, y: number, spread: number, look: Look): void {
  for (let i = 0; i < 9; i += 1) {
    const r = 1.4 + (i % 3) * 1.1;
    const bx = x + look.jitter() * spread;
    const by = y - (i % 3) * 3 - look.jitter() * 4;
    s.circle(bx, by, r, c.teal200, 0.8);
    s.circle(bx - r * 0.12, by - r * 0.12, r * 0.82, c.white, 0.9);
  }
}

function bathtub(s: Scene, x: number, y: number, look: Look, passenger: () => void): void {
  s.shadow(x, y, 28);
  for (const dx of [-17, 17]) s.rect(x + dx - 2, y - 4, 4, 4, c.teal700, 1);
  passenger();
  s.rect(
    x - 24,
    y - 22,
    48,
    19,
    { kind: 'linear', from: c.white, to: c.teal100, start: [0, y - 22], end: [0, y - 3] },
    [3, 3, 9, 9],
  );
  s.rect(x - 25.5, y - 24, 51, 3.2, c.teal600, 1.6);
  s.rect(x + 19, y - 33, 2, 10, c.steel, 1);
  s.rect(x + 14, y - 34, 7, 2, c.steel, 1);
  bubbles(s, x - 26, y - 23, 24, look);
  bubbles(s, x + 12, y - 23, 12, look);
}

function groomingTable(s: Scene, x: number, y: number): void {
  s.shadow(x, y, 24);
  s.rect(x - 2, y - 18, 4, 18, c.ink, 1);
  s.rect(x - 14, y - 2, 28, 2.4, c.ink, 1);
  s.rect(x - 22, y - 21, 44, 4, c.teal600, 1.2);
  s.line(
    [
      [x + 18, y - 21],
      [x + 18, y - 62],
      [x + 8, y - 62],
    ],
    1.4,
    c.steel,
  );
  s.line(
    [
      [x + 8, y - 62],
      [x + 8, y - 46],
    ],
    0.6,
    c.coral600,
  );
}

function mirror(s: Scene, x: number, y: number, r: number): void {
  s.circle(x, y, r + 1.6, c.wood);
  s.circle(x, y, r, { kind: 'linear', from: c.teal50, to: c.teal200, start: [x - r, y - r], end: [x + r, y + r] });
  s.line(
    [
      [x - r * 0.45, y + r * 0.1],
      [x - r * 0.05, y - r * 0.4],
    ],
    1.2,
    c.white,
    0.8,
  );
  s.line(
    [
      [x - r * 0.3, y + r * 0.35],
      [x + r * 0.15, y - r * 0.2],
    ],
    0.8,
    c.white,
    0.7,
  );
}

function crossSign(s: Scene, x: number, y: number, r: number): void {
  s.circle(x, y, r, c.coral600);
  s.rect(x - r * 0.18, y - r * 0.6, r * 0.36, r * 1.2, c.white, r * 0.06);
  s.rect(x - r * 0.6, y - r * 0.18, r * 1.2, r * 0.36, c.white, r * 0.06);
}

function examTable(s: Scene, x: number, y: number): void {
  s.shadow(x, y, 22);
  s.rect(x - 10, y - 20, 20, 20, c.teal600, [1, 1, 0.5, 0.5]);
  s.rect(x - 8, y - 16, 16, 0.6, c.teal700);
  s.rect(x - 24, y - 24, 48, 4.5, c.steel, 1.8);
  s.rect(x - 24, y - 20.5, 48, 1, mix(c.steel, c.ink, 0.15), 0.5);
}

function cabinet(s: Scene, x: number, y: number, w: number, h: number, look: Look): void {
  s.shadow(x + w / 2, y, w * 0.6);
  s.rect(x, y - h, w, h, c.white, 1);
  for (let i = 0; i < 3; i += 1) {
    const top = y - h + 2 + (i * (h - 4)) / 3;
    s.rect(x + 1.5, top, w - 3, (h - 4) / 3 - 1.5, mix(c.white, look.wall, 0.5), 0.6);
    s.rect(x + w / 2 - 3, top + 2, 6, 1.2, c.slate, 0.6);
  }
  s.rect(x - 1, y - h - 1.5, w + 2, 2, c.teal700, 0.6);
}

function stethoscope(s: Scene, x: number, y: number): void {
  s.circle(x, y, 1.2, c.slate);
  s.curve([x - 3, y + 2], [x, y + 26], [x + 3, y + 2], 0.9, c.ink);
  s.line(
    [
      [x, y + 16],
      [x + 1, y + 24],
    ],
    0.9,
    c.ink,
  );
  s.circle(x + 1, y + 25.5, 2.2, c.steel);
}

function kennel(s: Scene, x: number, y: number, w: number, body: Rgb, roof: Rgb, name: Rgb): void {
  const h = w * 0.62;
  s.shadow(x, y, w * 0.65);
  s.rect(x - w / 2, y - h, w, h, body, 0.6);
  for (let i = 1; i < 4; i += 1) s.rect(x - w / 2, y - (h * i) / 4, w, 0.5, mix(body, c.ink, 0.1));
  s.poly(
    [
      [x - w / 2 - 3, y - h + 1],
      [x, y - h - w * 0.42],
      [x + w / 2 + 3, y - h + 1],
    ],
    roof,
  );
  s.rect(x - w * 0.2, y - h * 0.72, w * 0.4, h * 0.72, c.ink, [w * 0.2, w * 0.2, 0, 0]);
  s.rect(x - w * 0.16, y - h - w * 0.2, w * 0.32, w * 0.09, name, 0.6);
}

function bowl(s: Scene, x: number, y: number, w: number, color: Rgb, food: Rgb): void {
  s.shadow(x, y, w * 0.7);
  s.poly(
    [
      [x - w / 2, y - w * 0.32],
      [x + w / 2, y - w * 0.32],
      [x + w * 0.36, y],
      [x - w * 0.36, y],
    ],
    color,
  );
  s.ellipse(x, y - w * 0.32, w / 2, w * 0.1, mix(color, c.ink, 0.15));
  s.ellipse(x, y - w * 0.34, w * 0.4, w * 0.07, food);
}

function bone(s: Scene, x: number, y: number, w: number): void {
  s.rect(x - w / 2, y - w * 0.12, w, w * 0.24, c.white, w * 0.1);
  for (const [dx, dy] of [
    [-0.5, -0.14],
    [-0.5, 0.14],
    [0.5, -0.14],
    [0.5, 0.14],
  ])
    s.circle(x + dx * w, y + dy * w, w * 0.15, c.white);
}

function ball(s: Scene, x: number, y: number, r: number, color: Rgb): void {
  s.shadow(x, y, r * 1.3);
  s.circle(x, y - r, r, color);
  s.curve([x - r * 0.8, y - r * 1.5], [x, y - r * 0.6], [x + r * 0.8, y - r * 1.5], r * 0.16, c.white);
}

function cone(s: Scene, x: number, y: number, h: number): void {
  s.shadow(x, y, h * 0.6);
  s.rect(x - h * 0.45, y - h * 0.12, h * 0.9, h * 0.12, c.coral700, 0.4);
  s.poly(
    [
      [x - h * 0.3, y - h * 0.1],
      [x - h * 0.05, y - h],
      [x + h * 0.05, y - h],
      [x + h * 0.3, y - h * 0.1],
    ],
    c.coral400,
  );
  s.poly(
    [
      [x - h * 0.21, y - h * 0.4],
      [x - h * 0.15, y - h * 0.6],
      [x + h * 0.15, y - h * 0.6],
      [x + h * 0.21, y - h * 0.4],
    ],
    c.white,
  );
}

function hurdle(s: Scene, x: number, y: number, w: number, h: number): void {
  s.shadow(x, y, w * 0.6);
  for (const dx of [-w / 2, w / 2]) {
    s.rect(x + dx - 1, y - h - 3, 2, h + 3, c.white, 1);
    s.rect(x + dx - 3, y - 1, 6, 1.4, c.teal700, 0.6);
  }
  const stripes = 6;
  for (let i = 0; i < stripes; i += 1)
    s.rect(x - w / 2 + (i * w) / stripes, y - h, w / stripes + 0.05, 2.2, i % 2 ? c.white : c.coral600);
}

function tree(s: Scene, x: number, y: number, k: number, tone: Rgb = c.teal600): void {
  s.shadow(x, y, 10 * k);
  s.rect(x - 1.4 * k, y - 18 * k, 2.8 * k, 18 * k, c.woodDark, 1.2 * k);
  s.circle(x - 5 * k, y - 22 * k, 7 * k, mix(tone, c.ink, 0.1));
  s.circle(x + 5 * k, y - 23 * k, 7.5 * k, tone);
  s.circle(x, y - 30 * k, 8.5 * k, mix(tone, c.white, 0.12));
}

function bench(s: Scene, x: number, y: number, w: number): void {
  s.shadow(x, y, w * 0.6);
  for (const dx of [-w * 0.38, w * 0.38]) s.rect(x + dx - 0.8, y - 9, 1.6, 9, c.ink, 0.5);
  s.rect(x - w / 2, y - 10, w, 2, c.wood, 0.6);
  s.rect(x - w / 2, y - 17, w, 2, c.wood, 0.6);
  s.rect(x - w / 2, y - 13.5, w, 2, c.woodDark, 0.6);
}

function park(s: Scene, look: Look): void {
  outdoors(s, look, 58);
  s.poly(
    [
      [-6, 58],
      [6, 58],
      [26, 100],
      [-30, 100],
    ],
    c.sand,
  );
  s.poly(
    [
      [-4, 58],
      [-2, 58],
      [-8, 100],
      [-14, 100],
    ],
    mix(c.sand, c.white, 0.35),
    0.6,
  );
}

function fence(s: Scene, y: number, color: Rgb): void {
  for (let x = -Math.ceil(s.half / 6) * 6; x <= s.half + 6; x += 6)
    s.rect(x - 1.2, y - 16, 2.4, 16, color, [1.2, 1.2, 0, 0]);
  s.rect(-s.half, y - 13, s.half * 2, 1.6, color);
  s.rect(-s.half, y - 6, s.half * 2, 1.6, color);
}

function sofa(s: Scene, x: number, y: number, w: number, color: Rgb): void {
  const dark = mix(color, c.ink, 0.2);
  s.shadow(x, y, w * 0.6);
  for (const dx of [-w / 2 + 3, w / 2 - 3]) s.rect(x + dx - 1, y - 3, 2, 3, c.woodDark, 0.5);
  s.rect(x - w / 2 + 3, y - 30, w - 6, 18, dark, 3);
  s.rect(x - w / 2 + 3, y - 14, w - 6, 11, color, 2.5);
  s.rect(x - w / 2, y - 21, 7, 18, color, 3);
  s.rect(x + w / 2 - 7, y - 21, 7, 18, color, 3);
  s.rect(x - w / 2 + 8, y - 21, w / 2 - 9, 8, mix(color, c.white, 0.12), 2.5);
  s.rect(x + 1, y - 21, w / 2 - 9, 8, mix(color, c.white, 0.12), 2.5);
  s.rect(x - w / 2 + 9, y - 28, 8, 8, c.mustard, 2.5);
}

function lamp(s: Scene, x: number, y: number): void {
  s.circle(x, y - 52, 20, { kind: 'radial', color: c.mustard, center: [x, y - 52], radius: [20, 20] }, 0.5);
  s.shadow(x, y, 6);
  s.ellipse(x, y - 0.8, 5, 1.2, c.ink);
  s.rect(x - 0.6, y - 52, 1.2, 52, c.ink);
  s.poly(
    [
      [x - 4.5, y - 60],
      [x + 4.5, y - 60],
      [x + 7.5, y - 50],
      [x - 7.5, y - 50],
    ],
    c.coral400,
  );
}

function plant(s: Scene, x: number, y: number, k: number): void {
  s.shadow(x, y, 7 * k);
  for (const [rot, len] of [
    [-0.9, 12],
    [-0.45, 15],
    [0, 17],
    [0.45, 14],
    [0.9, 11],
  ]) {
    const cx = x + Math.sin(rot) * len * 0.55 * k;
    const cy = y - 9 * k - Math.cos(rot) * len * 0.55 * k;
    s.ellipse(cx, cy, 2.6 * k, (len / 2) * k, rot > 0 ? c.teal600 : c.teal400, rot);
  }
  s.poly(
    [
      [x - 5 * k, y - 10 * k],
      [x + 5 * k, y - 10 * k],
      [x + 3.6 * k, y],
      [x - 3.6 * k, y],
    ],
    c.coral600,
  );
}

function hutch(s: Scene, x: number, y: number, w: number, h: number): void {
  s.shadow(x, y, w * 0.6);
  s.rect(x - w / 2, y - h, w, h, mix(c.wood, c.white, 0.55), 1);
  for (let bx = x - w / 2 + 3; bx < x + w / 2 - 1; bx += 3) s.rect(bx, y - h + 3, 0.6, h - 6, c.slate, 0.3);
  s.rect(x - w / 2, y - h, w, 3, c.wood, 1);
  s.rect(x - w / 2, y - 3, w, 3, c.wood, 1);
  s.poly(
    [
      [x - w / 2 - 2, y - h],
      [x - w / 2 + 4, y - h - 7],
      [x + w / 2 - 4, y - h - 7],
      [x + w / 2 + 2, y - h],
    ],
    c.teal600,
  );
}

function hay(s: Scene, x: number, y: number, w: number): void {
  s.ellipse(x, y - 2.5, w / 2, 3.5, c.mustard);
  for (let i = 0; i < 7; i += 1)
    s.line(
      [
        [x - w * 0.4 + i * w * 0.13, y - 3],
        [x - w * 0.35 + i * w * 0.13, y - 6.5 - (i % 3)],
      ],
      0.5,
      mix(c.mustard, c.woodDark, 0.3),
    );
}

function carrot(s: Scene, x: number, y: number, k: number): void {
  s.poly(
    [
      [x - 5 * k, y - 1.6 * k],
      [x + 6 * k, y],
      [x - 5 * k, y + 1.6 * k],
    ],
    c.coral400,
  );
  s.ellipse(x - 6.5 * k, y - 1.2 * k, 2.4 * k, 0.8 * k, c.teal600, -0.4);
  s.ellipse(x - 6.5 * k, y + 1.2 * k, 2.4 * k, 0.8 * k, c.teal400, 0.4);
}

function pool(s: Scene, x: number, y: number, w: number): void {
  s.ellipse(x, y, w / 2, w * 0.12, c.coral400);
  s.ellipse(x, y - 0.6, w / 2 - 2, w * 0.12 - 1.6, c.teal200);
  s.ellipse(x - w * 0.12, y - 1, w * 0.12, w * 0.02, c.white, 0, 0.8);
}

// ---- Scenes: a few shots per category, each a composition of the pieces above ------------------------------------

type Shot = (s: Scene, look: Look) => void;

const grooming: Shot[] = [
  (s, look) => {
    tiles(s, look, -s.half, s.half);
    room(s, look);
    mirror(s, -34, 30, 11);
    shelf(s, 20, 34, 26, look, 1);
    towels(s, 44, 74, look);
    bathtub(s, -2, 80, look, () => pet(s, 'dog', -4, 74, 1.05, look));
  },
  (s, look) => {
    room(s, look);
    mirror(s, -38, 32, 13);
    shelf(s, -46, 58, 18, look, 3);
    groomingTable(s, 4, 86);
    pet(s, 'standing', 2, 65, 0.95, look);
    towels(s, 40, 86, look);
  },
  (s, look) => {
    tiles(s, look, 10, s.half);
    room(s, look);
    shelf(s, -40, 30, 30, look, 5);
    shelf(s, -40, 50, 30, look, 2);
    pet(s, 'cat', -22, 86, 1, look);
    pet(s, 'dog', 14, 88, 1.15, look);
    bubbles(s, 24, 48, 14, look);
  },
];

const veterinary: Shot[] = [
  (s, look) => {
    room(s, { ...look, wall: c.teal50 });
    crossSign(s, -2, 24, 8);
    windowFrame(s, -48, 14, 22, 30);
    examTable(s, 0, 88);
    pet(s, 'cat', -2, 64, 0.95, look);
    cabinet(s, 28, 82, 18, 26, look);
  },
  (s, look) => {
    room(s, { ...look, wall: c.white });
    crossSign(s, 30, 26, 7);
    s.rect(-44, 14, 22, 30, c.teal100, 1);
    paw(s, -33, 29, 6, c.teal600);
    stethoscope(s, 14, 20);
    examTable(s, -2, 88);
    pet(s, 'dog', -4, 64, 0.9, look);
  },
  (s, look) => {
    room(s, { ...look, wall: c.coral50 });
    crossSign(s, -30, 24, 7);
    cabinet(s, -46, 80, 18, 28, look);
    examTable(s, 6, 88);
    pet(s, 'rabbit', 6, 64, 1, look);
    plant(s, 42, 84, 1);
  },
];

const boarding: Shot[] = [
  (s, look) => {
    fence(s, 66, mix(look.wall, c.ink, 0.08));
    room(s, look, 66);
    kennel(s, -30, 82, 30, c.teal600, c.coral600, c.white);
    kennel(s, 22, 80, 26, c.coral400, c.teal700, c.white);
    pet(s, 'dog', -6, 92, 1, look);
    bowl(s, 44, 92, 8, c.teal400, c.woodDark);
    bone(s, 14, 90, 7);
  },
  (s, look) => {
    room(s, look);
    windowFrame(s, -14, 12, 28, 34);
    s.ellipse(0, 86, 26, 6, c.teal600);
    s.ellipse(0, 84, 22, 4, c.teal200);
    pet(s, 'dog', 0, 86, 1, look);
    bowl(s, 34, 90, 8, c.coral600, c.woodDark);
    framedPaw(s, -40, 30, 14, look);
  },
  (s, look) => {
    room(s, look);
    windowFrame(s, -30, 14, 30, 34);
    s.rect(-34, 52, 38, 3, c.wood, 1);
    pet(s, 'cat', -16, 52, 0.85, look);
    bowl(s, 18, 88, 8, c.teal600, c.woodDark);
    framedPaw(s, 36, 32, 14, look);
  },
];

const training: Shot[] = [
  (s, look) => {
    outdoors(s, look);
    tree(s, -48, 66, 1);
    hurdle(s, -8, 84, 30, 14);
    pet(s, 'standing', 18, 90, 0.9, look);
    cone(s, 40, 92, 8);
    ball(s, -34, 92, 2.6, c.mustard);
  },
  (s, look) => {
    outdoors(s, look);
    tree(s, 44, 66, 1.1);
    for (const [i, x] of [-40, -24, -8].entries()) cone(s, x, 80 + i * 2, 6);
    pet(s, 'dog', 16, 92, 1, look);
    ball(s, 30, 94, 2.8, c.coral600);
  },
  (s, look) => {
    outdoors(s, look);
    hurdle(s, -30, 80, 22, 10);
    hurdle(s, 28, 84, 24, 12);
    pet(s, 'standing', -2, 92, 0.9, look);
    cone(s, -48, 94, 6);
  },
];

const walking: Shot[] = [
  (s, look) => {
    park(s, look);
    tree(s, -40, 70, 1.2);
    tree(s, 36, 64, 0.8);
    bench(s, 44, 82, 18);
    standingDog(s, -4, 90, 1, look.fur, look.accent, { handX: -10, color: c.coral600 });
  },
  (s, look) => {
    park(s, look);
    tree(s, 44, 70, 1.1);
    tree(s, -44, 66, 0.9);
    standingDog(s, -16, 88, 0.85, look.fur, look.accent, { handX: -14, color: c.coral600 });
    sittingDog(s, 14, 92, 0.95, look.fur2, c.teal600, { handX: 12, color: c.teal700 });
  },
  (s, look) => {
    park(s, look);
    tree(s, -30, 66, 1);
    bench(s, 24, 80, 22);
    pet(s, 'dog', 0, 92, 1, look);
    ball(s, -18, 94, 2.4, c.mustard);
  },
];

const sitting: Shot[] = [
  (s, look) => {
    room(s, look);
    framedPaw(s, -4, 24, 14, look);
    s.ellipse(0, 90, 40, 6, c.teal100);
    sofa(s, 0, 82, 58, c.teal600);
    pet(s, 'cat', 12, 61, 0.75, look);
    lamp(s, -40, 84);
    plant(s, 40, 86, 1.1);
  },
  (s, look) => {
    room(s, look);
    windowFrame(s, 18, 12, 26, 34);
    sofa(s, -26, 80, 46, c.coral400);
    s.ellipse(8, 92, 26, 5, c.teal100);
    pet(s, 'dog', 8, 92, 1, look);
    lamp(s, 44, 86);
  },
  (s, look) => {
    room(s, look);
    windowFrame(s, -24, 12, 30, 36);
    s.rect(-28, 50, 38, 3, c.white, 1);
    plant(s, 30, 86, 1.2);
    pet(s, 'cat', -6, 90, 1, look);
    bowl(s, 12, 92, 7, c.coral600, c.woodDark);
  },
];

const daycare: Shot[] = [
  (s, look) => {
    outdoors(s, look, 56);
    fence(s, 70, c.white);
    pool(s, 24, 88, 34);
    pet(s, 'standing', -22, 90, 0.9, look);
    sittingDog(s, 4, 94, 0.8, look.fur2, c.teal600);
    ball(s, 44, 94, 2.4, c.mustard);
    ball(s, -44, 96, 2.2, c.coral600);
  },
  (s, look) => {
    room(s, look);
    framedPaw(s, -30, 26, 12, look);
    framedPaw(s, 30, 26, 12, look);
    s.ellipse(0, 90, 44, 6, c.coral100);
    pet(s, 'dog', -14, 90, 0.9, look);
    sittingDog(s, 14, 92, 0.85, look.fur2, c.teal600);
    bone(s, 0, 91, 6);
    ball(s, 36, 92, 2.5, c.mustard);
  },
];

const smallPets: Shot[] = [
  (s, look) => {
    room(s, look);
    framedPaw(s, 32, 28, 14, look);
    hutch(s, -26, 84, 32, 22);
    hay(s, 10, 92, 22);
    pet(s, 'rabbit', 8, 92, 1, look);
    carrot(s, 32, 92, 1);
  },
  (s, look) => {
    room(s, look);
    windowFrame(s, -36, 14, 26, 32);
    hay(s, 0, 90, 28);
    pet(s, 'rabbit', -2, 90, 1.05, look);
    bowl(s, 26, 92, 7, c.teal600, c.coral400);
    plant(s, 42, 86, 0.9);
  },
];

const shots: Record<PictureCategory, Shot[]> = {
  grooming,
  veterinary,
  boarding,
  training,
  walking,
  sitting,
  daycare,
  other: smallPets,
};

/** The walls, floor, coats and accent a variant picks; `seed` starts its jitter, `secondFurStep` spaces its two coats. */
function lookOf(variant: number, seed: number, secondFurStep: number): Look {
  const [wall, floor] = walls[variant % walls.length];
  return {
    wall,
    floor,
    fur: furs[variant % furs.length],
    fur2: furs[(variant + secondFurStep) % furs.length],
    accent: variant % 3 === 0 ? c.coral600 : variant % 3 === 1 ? c.teal600 : c.coral400,
    jitter: randomGenerator(seed).next,
  };
}

/**
 * A width x height picture of a business of the category. `variant` picks the shot, its mirror image, the wall and
 * floor, and the pets' coats, so a company's photos and its services' photos differ from each other.
 */
export function demoPicture(category: PictureCategory, variant: number, width: number, height: number): Buffer {
  const list = shots[category];
  const look = lookOf(variant, variant * 7919 + list.length, 3);
  const canvas = new Canvas(width, height, look.wall);
  list[variant % list.length](new Scene(canvas, Math.floor(variant / list.length) % 2 === 1, 1.2), look);
  return canvas.toPng();
}

/** Each kind of pet alone and large, on the floor of its room (a perch for the bird), facing the light. */
const portraits: Record<DemoPet['type'], Shot> = {
  Dog: (s, look) =>
    look.jitter() < 0.35
      ? standingDog(s, -4, 88, 1.1, look.fur, look.accent)
      : sittingDog(s, -2, 88, 1.15, look.fur, look.accent),
  Cat: (s, look) => sittingCat(s, 0, 88, 1.2, look.fur2),
  Rabbit: (s, look) => rabbit(s, -2, 88, 1.35, look.fur2),
  Hamster: (s, look) => hamster(s, 0, 86, 1.7, look.fur2),
  Bird: (s, look) =>
    budgie(s, 0, 68, 1.3, look.accent === c.teal600 ? c.teal300 : mix(c.mustard, c.teal300, 0.55), c.mustard),
  Fish: (s, look) => fishBowl(s, 0, 88, 1.5, look.accent),
  Reptile: (s, look) => lizard(s, 4, 88, 1.4, look.fur),
};

/**
 * A width x height photo of a pet of the type, the walls and floor, coat, collar and side chosen by `variant`, so
 * owners' pets of one type look different.
 */
export function petPicture(type: DemoPet['type'], variant: number, width: number, height: number): Buffer {
  const look = lookOf(variant, variant * 104729 + 17, 2);
  const canvas = new Canvas(width, height, look.wall);
  const s = new Scene(canvas, variant % 2 === 1, 1.6);
  room(s, look);
  framedPaw(s, 32, 40, 12, look);
  portraits[type](s, look);
  return canvas.toPng();
}

/** A logo: a white paw on a diagonal gradient from `from` to `to` (also the lab's small upload). */
export function pawPicture(width: number, height: number, from: Rgb, to: Rgb): Buffer {
  const canvas = new Canvas(width, height, from);
  const s = new Scene(canvas, false);
  s.rect(-s.half, 0, s.half * 2, 100, { kind: 'linear', from, to, start: [-s.half, 0], end: [s.half, 100] });
  paw(s, 0, 56, 26, c.white);
  return canvas.toPng();
}

/** Brand pairs for logos: teal to coral, deep teal to teal, coral to sand, ink to teal, coral to teal. */
export const palettes: ReadonlyArray<readonly [Rgb, Rgb]> = [
  [c.teal600, c.coral400],
  [c.teal900, c.teal300],
  [c.coral600, c.mustard],
  [c.ink, c.teal400],
  [c.coral700, c.coral200],
];
