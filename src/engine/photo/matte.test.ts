import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { decodePhoto } from './decode.ts';
import { bleedSides, inPlaceReason } from './enhance.ts';
import { fitInside, resizeRgb, turnClockwise } from './image.ts';
import { cardTab, insidePolygon, SQUARE_PLATE } from '../../../tests/fixtures/square-plate.ts';
import { alphaBox, analyseMatte, dropBorderSlivers, dropIslands, refineMatte, setMatteMemo, turnAnalysis } from './matte.ts';
import { IN_PLACE_REASONS, MATTE_MAX_SIDE } from './photo.constants.ts';
import { findPlate } from './plate.ts';
import { CENTRED_DISH, dishMask, fakeSegmenter, makeDishPhoto, maskIoU, type DishShape } from '../../../tests/fixtures/synthetic-dish.ts';

async function runMatte(shape: DishShape, fake: Parameters<typeof fakeSegmenter>[1] = {}) {
  const { working } = await decodePhoto(await makeDishPhoto({ shape }));
  const size = fitInside(working.width, working.height, MATTE_MAX_SIDE);
  const guide = await resizeRgb(working, size.width, size.height, 'cubic');
  const probability = await fakeSegmenter(shape, fake).segment(guide);
  const analysis = analyseMatte({ data: probability, width: guide.width, height: guide.height });
  return { working, guide, analysis, probability };
}

describe('analyseMatte + refineMatte', () => {
  it('turns a coarse, ghosted, specked mask into the dish with IoU ≥ 0.9', async () => {
    const { working, guide, analysis, probability } = await runMatte(CENTRED_DISH, { foodProbability: 70, speck: true, modelSize: 120 });
    const truth = await dishMask(CENTRED_DISH, working.width, working.height);
    const rawTruth = await dishMask(CENTRED_DISH, guide.width, guide.height);
    // The raw mask is poor: the food is ghosted (below half) and there is a speck.
    expect(maskIoU(probability, rawTruth)).toBeLessThan(0.85);
    const alpha = refineMatte(analysis, guide, working);
    expect(maskIoU(alpha.data, truth)).toBeGreaterThanOrEqual(0.9);
    expect(analysis.items).toBe(1);
    expect(analysis.touchesEdge).toBe(false);
  });

  it('makes the inside of the dish solid and leaves the table transparent', async () => {
    const { working, guide, analysis } = await runMatte(CENTRED_DISH, { foodProbability: 40 });
    const alpha = refineMatte(analysis, guide, working);
    const at = (fx: number, fy: number) => alpha.data[Math.round(fy * working.height) * working.width + Math.round(fx * working.width)]!;
    expect(at(0.47, 0.5)).toBe(255); // ghosted food, now solid
    expect(at(0.5, 0.75)).toBe(255); // plate
    expect(at(0.05, 0.05)).toBe(0); // table
    expect(at(0.95, 0.9)).toBe(0);
  });

  it('keeps a second item and measures coverage', async () => {
    const twoItems: DishShape = {
      plate: { cx: 0.33, cy: 0.5, rx: 0.2, ry: 0.25 },
      food: [{ cx: 0.75, cy: 0.5, r: 0.1 }],
    };
    const { analysis } = await runMatte(twoItems);
    expect(analysis.items).toBe(2);
    const expected = Math.PI * 0.2 * 0.25 + (Math.PI * 0.1 * 0.1 * 800 * 800) / (800 * 600);
    expect(analysis.coverage).toBeGreaterThan(expected * 0.9);
    expect(analysis.coverage).toBeLessThan(expected * 1.1);
  });

  it('drops a second item the model only half sees when it stands apart from the dish, and keeps it beside the dish or when read surely', () => {
    /** A 640×480 map: the dish (read 255) on the left and a disc read at `value` whose left edge is `gap` px from the dish's. */
    const map = (value: number, gap: number) => {
      const width = 640;
      const height = 480;
      const data = Buffer.alloc(width * height);
      for (let y = 0; y < height; y += 1) {
        for (let x = 0; x < width; x += 1) {
          if ((x - 220) ** 2 + (y - 240) ** 2 < 150 ** 2) data[y * width + x] = 255;
          else if ((x - (370 + gap + 70)) ** 2 + (y - 240) ** 2 < 70 ** 2) data[y * width + x] = value;
        }
      }
      return analyseMatte({ data, width, height });
    };
    // An empty stack of side plates the model reads at ~150, across the table: not a dish to set on the new scene.
    expect(map(160, 60).items).toBe(1);
    // Read surely, it is a side dish: kept.
    expect(map(240, 60).items).toBe(2);
    // Half seen right beside the dish (a rim arc cut off from the food by a dim band): kept.
    expect(map(160, 8).items).toBe(2);
  });

  it('keeps in place a dish the model only half sees: a few sure scraps in a wide unsure region', () => {
    // A 640×480 map: a dish read at `unsure` over a 170 px disc, with three scraps in it read surely.
    const map = (unsure: number, scraps: number) => {
      const width = 640;
      const height = 480;
      const data = Buffer.alloc(width * height);
      const centres = [
        [280, 200],
        [360, 250],
        [300, 300],
      ].slice(0, scraps);
      for (let y = 0; y < height; y += 1) {
        for (let x = 0; x < width; x += 1) {
          if ((x - 320) ** 2 + (y - 240) ** 2 < 170 ** 2) data[y * width + x] = unsure;
          if (centres.some(([cx, cy]) => (x - cx!) ** 2 + (y - cy!) ** 2 < 40 ** 2)) data[y * width + x] = 255;
        }
      }
      return analyseMatte({ data, width, height });
    };
    const scraps = map(100, 3);
    expect(scraps.torn).toBe(true);
    expect(inPlaceReason(scraps)).toBe(IN_PLACE_REASONS.unclearEdge);
    // …and what the photo keeps in place is the whole region it half sees, not the scraps.
    expect(scraps.coverage).toBeGreaterThan((Math.PI * 170 ** 2 * 0.95) / (640 * 480));
    // A dish whose sure part is most of what the model sees round it: a cut-out as before. (A board the
    // model is fairly sure of, dropped as a tray, is no half-seen dish either: tray.test.ts.)
    const dish = analyseMatte({ data: Buffer.from(Array.from({ length: 640 * 480 }, (_, p) => ((p % 640) - 320) ** 2 + (Math.floor(p / 640) - 240) ** 2 < 110 ** 2 ? 255 : ((p % 640) - 320) ** 2 + (Math.floor(p / 640) - 240) ** 2 < 150 ** 2 ? 90 : 0)), width: 640, height: 480 });
    expect(dish.torn).toBe(false);
    expect(inPlaceReason(dish)).toBeNull();
  });

  it('drops a second item cut by the frame when the main dish is whole', async () => {
    const cutSide: DishShape = { plate: { cx: 0.4, cy: 0.5, rx: 0.25, ry: 0.3 }, food: [{ cx: 0.98, cy: 0.5, r: 0.08 }] };
    const { analysis } = await runMatte(cutSide);
    expect(analysis.items).toBe(1);
    expect(analysis.touchesEdge).toBe(false);
  });

  it('flags a dish cut by the photo edge, a close-up and an empty mask', async () => {
    const cut = await runMatte({ plate: { cx: 0.5, cy: 0.9, rx: 0.3, ry: 0.3 }, food: [] });
    expect(cut.analysis.touchesEdge).toBe(true);
    expect(cut.analysis.edgeShares.bottom).toBeGreaterThan(0.3);
    const closeUp = await runMatte({ plate: { cx: 0.5, cy: 0.5, rx: 0.75, ry: 0.75 }, food: [] });
    expect(closeUp.analysis.coverage).toBeGreaterThan(0.9);
    const empty = analyseMatte({ data: Buffer.alloc(64 * 48), width: 64, height: 48 });
    expect(empty.coverage).toBe(0);
    expect(empty.box).toBeNull();
    expect(alphaBox({ data: Buffer.alloc(16), width: 4, height: 4 })).toBeNull();
  });
});

