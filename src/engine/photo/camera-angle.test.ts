import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { estimateCameraAngle } from './camera-angle.ts';

/** A matte-size solid mask drawn from an SVG shape, with its bounding box. */
async function solidFrom(shape: string, width = 320, height = 240) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="#000"/>${shape}</svg>`;
  const grey = await sharp(Buffer.from(svg)).toColourspace('b-w').raw().toBuffer();
  const solid = Uint8Array.from(grey, (v) => (v >= 128 ? 1 : 0));
  let [left, top, right, bottom] = [width, height, -1, -1];
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      if (!solid[y * width + x]) continue;
      left = Math.min(left, x);
      right = Math.max(right, x);
      top = Math.min(top, y);
      bottom = Math.max(bottom, y);
    }
  }
  const box = right < 0 ? null : { left, top, width: right - left + 1, height: bottom - top + 1 };
  return { solid, width, height, box };
}

describe('camera angle from the dish outline', () => {
  it('reads a round plate as a flat lay and a foreshortened one as 45°', async () => {
    expect(estimateCameraAngle(await solidFrom('<circle cx="160" cy="120" r="90" fill="#fff"/>'))?.view).toBe('top-down');
    const tilted = estimateCameraAngle(await solidFrom('<ellipse cx="160" cy="120" rx="130" ry="80" fill="#fff"/>'));
    expect(tilted?.view).toBe('three-quarter');
    expect(tilted?.axisRatio).toBeCloseTo(80 / 130, 1);
  });

  it('reads a bowl seen from above as a flat lay though chopsticks kept across it reach the frame', async () => {
    const bowl = '<circle cx="160" cy="100" r="80" fill="#fff"/>';
    const sticks = '<rect x="150" y="10" width="5" height="230" fill="#fff"/><rect x="162" y="20" width="5" height="220" fill="#fff"/>';
    const whole = await solidFrom(bowl + sticks);
    const chopsticks = await solidFrom(sticks);
    const apart = Uint8Array.from(chopsticks.solid, (v, p) => (v && !(Math.hypot((p % 320) + 0.5 - 160, Math.floor(p / 320) + 0.5 - 100) <= 80) ? 1 : 0));
    expect(estimateCameraAngle({ ...whole, chopsticks: apart })?.view).toBe('top-down');
  });

  it("reads a bowl the photo cut on three sides from its contents' whole ellipse, not from its rim's arc", async () => {
    // The rim runs off the left, right and bottom; the ellipse fitted to its one arc left at the top
    // drifts (one re-encoding of a real flat lay read 0.85 from it, its soup 0.96): drawn here at 0.79.
    const rimArc = await solidFrom('<ellipse cx="160" cy="170" rx="190" ry="150" fill="#fff"/>');
    const fromArc = estimateCameraAngle(rimArc);
    expect(fromArc?.view).not.toBe('top-down');
    const contents = { cx: 160, cy: 160, a: 120, b: 116, theta: 0 };
    expect(estimateCameraAngle({ ...rimArc, contents })).toEqual({ view: 'top-down', axisRatio: 116 / 120 });
    // Contents seen at 45° say so, whatever the rim's arc.
    expect(estimateCameraAngle({ ...rimArc, contents: { ...contents, b: 80 } })?.view).toBe('three-quarter');
  });

  it('reads a very flat ellipse and an upright cup with a flat base as eye level', async () => {
    expect(estimateCameraAngle(await solidFrom('<ellipse cx="160" cy="120" rx="140" ry="40" fill="#fff"/>'))?.view).toBe('eye-level');
    const cup = await solidFrom('<path d="M110 40 L210 40 L200 200 L120 200 Z" fill="#fff"/><path d="M205 80 q45 20 0 70" stroke="#fff" stroke-width="12" fill="none"/>');
    expect(estimateCameraAngle(cup)).toEqual({ view: 'eye-level', axisRatio: null });
    // A tall glass whose base is an arc: upright by its proportions.
    const glass = await solidFrom('<path d="M130 20 L190 20 L186 200 Q160 215 134 200 Z" fill="#fff"/>');
    expect(estimateCameraAngle(glass)?.view).toBe('eye-level');
  });

  it('does not take long food lying at a slant (rolled crêpes seen from above) for an upright glass', async () => {
    // Three rolls side by side, the stack turned ~20° from vertical: taller than wide, but no glass.
    const rolls = await solidFrom(
      '<g transform="rotate(20 160 120)"><rect x="118" y="10" width="32" height="220" rx="12" fill="#fff"/><rect x="146" y="14" width="32" height="214" rx="12" fill="#fff"/><rect x="174" y="20" width="32" height="204" rx="12" fill="#fff"/></g>',
      320,
      240,
    );
    expect(rolls.box!.height).toBeGreaterThanOrEqual(rolls.box!.width * 1.25);
    expect(estimateCameraAngle(rolls)?.view).not.toBe('eye-level');
    // The same glass as above, standing straight, stays upright.
    const glass = await solidFrom('<path d="M130 20 L190 20 L186 200 Q160 215 134 200 Z" fill="#fff"/>');
    expect(estimateCameraAngle(glass)?.view).toBe('eye-level');
  });

  it('does not take the frame edge that cut a dish for a flat base', async () => {
    const cut = await solidFrom('<path d="M60 120 L150 60 L270 100 L250 240 L80 240 Z" fill="#fff"/>');
    expect(estimateCameraAngle(cut)).toBeNull();
  });

  it('has no opinion on an irregular shape or an empty mask', async () => {
    const blob = await solidFrom('<path d="M60 60 L150 30 L260 90 L220 140 L250 210 L120 190 L90 120 Z" fill="#fff"/>');
    expect(estimateCameraAngle(blob)).toBeNull();
    expect(estimateCameraAngle(await solidFrom(''))).toBeNull();
  });
});
