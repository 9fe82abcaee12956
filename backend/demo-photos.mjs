// The demo listings' photos, drawn here (the machines have no network): 1280×800 scenes of a few
// kinds (a house, an apartment block, a living room, a kitchen, a bedroom), their colours and
// proportions varied by a seed, so that the demo looks like a market and not like test data.
import { blankImage, imageBytes } from './png.mjs';

export const DEMO_PHOTO_WIDTH = 1280;
export const DEMO_PHOTO_HEIGHT = 800;

function hsl(h, s, l) {
  const c = (1 - Math.abs(2 * l - 1)) * s;
  const hp = (((h % 360) + 360) % 360) / 60;
  const x = c * (1 - Math.abs((hp % 2) - 1));
  const [r1, g1, b1] =
    hp < 1 ? [c, x, 0] : hp < 2 ? [x, c, 0] : hp < 3 ? [0, c, x] : hp < 4 ? [0, x, c] : hp < 5 ? [x, 0, c] : [c, 0, x];
  const m = l - c / 2;
  return [Math.round((r1 + m) * 255), Math.round((g1 + m) * 255), Math.round((b1 + m) * 255)];
}

/** A small deterministic generator: the same seed, the same picture. */
function random(seed) {
  let state = (seed * 2654435761) >>> 0 || 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return ((state >>> 0) % 10_000) / 10_000;
  };
}

/** Rectangles painted in order (later ones on top), over a vertical two-colour background. */
function paint(width, height, background, rects) {
  const [top, bottom, split] = background;
  const image = blankImage(width, height);
  const fill = (x0, y0, x1, y1, [r, g, b]) => {
    // The pixels whose corner lies inside [x0, x1) × [y0, y1).
    const left = Math.max(0, Math.ceil(x0));
    const right = Math.min(width, Math.ceil(x1));
    for (let y = Math.max(0, Math.ceil(y0)); y < Math.min(height, Math.ceil(y1)); y += 1) {
      for (let at = (y * width + left) * 3, end = (y * width + right) * 3; at < end; at += 3) {
        image.data[at] = r;
        image.data[at + 1] = g;
        image.data[at + 2] = b;
      }
    }
  };
  fill(0, 0, width, split * height, top);
  fill(0, split * height, width, height, bottom);
  for (const [x0, y0, x1, y1, colour] of rects) fill(x0 * width, y0 * height, x1 * width, y1 * height, colour);
  return imageBytes(image);
}

function house(rand, hue) {
  const sky = hsl(205, 0.55, 0.78 + rand() * 0.08);
  const grass = hsl(100 + rand() * 30, 0.4, 0.42);
  const wall = hsl(hue, 0.25 + rand() * 0.2, 0.7);
  const roof = hsl(hue + 180, 0.35, 0.3);
  const left = 0.18 + rand() * 0.12;
  const right = left + 0.5;
  const rects = [
    [left, 0.42, right, 0.82, wall],
    [left - 0.03, 0.34, right + 0.03, 0.42, roof],
    [left + 0.04, 0.26, right - 0.04, 0.34, roof],
    [left + 0.22, 0.6, left + 0.28, 0.82, hsl(hue + 30, 0.45, 0.28)],
    [0, 0.82, 1, 0.84, hsl(30, 0.1, 0.6)],
  ];
  for (const wx of [left + 0.05, left + 0.36]) rects.push([wx, 0.5, wx + 0.09, 0.62, [230, 240, 250]]);
  rects.push([0.78 + rand() * 0.1, 0.5, 0.84 + rand() * 0.1, 0.82, hsl(120, 0.35, 0.3)]); // a tree
  return [[sky, grass, 0.82], rects];
}