describe('a plate the model missed', () => {
  const plated: DishShape = { plate: { cx: 0.5, cy: 0.5, rx: 0.34, ry: 0.4 }, food: [{ cx: 0.5, cy: 0.5, r: 0.15 }, { cx: 0.58, cy: 0.56, r: 0.08 }] };

  async function missed(photo: Parameters<typeof makeDishPhoto>[0], shape: DishShape) {
    const { working } = await decodePhoto(await makeDishPhoto({ ...photo, shape }));
    const size = fitInside(working.width, working.height, MATTE_MAX_SIDE);
    const guide = await resizeRgb(working, size.width, size.height, 'cubic');
    const probability = await fakeSegmenter(shape, { missPlate: true }).segment(guide);
    return { guide, working, probability: { data: probability, width: guide.width, height: guide.height } };
  }

  for (const [name, photo] of [
    ['a plain plate on wood', {}],
    ['a painted plate (radial strokes) on wood', { platePattern: 'stripes' as const }],
    ['a white bowl with a blue rim on a cream cloth', { table: 'cream' as const, rim: '#2a4a9a' }],
  ] as const) {
    it(`is found again around the food: ${name}`, async () => {
      const { guide, working, probability } = await missed(photo, plated);
      const truth = await dishMask(plated, guide.width, guide.height);
      const without = analyseMatte(probability);
      expect(maskIoU(Uint8Array.from(without.solid, (v) => v * 255), truth)).toBeLessThan(0.5);
      const analysis = analyseMatte(probability, guide);
      expect(analysis.plateAdded).toBe(true);
      expect(maskIoU(Uint8Array.from(analysis.solid, (v) => v * 255), truth)).toBeGreaterThan(0.92);
      // With its plate the outline is an ellipse.
      expect(analysis.vessel).toBe(true);
      // The rim survives edge refinement at working size.
      const alpha = refineMatte(analysis, guide, working);
      expect(maskIoU(alpha.data, await dishMask(plated, working.width, working.height))).toBeGreaterThan(0.92);
    });
  }

  it('is searched once per photo and food: asked again, the same rim, with a mask of its own', async () => {
    const { guide, probability } = await missed({}, plated);
    const food = analyseMatte(probability).solid;
    const first = findPlate(guide, food);
    expect(first.mask).not.toBeNull();
    const kept = first.mask!.slice();
    first.mask!.fill(0);
    const again = findPlate(guide, food.slice());
    expect(again.ellipse).toEqual(first.ellipse);
    expect(again.support).toBe(first.support);
    expect(again.mask).toEqual(kept);
    // Around other food (half of it), the rim is searched for afresh.
    const half = food.map((v, i) => (i % guide.width < guide.width / 2 ? v : 0));
    expect(findPlate(guide, half).mask).not.toEqual(kept);
  });

  it('is found a stop under too: a white plate on a pale cloth, its rim a faint step', async () => {
    const dim = { table: 'cream' as const, rim: '#dcd8cf', cast: [0.73, 0.73, 0.73] as [number, number, number] };
    const { guide, probability } = await missed(dim, plated);
    const analysis = analyseMatte(probability, guide);
    expect(analysis.plateAdded).toBe(true);
    expect(maskIoU(Uint8Array.from(analysis.solid, (v) => v * 255), await dishMask(plated, guide.width, guide.height))).toBeGreaterThan(0.92);
  });

  it('is found when the photo cut it at the top and the bottom and its rim shows only at the sides', async () => {
    const tall: DishShape = { plate: { cx: 0.5, cy: 0.5, rx: 0.36, ry: 0.6 }, food: [{ cx: 0.46, cy: 0.46, r: 0.19 }, { cx: 0.57, cy: 0.6, r: 0.12 }] };
    const { guide, probability } = await missed({ platePattern: 'stripes' }, tall);
    const truth = await dishMask(tall, guide.width, guide.height);
    const analysis = analyseMatte(probability, guide);
    expect(analysis.plateAdded).toBe(true);
    expect(maskIoU(Uint8Array.from(analysis.solid, (v) => v * 255), truth)).toBeGreaterThan(0.92);
    // A plate found around food: no bowl's contents.
    expect(analysis.contents ?? null).toBeNull();
  });

  it('reaches the outer edge of a wide coloured rim band, not the band’s inner edge', async () => {
    const rimWidth = 0.03;
    const { guide, probability } = await missed({ table: 'cream', rim: '#2a4a9a', rimWidth }, plated);
    const outer: DishShape = { ...plated, plate: { ...plated.plate, rx: plated.plate.rx + rimWidth / 2, ry: plated.plate.ry + (rimWidth / 2) * (4 / 3) } };
    const analysis = analyseMatte(probability, guide);
    expect(analysis.plateAdded).toBe(true);
    expect(maskIoU(Uint8Array.from(analysis.solid, (v) => v * 255), await dishMask(outer, guide.width, guide.height))).toBeGreaterThan(0.96);
  });

  it('makes a dish whose missed plate the photo cut touch the edge', async () => {
    // Two pieces of food: a region that is one ellipse on its own is taken as the vessel (WHOLE_VESSEL_SHARE).
    const cut: DishShape = { plate: { cx: 0.72, cy: 0.5, rx: 0.32, ry: 0.4 }, food: [{ cx: 0.66, cy: 0.46, r: 0.11 }, { cx: 0.72, cy: 0.58, r: 0.07 }] };
    const { guide, probability } = await missed({ platePattern: 'stripes' }, cut);
    expect(analyseMatte(probability).touchesEdge).toBe(false);
    const analysis = analyseMatte(probability, guide);
    expect(analysis.plateAdded).toBe(true);
    expect(analysis.touchesEdge).toBe(true);
    expect(analysis.edgeShares.right).toBeGreaterThan(0.15);
  });

  it('is given back to a bowl whose contents are one round surface (a soup, an açaí)', async () => {
    // The surface alone is an ellipse, which reads as a whole vessel; the bowl's rim around it is close and concentric.
    const bowl: DishShape = { plate: { cx: 0.5, cy: 0.5, rx: 0.25, ry: 0.333 }, food: [{ cx: 0.5, cy: 0.5, r: 0.2 }] };
    const { guide, probability } = await missed({}, bowl);
    const truth = await dishMask(bowl, guide.width, guide.height);
    expect(maskIoU(Uint8Array.from(analyseMatte(probability).solid, (v) => v * 255), truth)).toBeLessThan(0.7);
    const analysis = analyseMatte(probability, guide);
    expect(analysis.plateAdded).toBe(true);
    expect(maskIoU(Uint8Array.from(analysis.solid, (v) => v * 255), truth)).toBeGreaterThan(0.92);
    // The surface is kept as the bowl's contents: a whole ellipse within the rim, concentric with it,
    // for the camera's angle (turned with the analysis, as the rest of it).
    const { contents } = analysis;
    expect(contents).toBeTruthy();
    expect(Math.hypot(contents!.cx - guide.width / 2, contents!.cy - guide.height / 2)).toBeLessThan(4);
    expect(Math.PI * contents!.a * contents!.b).toBeLessThan(Math.PI * 0.25 * guide.width * 0.333 * guide.height * 0.9);
    const turned = turnAnalysis(analysis).contents!;
    expect(turned.cx).toBeCloseTo(guide.height - contents!.cy, 5);
    expect(turned.cy).toBeCloseTo(contents!.cx, 5);
  });

  it('adds nothing when the food sits on the table itself', async () => {
    const noPlate: DishShape = { plate: { cx: 0.5, cy: 0.5, rx: 0, ry: 0 }, food: [{ cx: 0.5, cy: 0.5, r: 0.15 }, { cx: 0.6, cy: 0.58, r: 0.08 }] };
    for (const table of ['wood', 'cream'] as const) {
      const { guide, probability } = await missed({ table }, noPlate);
      const analysis = analyseMatte(probability, guide);
      expect(analysis.plateAdded, table).toBe(false);
      expect(analysis.contents ?? null, table).toBeNull();
    }
  });
});

