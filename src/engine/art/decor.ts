// Decoration drawn as SVG under and over the product: background gradients, sunbursts, halftone,
// confetti, blobs, frames, bands and seals. Kept to shapes and colours of the palette so every text's
// background stays known (texts never sit on confetti or rays: layouts keep those out of text areas
// or make them a tint close to the background).
import { escapeXml, type Rect } from './scene.ts';

let gradientSeq = 0;
const nextId = (prefix: string) => `${prefix}${(gradientSeq = (gradientSeq + 1) % 1_000_000)}`;

export function svgDocument(width: number, height: number, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`;
}

export function linearBackground(r: Rect, from: string, to: string, angle: 'vertical' | 'diagonal' = 'diagonal'): string {
  const id = nextId('lg');
  const [x2, y2] = angle === 'vertical' ? [0, 1] : [1, 1];
  return `<defs><linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="${y2}"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect x="${r.x}" y="${r.y}" width="${r.width}" height="${r.height}" fill="url(#${id})"/>`;
}

/** A soft glow (radial gradient from `color` to transparent). */
export function glow(cx: number, cy: number, radius: number, color: string, opacity: number): string {
  const id = nextId('rg');
  return `<defs><radialGradient id="${id}" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="${color}" stop-opacity="${opacity}"/><stop offset="0.55" stop-color="${color}" stop-opacity="${opacity * 0.45}"/><stop offset="1" stop-color="${color}" stop-opacity="0"/></radialGradient></defs><circle cx="${cx}" cy="${cy}" r="${radius}" fill="url(#${id})"/>`;
}

export function rect(r: Rect, fill: string, extra = ''): string {
  return `<rect x="${r.x}" y="${r.y}" width="${r.width}" height="${r.height}" fill="${fill}" ${extra}/>`;
}

/** A rectangle whose top is a half circle (a window, a cake stand's dome). */
export function arch(r: Rect, fill: string): string {
  const radius = r.width / 2;
  const top = r.y + radius;
  return `<path d="M${r.x},${r.y + r.height} L${r.x},${top} A${radius},${radius} 0 0 1 ${r.x + r.width},${top} L${r.x + r.width},${r.y + r.height} Z" fill="${fill}"/>`;
}

export function circle(cx: number, cy: number, radius: number, fill: string, extra = ''): string {
  return `<circle cx="${cx}" cy="${cy}" r="${radius}" fill="${fill}" ${extra}/>`;
}

/** Rays from a centre, alternating with transparency. */
export function sunburst(cx: number, cy: number, radius: number, color: string, opacity: number, rays = 18): string {
  const parts: string[] = [];
  for (let i = 0; i < rays; i += 1) {
    const a0 = (i / rays) * Math.PI * 2;
    const a1 = ((i + 0.5) / rays) * Math.PI * 2;
    parts.push(`M${cx},${cy} L${(cx + Math.cos(a0) * radius).toFixed(1)},${(cy + Math.sin(a0) * radius).toFixed(1)} L${(cx + Math.cos(a1) * radius).toFixed(1)},${(cy + Math.sin(a1) * radius).toFixed(1)} Z`);
  }
  return `<path d="${parts.join(' ')}" fill="${color}" fill-opacity="${opacity}"/>`;
}

/** A seal with `points` bumps (starburst), centred. */
export function starburst(cx: number, cy: number, outer: number, inner: number, points: number, fill: string, extra = ''): string {
  const d: string[] = [];
  for (let i = 0; i < points * 2; i += 1) {
    const r = i % 2 === 0 ? outer : inner;
    const a = (i / (points * 2)) * Math.PI * 2 - Math.PI / 2;
    d.push(`${i === 0 ? 'M' : 'L'}${(cx + Math.cos(a) * r).toFixed(1)},${(cy + Math.sin(a) * r).toFixed(1)}`);
  }
  return `<path d="${d.join(' ')} Z" fill="${fill}" ${extra}/>`;
}

/** Halftone dots fading across a rectangle (vibrante texture). */
export function halftone(r: Rect, color: string, opacity: number, step = 26, maxRadius = 7): string {
  const parts: string[] = [];
  for (let y = r.y + step / 2; y < r.y + r.height; y += step) {
    for (let x = r.x + step / 2; x < r.x + r.width; x += step) {
      const t = (x - r.x) / r.width;
      const radius = maxRadius * (1 - t);
      if (radius > 0.8) parts.push(`<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${radius.toFixed(1)}"/>`);
    }
  }
  return `<g fill="${color}" fill-opacity="${opacity}">${parts.join('')}</g>`;
}