function apartments(rand, hue) {
  const sky = hsl(210, 0.45, 0.8);
  const street = hsl(0, 0, 0.55);
  const facade = hsl(hue, 0.2 + rand() * 0.2, 0.62 + rand() * 0.1);
  const rects = [[0.15, 0.12, 0.85, 0.86, facade]];
  const floors = 5 + Math.floor(rand() * 3);
  for (let f = 0; f < floors; f += 1) {
    const y0 = 0.16 + (f * 0.66) / floors;
    for (let c = 0; c < 6; c += 1) {
      const x0 = 0.19 + c * 0.11;
      rects.push([x0, y0, x0 + 0.06, y0 + 0.55 / floors, rand() < 0.25 ? [255, 236, 170] : [200, 220, 235]]);
    }
    rects.push([0.17, y0 + 0.55 / floors, 0.83, y0 + 0.58 / floors, hsl(hue, 0.1, 0.4)]); // balconies
  }
  rects.push([0.46, 0.74, 0.54, 0.86, hsl(hue + 200, 0.3, 0.25)]);
  return [[sky, street, 0.86], rects];
}

function livingRoom(rand, hue) {
  const wall = hsl(hue, 0.18, 0.84);
  const floor = hsl(30, 0.35, 0.45 + rand() * 0.1);
  const sofa = hsl(hue + 160, 0.35, 0.45);
  const rects = [
    [0.56, 0.14, 0.86, 0.5, [205, 228, 245]], // window
    [0.7, 0.14, 0.715, 0.5, [245, 245, 245]],
    [0.1, 0.5, 0.5, 0.62, sofa],
    [0.08, 0.42, 0.52, 0.5, sofa],
    [0.22, 0.68, 0.4, 0.72, hsl(25, 0.4, 0.3)], // table
    [0.15, 0.2, 0.3, 0.36, hsl(hue + 60, 0.4, 0.55)], // a picture
    [0.55, 0.78, 0.92, 0.86, hsl(hue + 90, 0.3, 0.5)], // rug
  ];
  return [[wall, floor, 0.64], rects];
}

function kitchen(rand, hue) {
  const wall = hsl(hue + 40, 0.12, 0.9);
  const floor = hsl(hue, 0.08, 0.6);
  const cabinet = hsl(hue + 190, 0.25 + rand() * 0.2, 0.42);
  const rects = [
    [0.05, 0.46, 0.95, 0.7, cabinet],
    [0.05, 0.44, 0.95, 0.47, hsl(0, 0, 0.85)], // worktop
    [0.05, 0.12, 0.4, 0.3, cabinet],
    [0.6, 0.12, 0.95, 0.3, cabinet],
    [0.43, 0.12, 0.57, 0.3, [210, 230, 245]], // window
    [0.3, 0.52, 0.44, 0.66, hsl(0, 0, 0.2)], // oven
  ];
  return [[wall, floor, 0.7], rects];
}

function bedroom(rand, hue) {
  const wall = hsl(hue + 20, 0.2, 0.8);
  const floor = hsl(35, 0.3, 0.55);
  const rects = [
    [0.25, 0.48, 0.75, 0.72, [245, 245, 240]], // bed
    [0.25, 0.3, 0.75, 0.48, hsl(hue + 200, 0.3, 0.35)], // headboard
    [0.3, 0.5, 0.45, 0.56, [255, 255, 255]],
    [0.55, 0.5, 0.7, 0.56, [255, 255, 255]],
    [0.25, 0.6, 0.75, 0.72, hsl(hue, 0.35, 0.55 + rand() * 0.1)], // cover
    [0.08, 0.56, 0.18, 0.72, hsl(25, 0.35, 0.35)], // night table
  ];
  return [[wall, floor, 0.72], rects];
}

const SCENES = { house, apartments, livingRoom, kitchen, bedroom };

/**
 * Photo `n` (0 = the cover) of a demo listing: the outside first (a house or an apartment block),
 * then rooms. `seed` varies colours and proportions.
 */
export function drawDemoPhoto({ seed, n, building }) {
  const rand = random(seed * 31 + n + 7);
  const hue = Math.floor(rand() * 360);
  const scene = n === 0 ? building : ['livingRoom', 'kitchen', 'bedroom'][(n - 1 + seed) % 3];
  const [background, rects] = SCENES[scene](rand, hue);
  return paint(DEMO_PHOTO_WIDTH, DEMO_PHOTO_HEIGHT, background, rects);
}