describe('a second item behind the dish', () => {
  /** A plated dish low in the frame, a striped tub behind it (blurred or not), and a mask that joins them. */
  async function scene(blurTub: boolean) {
    const width = 640;
    const height = 480;
    const shape: DishShape = { plate: { cx: 0.5, cy: 0.7, rx: 0.3, ry: 0.27 }, food: [{ cx: 0.5, cy: 0.68, r: 0.1 }] };
    const photo = await sharp(await makeDishPhoto({ width, height, shape })).raw().toBuffer();
    const stripes = Array.from({ length: 14 }, (_, k) => `<rect x="${180 + k * 20}" y="20" width="10" height="130" fill="#5a3a22"/>`).join('');
    let tub = sharp(Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect x="180" y="20" width="280" height="130" fill="#e9d9b0"/>${stripes}</svg>`));
    if (blurTub) tub = tub.blur(5);
    const guideData = await sharp(photo, { raw: { width, height, channels: 3 } })
      .composite([{ input: await tub.png().toBuffer() }])
      .removeAlpha()
      .raw()
      .toBuffer();
    // The model's mask: the plate, the tub, and a broad join between them (as IS-Net leaves it).
    const maskSvg =
      `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="#000"/>` +
      `<ellipse cx="${0.5 * width}" cy="${0.7 * height}" rx="${0.3 * width}" ry="${0.27 * height}" fill="#fff"/>` +
      `<rect x="180" y="20" width="280" height="130" fill="#fff"/><rect x="360" y="140" width="40" height="60" fill="#fff"/></svg>`;
    const probability = await sharp(Buffer.from(maskSvg)).toColourspace('b-w').raw().toBuffer();
    const truth = await dishMask(shape, width, height);
    return { guide: { data: guideData, width, height }, probability: { data: probability, width, height }, truth };
  }

  it('is dropped when it is out of focus: the tub the dessert came from', async () => {
    const { guide, probability, truth } = await scene(true);
    const analysis = analyseMatte(probability, guide);
    expect(maskIoU(Uint8Array.from(analysis.solid, (v) => v * 255), truth)).toBeGreaterThan(0.9);
    expect(analysis.box!.top).toBeGreaterThan(480 * 0.35);
  });

  it('is kept when it is as sharp as the dish', async () => {
    const { guide, probability } = await scene(false);
    const analysis = analyseMatte(probability, guide);
    expect(analysis.box!.top).toBeLessThan(30);
  });
});

describe('dropIslands', () => {
  it('clears bits cut loose from the dish and keeps real second items', () => {
    const width = 200;
    const height = 100;
    const data = Buffer.alloc(width * height);
    const fill = (x0: number, y0: number, x1: number, y1: number, value: number) => {
      for (let y = y0; y < y1; y += 1) for (let x = x0; x < x1; x += 1) data[y * width + x] = value;
    };
    fill(10, 10, 90, 90, 255); // the plate: 6400 px
    fill(120, 30, 150, 60, 255); // a side dish: 900 px (14%)
    fill(170, 5, 178, 12, 200); // a loose antenna tip: 56 px (< 2%)
    fill(100, 80, 104, 84, 40); // a faint speck
    const alpha = { data, width, height };
    expect(dropIslands(alpha)).toBe(2);
    expect(data[50 * width + 50]).toBe(255);
    expect(data[45 * width + 135]).toBe(255);
    expect(data[8 * width + 174]).toBe(0);
    expect(data[82 * width + 102]).toBe(0);
  });
});

describe('a small part glued to the dish by a neck', () => {
  it('is dropped when the frame cuts it where the dish is whole', async () => {
    const width = 640;
    const height = 480;
    const shape: DishShape = { plate: { cx: 0.45, cy: 0.5, rx: 0.3, ry: 0.3 }, food: [{ cx: 0.45, cy: 0.5, r: 0.1 }] };
    const photo = await sharp(await makeDishPhoto({ width, height, shape })).raw().toBuffer();
    // The model's mask: the plate, plus the corner of a neighbouring bowl at the right edge, joined by a thin bridge.
    const maskSvg =
      `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="#000"/>` +
      `<ellipse cx="${0.45 * width}" cy="${0.5 * height}" rx="${0.3 * width}" ry="${0.3 * height}" fill="#fff"/>` +
      `<rect x="560" y="200" width="80" height="80" fill="#fff"/><rect x="470" y="222" width="100" height="36" fill="#fff"/></svg>`;
    const probability = { data: await sharp(Buffer.from(maskSvg)).toColourspace('b-w').raw().toBuffer(), width, height };
    const guide = { data: photo, width, height };
    expect(analyseMatte(probability).touchesEdge).toBe(true);
    const analysis = analyseMatte(probability, guide);
    expect(analysis.touchesEdge).toBe(false);
    expect(maskIoU(Uint8Array.from(analysis.solid, (v) => v * 255), await dishMask(shape, width, height))).toBeGreaterThan(0.9);
  });
});

describe('a white square plate the model kept whole', () => {
  it('gets no rim added beyond it: the round tray under it is not its plate', async () => {
    const width = 640;
    const height = 480;
    // A dark table, a round wooden tray, a bare white square plate on it with a little dessert.
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
      <rect width="100%" height="100%" fill="#4a3322"/>
      <ellipse cx="320" cy="240" rx="270" ry="215" fill="#c89a64"/>
      <rect x="190" y="130" width="260" height="220" fill="#f2f1ee"/>
      <circle cx="330" cy="235" r="34" fill="#7a3b22"/>
    </svg>`;
    const guide = { data: await sharp(Buffer.from(svg)).removeAlpha().raw().toBuffer(), width, height };
    const plate = new Uint8Array(width * height);
    for (let y = 130; y < 350; y += 1) plate.fill(255, y * width + 190, y * width + 450);
    const analysis = analyseMatte({ data: Buffer.from(plate), width, height }, guide);
    expect(analysis.plateAdded).toBe(false);
    expect(maskIoU(Uint8Array.from(analysis.solid, (v) => v * 255), plate)).toBeGreaterThan(0.97);
    // The same region in a food's colour (a slab of brownie) is taken as food on the tray, its plate.
    const brownie = { data: await sharp(Buffer.from(svg.replace('#f2f1ee', '#8a4a2a'))).removeAlpha().raw().toBuffer(), width, height };
    expect(analyseMatte({ data: Buffer.from(plate), width, height }, brownie).plateAdded).toBe(true);
  });
});