/** A deterministic scatter of small shapes in a rectangle (confetti, sprinkles), none within `avoid`. */
export function confetti(r: Rect, colors: string[], count: number, seed: number, size = 16, avoid: readonly Rect[] = []): string {
  let s = seed >>> 0 || 1;
  const rand = () => {
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    return ((s >>> 0) % 10_000) / 10_000;
  };
  const parts: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const x = r.x + rand() * r.width;
    const y = r.y + rand() * r.height;
    const color = colors[i % colors.length]!;
    const angle = Math.round(rand() * 180);
    const kind = i % 3;
    const clear = size * 1.2;
    if (avoid.some((a) => x > a.x - clear && x < a.x + a.width + clear && y > a.y - clear && y < a.y + a.height + clear)) continue;
    if (kind === 0) parts.push(`<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${(size * 0.45).toFixed(1)}" fill="${color}"/>`);
    else if (kind === 1) parts.push(`<rect x="${(x - size * 0.6).toFixed(1)}" y="${(y - size * 0.2).toFixed(1)}" width="${(size * 1.2).toFixed(1)}" height="${(size * 0.4).toFixed(1)}" rx="${(size * 0.2).toFixed(1)}" fill="${color}" transform="rotate(${angle} ${x.toFixed(1)} ${y.toFixed(1)})"/>`);
    else parts.push(`<path d="M${x.toFixed(1)},${(y - size * 0.55).toFixed(1)} L${(x + size * 0.5).toFixed(1)},${(y + size * 0.4).toFixed(1)} L${(x - size * 0.5).toFixed(1)},${(y + size * 0.4).toFixed(1)} Z" fill="${color}" transform="rotate(${angle} ${x.toFixed(1)} ${y.toFixed(1)})"/>`);
  }
  return parts.join('');
}

export function rotatedRect(r: Rect, degrees: number, fill: string, extra = ''): string {
  const cx = r.x + r.width / 2;
  const cy = r.y + r.height / 2;
  return `<rect x="${r.x}" y="${r.y}" width="${r.width}" height="${r.height}" fill="${fill}" transform="rotate(${degrees} ${cx} ${cy})" ${extra}/>`;
}

export function frameLines(r: Rect, color: string, width: number, radius: number, double: boolean): string {
  const outer = `<rect x="${r.x}" y="${r.y}" width="${r.width}" height="${r.height}" rx="${radius}" fill="none" stroke="${color}" stroke-width="${width}"/>`;
  if (!double) return outer;
  const g = width * 3.2;
  return `${outer}<rect x="${r.x + g}" y="${r.y + g}" width="${r.width - 2 * g}" height="${r.height - 2 * g}" rx="${Math.max(0, radius - g)}" fill="none" stroke="${color}" stroke-width="${Math.max(1, width * 0.45)}"/>`;
}

/** A small diamond ornament with two rules, centred at (cx, cy). */
export function ornament(cx: number, cy: number, span: number, color: string): string {
  const d = span * 0.06;
  return `<g stroke="${color}" stroke-width="2" fill="${color}"><line x1="${cx - span / 2}" y1="${cy}" x2="${cx - d * 2}" y2="${cy}"/><line x1="${cx + d * 2}" y1="${cy}" x2="${cx + span / 2}" y2="${cy}"/><path d="M${cx},${cy - d} L${cx + d},${cy} L${cx},${cy + d} L${cx - d},${cy} Z" stroke="none"/></g>`;
}

/** Gingham (toalha xadrez) in a rectangle. */
export function gingham(r: Rect, color: string, cell: number): string {
  const parts: string[] = [];
  for (let x = r.x; x < r.x + r.width; x += cell * 2) parts.push(`<rect x="${x}" y="${r.y}" width="${cell}" height="${r.height}"/>`);
  for (let y = r.y; y < r.y + r.height; y += cell * 2) parts.push(`<rect x="${r.x}" y="${y}" width="${r.width}" height="${cell}"/>`);
  return `<g fill="${color}" fill-opacity="0.5">${parts.join('')}</g>`;
}

export function wavyTop(r: Rect, fill: string, amplitude: number, waves: number): string {
  const step = r.width / waves;
  let d = `M${r.x},${r.y + amplitude}`;
  for (let i = 0; i < waves; i += 1) {
    const x0 = r.x + i * step;
    d += ` Q${(x0 + step / 4).toFixed(1)},${r.y - amplitude} ${(x0 + step / 2).toFixed(1)},${r.y + amplitude} T${(x0 + step).toFixed(1)},${r.y + amplitude}`;
  }
  d += ` L${r.x + r.width},${r.y + r.height} L${r.x},${r.y + r.height} Z`;
  return `<path d="${d}" fill="${fill}"/>`;
}

export { escapeXml };