describe('a region that is already a whole plate', () => {
  it('gets no rim added beyond it (a placemat or a tray around it is not a plate)', async () => {
    // The model kept the whole plate; the table around it is the wooden planks (their grain and seams are edges).
    const shape: DishShape = { plate: { cx: 0.5, cy: 0.5, rx: 0.26, ry: 0.3 }, food: [{ cx: 0.5, cy: 0.5, r: 0.1 }] };
    const { guide, probability } = await runMatte(shape);
    const analysis = analyseMatte({ data: probability, width: guide.width, height: guide.height }, guide);
    const truth = await dishMask(shape, guide.width, guide.height);
    expect(analysis.plateAdded).toBe(false);
    expect(maskIoU(Uint8Array.from(analysis.solid, (v) => v * 255), truth)).toBeGreaterThan(0.95);
  });
});

describe('a deep bowl seen from the side', () => {
  /**
   * An açaí bowl at eye level: a rim ellipse (cream ring, purple inside) on a half-ellipse body, on a
   * beige background lighter toward the top left, softened like a photo. The model's region is the
   * bowl's silhouette exactly — no single ellipse, and nothing to complete.
   */
  async function sideViewBowl(tilt: number) {
    const size = 320;
    const cx = size * 0.5;
    const rimY = size * 0.36;
    const rx = size * 0.36;
    const ry = size * 0.115;
    const depth = size * 0.44;
    const inRim = (x: number, y: number, scale: number) => {
      const u = (x - cx) * Math.cos(tilt) + (y - rimY) * Math.sin(tilt);
      const v = -(x - cx) * Math.sin(tilt) + (y - rimY) * Math.cos(tilt);
      return (u / (rx * scale)) ** 2 + (v / (ry * scale)) ** 2 <= 1;
    };
    const inBody = (x: number, y: number) => y >= rimY && ((x - cx) / rx) ** 2 + ((y - rimY) / depth) ** 2 <= 1;
    const rgb = Buffer.alloc(size * size * 3);
    const probability = Buffer.alloc(size * size);
    for (let y = 0; y < size; y += 1) {
      for (let x = 0; x < size; x += 1) {
        const [px, py] = [x + 0.5, y + 0.5];
        const light = 1 - (x + y) / (2 * size);
        let colour = [110 + 45 * light, 96 + 44 * light, 74 + 40 * light];
        if (inBody(px, py)) {
          const shade = 1 - 0.25 * ((px - cx) / rx) ** 2;
          colour = [200 * shade, 190 * shade, 165 * shade];
        }
        if (inRim(px, py, 1)) colour = inRim(px, py, 0.94) ? [72, 40, 66] : [215, 205, 180];
        rgb.set(colour.map(Math.round), (y * size + x) * 3);
        probability[y * size + x] = inRim(px, py, 1) || inBody(px, py) ? 255 : 0;
      }
    }
    const data = await sharp(rgb, { raw: { width: size, height: size, channels: 3 } }).blur(2).raw().toBuffer();
    return { guide: { width: size, height: size, data }, probability };
  }

  // Before: an ellipse fitted across the rim's arc and the body's ran just outside the silhouette,
  // the bowl's own edge passed for the missing rim's, and slivers of the background were added (tilted
  // rim) or the bowl was judged torn (level rim).
  it.each([
    ['a rim tilted a little', -0.06],
    ['a level rim', 0],
  ])('is not completed with the background (%s)', async (_name, tilt) => {
    const { guide, probability } = await sideViewBowl(tilt);
    const analysis = analyseMatte({ data: probability, width: guide.width, height: guide.height }, guide);
    const added = analysis.solid.reduce((count, v, p) => count + (v && !probability[p] ? 1 : 0), 0);
    expect(added).toBe(0);
    expect(analysis.torn).toBe(false);
  });
});

describe('the remembered analyses (setMatteMemo)', () => {
  it('answers the same mask of the same photo from memory, as a copy the caller may change', () => {
    const width = 64;
    const height = 48;
    const data = Buffer.alloc(width * height);
    for (let y = 10; y < 38; y += 1) for (let x = 12; x < 52; x += 1) data[y * width + x] = 255;
    const guide = { data: Buffer.alloc(width * height * 3, 90), width, height };
    setMatteMemo(4);
    try {
      const first = analyseMatte({ data, width, height }, guide);
      first.solid.fill(0);
      const again = analyseMatte({ data, width, height }, guide);
      expect(again.solid.some((v) => v === 1)).toBe(true);
      expect(again.coverage).toBeGreaterThan(0.3);
      // Another mask is analysed afresh.
      const other = Buffer.from(data);
      other.fill(0, 0, width * 20);
      expect(analyseMatte({ data: other, width, height }, guide).coverage).toBeLessThan(again.coverage);
    } finally {
      setMatteMemo(0);
    }
  });
});

describe('chopsticks laid across the food', () => {
  /** A white bowl of textured food, 320×240, and two brown chopsticks across it to the right edge, crossing it narrowly. */
  function bowlWithChopsticks() {
    const width = 320;
    const height = 240;
    const bowl = (x: number, y: number) => ((x + 0.5 - 150) / 100) ** 2 + ((y + 0.5 - 120) / 90) ** 2 <= 1;
    const food = (x: number, y: number) => ((x + 0.5 - 150) / 70) ** 2 + ((y + 0.5 - 120) / 62) ** 2 <= 1;
    const stick = (x: number, y: number) => x >= 110 && ([100, 116].some((t) => y >= t && y < t + 5));
    const data = Buffer.alloc(width * height * 3);
    const probability = Buffer.alloc(width * height);
    for (let y = 0; y < height; y += 1) {
      for (let x = 0; x < width; x += 1) {
        let colour = [150, 148, 145];
        if (bowl(x, y)) colour = food(x, y) ? (((x >> 2) + (y >> 2)) % 2 ? [200, 90, 40] : [90, 140, 50]) : [238, 236, 232];
        if (stick(x, y)) colour = [120, 72, 38];
        data.set(colour, (y * width + x) * 3);
        // The model left a slit along one stick.
        const slit = y === 102 && x >= 270 && x < 300;
        if ((bowl(x, y) || stick(x, y)) && !slit) probability[y * width + x] = 255;
      }
    }
    return { guide: { data, width, height }, probability: { data: probability, width, height } };
  }

  it('keeps them whole (a slit the model left in one filled), and the side they run off counts as cut however narrowly they cross it', () => {
    const { guide, probability } = bowlWithChopsticks();
    const analysis = analyseMatte(probability, guide);
    const at = (x: number, y: number) => analysis.solid[y * 320 + x];
    // Past the bowl's rim, out to the frame: kept, and told apart from the bowl.
    expect(at(300, 102)).toBe(1);
    expect(at(300, 118)).toBe(1);
    // Without the slit the model left in one.
    expect(at(285, 102)).toBe(1);
    expect(analysis.chopsticks?.[102 * 320 + 300]).toBe(1);
    // They cover 10 px of the right side's 240 (4%): it counts as cut, so the cut-out runs them off it.
    expect(analysis.edgeShares.right).toBeGreaterThanOrEqual(0.06);
    expect(bleedSides(analysis, 'top-down')).toEqual(['right']);
    // The dish is still a bowl (its own outline is the ellipse), and the table stays out.
    expect(analysis.vessel).toBe(true);
    expect(at(300, 60)).toBe(0);
  });
});

describe('dropBorderSlivers: what touches the border beyond a whole bowl', () => {
  const width = 400;
  const height = 300;
  /** A bowl 5 px below the top border and 14 px above the bottom one, plus `extra` parts. */
  function bowl(cy: number, extra: (x: number, y: number) => boolean): Uint8Array {
    const region = new Uint8Array(width * height);
    for (let y = 0; y < height; y += 1) {
      for (let x = 0; x < width; x += 1) {
        const inside = ((x + 0.5 - 200) / 180) ** 2 + ((y + 0.5 - cy) / 140) ** 2 <= 1;
        region[y * width + x] = inside || extra(x, y) ? 1 : 0;
      }
    }
    return region;
  }
  // The edge of a cup behind it, between the rim and the top border; a spoon's handle run off the bottom.
  const cupEdge = (x: number, y: number) => x >= 190 && x < 230 && y < 8;
  const handle = (x: number, y: number) => x >= 150 && x < 162 && y >= 250;

  it('clears the sliver at the top, keeps the handle reaching the bottom, and marks the strip the edge refinement must not reach', () => {
    const region = bowl(145, (x, y) => cupEdge(x, y) || handle(x, y));
    const strip = dropBorderSlivers(region, width, height);
    for (let x = 0; x < width; x += 1) expect(region[x]).toBe(0); // nothing left on the top border
    expect(region[20 * width + 210]).toBe(1); // the bowl itself
    expect(region[(height - 1) * width + 155]).toBe(1); // the handle still runs off the bottom
    expect(strip).not.toBeNull();
    expect(strip![1 * width + 210]).toBe(1); // between the rim and the border
    expect(strip![1 * width + 60]).toBe(1);
    expect(strip![20 * width + 210]).toBe(0); // never within the bowl
  });

  it('clears a ledge of the table a pixel beyond the rim, where the rim passes under 2 px from the border', () => {
    // The rim's top under 2 px below the border (1.8 by the fit); the table's ledge on the border row above it, 1.3 px beyond the rim.
    const region = bowl(141.3, (x, y) => x >= 185 && x < 215 && y < 1);
    expect(dropBorderSlivers(region, width, height)).not.toBeNull();
    expect(region[200]).toBe(0);
    expect(region[2 * width + 200]).toBe(1); // the rim itself
  });

  it('leaves a bowl the photo cut alone (its rim reaches past the border)', () => {
    const region = bowl(135, cupEdge);
    const before = region.slice();
    expect(dropBorderSlivers(region, width, height)).toBeNull();
    expect(region).toEqual(before);
  });
});

describe('analyseMatte: side items that hold no food', () => {
  const width = 320;
  const height = 240;
  const inEllipse = (x: number, y: number, cx: number, cy: number, a: number, b: number) => ((x - cx) / a) ** 2 + ((y - cy) / b) ** 2 <= 1;
  const napkin = (x: number, y: number) => x >= 240 && x < 280 && y >= 20 && y < 90;
  const saucer = (x: number, y: number) => inEllipse(x, y, 270, 180, 34, 30);
  const bread = (x: number, y: number) => x >= 20 && x < 70 && y >= 188 && y < 236;
  /** A slab of cheddar: plain, square, orange. */
  const cheese = (x: number, y: number) => x >= 170 && x < 222 && y >= 186 && y < 234;
  /** A dish on a white plate, a napkin, a saucer, bread and a slab of cheese, under a light of this colour (per-channel gains). */
  function scene(light: [number, number, number]) {
    const data = Buffer.alloc(width * height * 3);
    const probability = Buffer.alloc(width * height);
    for (let y = 0; y < height; y += 1) {
      for (let x = 0; x < width; x += 1) {
        const noise = ((x * 7 + y * 13) % 11) * 6;
        let colour = [150, 110, 70];
        let item = false;
        if (inEllipse(x, y, 120, 100, 80, 70)) {
          // A white plate with food on it: red and green in a coarse pattern.
          colour = inEllipse(x, y, 120, 100, 54, 46) ? (((x >> 3) + (y >> 3)) % 2 ? [190, 60, 40] : [80, 150, 60]) : [236, 234, 230];
          item = true;
        } else if (napkin(x, y) || saucer(x, y)) {
          colour = [236, 233, 228];
          item = true;
        } else if (bread(x, y)) {
          colour = [170 + noise, 120 + noise, 60];
          item = true;
        } else if (cheese(x, y)) {
          colour = [225, 140, 40];
          item = true;
        }
        data.set(
          colour.map((v, c) => Math.min(255, Math.round(v * light[c]!))),
          (y * width + x) * 3,
        );
        if (item) probability[y * width + x] = 255;
      }
    }
    return analyseMatte({ data: probability, width, height }, { data, width, height });
  }

  it('drops a plain napkin beside the dish, keeps a plain round saucer, textured bread and a plain coloured slab', () => {
    const analysis = scene([1, 1, 1]);
    const at = (x: number, y: number) => analysis.solid[y * width + x];
    expect(at(120, 100)).toBe(1);
    expect(at(260, 55)).toBe(0);
    expect(at(270, 180)).toBe(1);
    expect(at(45, 212)).toBe(1);
    expect(at(200, 210)).toBe(1);
    expect(analysis.items).toBe(4);
  });

  it('drops the napkin under a warm lamp too (cream in the photo, white once the light is taken out), and still keeps the cheese', () => {
    // The napkin reads (236, 210, 154): 82 levels of chroma, past the plain item's 40, until the
    // light's colour (the plate's and the napkin's white) is taken out.
    const analysis = scene([1, 0.9, 0.68]);
    const at = (x: number, y: number) => analysis.solid[y * width + x];
    expect(at(260, 55)).toBe(0);
    expect(at(270, 180)).toBe(1);
    expect(at(45, 212)).toBe(1);
    expect(at(200, 210)).toBe(1);
    expect(analysis.items).toBe(4);
  });
});

describe('turnAnalysis', () => {
  it('gives what analysing the photo turned a quarter clockwise gives: the same dish, box and cut sides, moved round', async () => {
    // A plate the photo cut on its right and bottom, at matte size.
    const shape: DishShape = { plate: { cx: 0.72, cy: 0.7, rx: 0.34, ry: 0.42 }, food: [{ cx: 0.7, cy: 0.68, r: 0.14 }] };
    const photo = await decodePhoto(await makeDishPhoto({ width: 640, height: 480, shape }));
    const guide = photo.working;
    const probability = { data: await fakeSegmenter(shape).segment(guide), width: guide.width, height: guide.height };
    const straight = analyseMatte(probability, guide);
    const turned = turnAnalysis(straight);
    const direct = analyseMatte({ data: turnClockwise(probability, 1).data, width: guide.height, height: guide.width }, turnClockwise(guide, 3));

    expect([turned.width, turned.height]).toEqual([480, 640]);
    // Cut on the right and the bottom; turned clockwise, those sides are the bottom and the left.
    expect(straight.edgeShares.right).toBeGreaterThan(0.1);
    expect(straight.edgeShares.bottom).toBeGreaterThan(0.1);
    for (const side of ['top', 'right', 'bottom', 'left'] as const) expect(turned.edgeShares[side]).toBeCloseTo(direct.edgeShares[side], 1);
    expect(turned.edgeShares.bottom).toBe(straight.edgeShares.right);
    expect(turned.edgeShares.left).toBe(straight.edgeShares.bottom);
    for (const key of ['left', 'top', 'width', 'height'] as const) expect(Math.abs(turned.box![key] - direct.box![key])).toBeLessThanOrEqual(3);
    expect(maskIoU(turned.solid, direct.solid)).toBeGreaterThan(0.98);
    expect([turned.coverage, turned.touchesEdge, turned.vessel, turned.items]).toEqual([straight.coverage, straight.touchesEdge, straight.vessel, straight.items]);
    // The straight analysis is left as it was.
    expect([straight.width, straight.height]).toEqual([640, 480]);
  });
});

/** The matte's analysis of one dish whole in the frame, `solid` in `box`: a round vessel or not. */
function loneDish(solid: Uint8Array, width: number, height: number, box: { left: number; top: number; width: number; height: number }, vessel: boolean) {
  return {
    solid,
    width,
    height,
    coverage: solid.reduce((a, b) => a + b, 0) / solid.length,
    touchesEdge: false,
    edgeShares: { top: 0, right: 0, bottom: 0, left: 0 },
    box,
    items: 1,
    plateAdded: false,
    vessel,
    cutlery: null,
    chopsticks: null,
    torn: false,
  };
}

describe('refineMatte: a lone plate held to its rim', () => {
  // A yellow plate on a pale cloth, greens on it; the model ran on past the rim in two shallow bumps:
  // the cloth itself at the top right, and the greens carrying on over the rim at the bottom.
  const width = 320;
  const height = 240;
  const plate = { cx: 160, cy: 120, a: 100, b: 80 };
  const radius = (x: number, y: number) => Math.hypot((x + 0.5 - plate.cx) / plate.a, (y + 0.5 - plate.cy) / plate.b);
  const angle = (x: number, y: number) => (Math.atan2(y + 0.5 - plate.cy, x + 0.5 - plate.cx) * 180) / Math.PI;
  const clothBump = (x: number, y: number) => Math.abs(angle(x, y) + 40) < 10 && radius(x, y) <= 1.045;
  const greensBump = (x: number, y: number) => Math.abs(angle(x, y) - 90) < 10 && radius(x, y) <= 1.045;
  const data = Buffer.alloc(width * height * 3);
  const solid = new Uint8Array(width * height);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const r = radius(x, y);
      const greens = r <= 0.6 || (greensBump(x, y) && r >= 0.8);
      const colour = greens ? [70, 140, 60] : r <= 1 ? [232, 186, 40] : [236, 232, 224];
      data.set(colour, (y * width + x) * 3);
      solid[y * width + x] = r <= 1 || clothBump(x, y) || greensBump(x, y) ? 1 : 0;
    }
  }
  const guide = { data, width, height };
  const analysis = loneDish(solid, width, height, { left: 55, top: 35, width: 211, height: 171 }, true);
  const meanAlpha = (alpha: Buffer, where: (x: number, y: number) => boolean) => {
    let sum = 0;
    let count = 0;
    for (let y = 0; y < height; y += 1) {
      for (let x = 0; x < width; x += 1) {
        if (!where(x, y)) continue;
        sum += alpha[y * width + x]!;
        count += 1;
      }
    }
    return sum / count;
  };

  it('drops the cloth the model ran on with past the rim, and keeps the greens over it and the rim itself', () => {
    const alpha = refineMatte(analysis, guide, guide).data;
    const beyond = (x: number, y: number) => radius(x, y) >= 1.02 && radius(x, y) <= 1.04;
    expect(meanAlpha(alpha, (x, y) => clothBump(x, y) && beyond(x, y))).toBeLessThan(24);
    expect(meanAlpha(alpha, (x, y) => greensBump(x, y) && beyond(x, y))).toBeGreaterThan(200);
    expect(meanAlpha(alpha, (x, y) => radius(x, y) >= 0.95 && radius(x, y) <= 0.98)).toBeGreaterThan(250);
  });
});

describe('refineMatte: a square plate held to its sides', () => {
  // A white square plate seen at an angle on a brown table, and a white card's tab standing up behind
  // its top side that the model took in with it (IMG 180351: "a scrap of the table sign stuck to the plate").
  const width = 320;
  const height = 240;
  const onPlate = (x: number, y: number) => insidePolygon(SQUARE_PLATE, x, y);
  const tab = cardTab;
  const data = Buffer.alloc(width * height * 3);
  const solid = new Uint8Array(width * height);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const plate = onPlate(x + 0.5, y + 0.5);
      data.set(plate || tab(x, y) ? [238, 238, 234] : [150, 100, 62], (y * width + x) * 3);
      solid[y * width + x] = plate || tab(x, y) ? 1 : 0;
    }
  }
  const analysis = loneDish(solid, width, height, { left: 70, top: 40, width: 199, height: 161 }, false);

  it('drops the tab beyond the side, and keeps the plate up to it', () => {
    const guide = { data, width, height };
    const alpha = refineMatte(analysis, guide, guide).data;
    let tabSum = 0;
    let tabCount = 0;
    let plateMin = 255;
    for (let y = 0; y < height; y += 1) {
      for (let x = 0; x < width; x += 1) {
        // The tab, a pixel or more clear of the side (its own line under the tab's foot).
        if (tab(x, y) && !onPlate(x + 0.5, y + 2.5)) {
          tabSum += alpha[y * width + x]!;
          tabCount += 1;
        }
        // The plate's top under the tab, from two pixels below its side.
        if (x >= 96 && x < 130 && y < 100 && onPlate(x + 0.5, y - 1.5)) plateMin = Math.min(plateMin, alpha[y * width + x]!);
      }
    }
    expect(tabSum / tabCount).toBeLessThan(16);
    expect(plateMin).toBeGreaterThan(240);
  });
});

describe('a coloured plate the model kept, its outline broken by leaves over the rim', () => {
  it('gets no rim added beyond it: the printed placemat round it is not its plate', async () => {
    const width = 640;
    const height = 480;
    // A cream table, a round placemat printed with red stripes, an orange plate on it with food and
    // three leaves hanging over its rim (so its outline is no clean ellipse).
    const leaves = [
      [320, 88],
      [470, 250],
      [200, 370],
    ];
    const svg = (plateFill: string) => `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
      <defs><pattern id="p" width="14" height="14" patternUnits="userSpaceOnUse" patternTransform="rotate(35)"><rect width="14" height="14" fill="#e9dfcf"/><rect width="5" height="14" fill="#b8343a"/></pattern></defs>
      <rect width="100%" height="100%" fill="#efe6d6"/>
      <ellipse cx="320" cy="240" rx="300" ry="228" fill="url(#p)"/>
      <ellipse cx="320" cy="240" rx="185" ry="145" fill="${plateFill}"/>
      <circle cx="300" cy="230" r="70" fill="#d9b36a"/>
      <circle cx="360" cy="260" r="45" fill="#8a3a22"/>
      ${leaves.map(([x, y]) => `<circle cx="${x}" cy="${y}" r="30" fill="#4f8a2e"/>`).join('')}
    </svg>`;
    const scene = async (plateFill: string) => ({ data: await sharp(Buffer.from(svg(plateFill))).removeAlpha().raw().toBuffer(), width, height });
    // The model's region: the plate and the leaves over its rim.
    const kept = new Uint8Array(width * height);
    for (let y = 0; y < height; y += 1) {
      for (let x = 0; x < width; x += 1) {
        const onPlate = ((x - 320) / 185) ** 2 + ((y - 240) / 145) ** 2 <= 1;
        const onLeaf = leaves.some(([lx, ly]) => (x - lx!) ** 2 + (y - ly!) ** 2 <= 30 ** 2);
        if (onPlate || onLeaf) kept[y * width + x] = 255;
      }
    }
    const analysis = analyseMatte({ data: Buffer.from(kept), width, height }, await scene('#e0702a'));
    expect(analysis.plateAdded).toBe(false);
    expect(maskIoU(Uint8Array.from(analysis.solid, (v) => v * 255), kept)).toBeGreaterThan(0.95);
  });
});
