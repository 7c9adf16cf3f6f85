// Sample products the project draws itself (SVG shapes and gradients rasterised by resvg, transparent
// PNG), sample pt-BR texts and a sample shop logo per category: the example image on each template
// card, the art gallery and the tests use them, so no photo or logo of anyone else's is needed.
import { Resvg } from '@resvg/resvg-js';
import satori from 'satori';
import sharp from 'sharp';
import type { TemplateCategory } from '../../shared/constants.ts';
import { asCategory, type TemplateInput } from './design.ts';
import { loadFonts } from './fonts.ts';
import type { GenerateArtInput } from './generate.ts';
import { renderArt, type RenderArtResult } from './render.ts';
import { el, type SatoriElement } from './scene.ts';

export const SAMPLE_SIZE = 900;

const svg = (body: string, defs = '') =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${SAMPLE_SIZE}" height="${SAMPLE_SIZE}" viewBox="0 0 900 900"><defs>${defs}</defs>${body}</svg>`;

const lin = (id: string, stops: [number, string][], x2 = 0, y2 = 1) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="${y2}">${stops.map(([o, c]) => `<stop offset="${o}" stop-color="${c}"/>`).join('')}</linearGradient>`;
const rad = (id: string, stops: [number, string, number?][], cx = 0.5, cy = 0.5, r = 0.5) =>
  `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}">${stops.map(([o, c, a]) => `<stop offset="${o}" stop-color="${c}" stop-opacity="${a ?? 1}"/>`).join('')}</radialGradient>`;

/** Deterministic pseudo-random numbers for seeds, crumbs and grains. */
function rng(seed: number) {
  let s = seed;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 4294967296;
  };
}

function burger(): string {
  const r = rng(7);
  const seeds = Array.from({ length: 26 }, () => {
    const a = r() * Math.PI;
    const d = Math.sqrt(r());
    const x = 450 + Math.cos(a) * d * 290 * (r() > 0.5 ? 1 : -1);
    const y = 250 - Math.sin(a) * d * 110 + 30;
    return `<ellipse cx="${x.toFixed(0)}" cy="${y.toFixed(0)}" rx="11" ry="5.5" fill="#fff3d6" transform="rotate(${(r() * 140 - 70).toFixed(0)} ${x.toFixed(0)} ${y.toFixed(0)})"/>`;
  }).join('');
  const defs =
    lin('bunTop', [[0, '#f6b35c'], [0.45, '#d9822b'], [1, '#9c4f12']]) +
    rad('bunShine', [[0, '#ffe1a8', 0.9], [1, '#ffe1a8', 0]], 0.38, 0.3, 0.45) +
    lin('bunBot', [[0, '#e9a04a'], [1, '#a8581a']]) +
    lin('patty', [[0, '#6b3410'], [0.5, '#4a220a'], [1, '#2c1205']]) +
    lin('cheese', [[0, '#ffd23f'], [1, '#f5a300']]) +
    lin('lettuce', [[0, '#9be15d'], [1, '#3f9b2f']]) +
    lin('tomato', [[0, '#ff5a4e'], [1, '#c0221a']]);
  const body = `
  <ellipse cx="450" cy="735" rx="330" ry="40" fill="#000" fill-opacity="0.0"/>
  <path d="M150 610 Q150 560 205 555 L695 555 Q750 560 750 610 L742 660 Q735 720 640 728 L260 728 Q165 720 158 660 Z" fill="url(#bunBot)"/>
  <path d="M170 600 L730 600" stroke="#f7c77f" stroke-width="6" stroke-opacity="0.5"/>
  <path d="M130 520 Q120 470 180 462 L720 462 Q780 470 770 520 Q775 575 700 585 L200 585 Q125 575 130 520 Z" fill="url(#patty)"/>
  <path d="M150 520 q20 -8 40 0 t40 0 t40 0 t40 0 t40 0 t40 0 t40 0 t40 0 t40 0 t40 0 t40 0 t40 0 t40 0 t40 0 t40 0" stroke="#7a4119" stroke-width="5" fill="none" stroke-opacity="0.7"/>
  <path d="M140 470 L760 470 L770 488 L705 492 L690 560 L668 495 L560 498 L545 590 L522 500 L400 500 L385 548 L366 500 L262 498 L248 572 L228 496 L150 492 Z" fill="url(#cheese)"/>
  <path d="M165 440 q25 -30 50 0 t50 0 t50 0 t50 0 t50 0 t50 0 t50 0 t50 0 t50 0 t50 0 t50 0 t50 0 q20 25 -10 40 L180 485 q-40 -15 -15 -45 Z" fill="url(#lettuce)"/>
  <path d="M200 420 L700 420 Q730 428 720 448 L180 448 Q170 428 200 420 Z" fill="url(#tomato)"/>
  <path d="M140 410 Q140 140 450 128 Q760 140 760 410 Q760 440 720 442 L180 442 Q140 440 140 410 Z" fill="url(#bunTop)"/>
  <path d="M140 410 Q140 140 450 128 Q760 140 760 410 Q760 440 720 442 L180 442 Q140 440 140 410 Z" fill="url(#bunShine)"/>
  ${seeds}`;
  return svg(body, defs);
}

function pizza(): string {
  const r = rng(11);
  const cx = 450;
  const cy = 450;
  const pepperoni = Array.from({ length: 11 }, (_, i) => {
    const a = (i / 11) * Math.PI * 2 + r() * 0.4;
    const d = i % 3 === 0 ? 110 : 250;
    const x = cx + Math.cos(a) * d * (0.9 + r() * 0.2);
    const y = cy + Math.sin(a) * d * (0.9 + r() * 0.2);
    return `<circle cx="${x.toFixed(0)}" cy="${y.toFixed(0)}" r="44" fill="url(#pep)"/><circle cx="${(x - 10).toFixed(0)}" cy="${(y - 12).toFixed(0)}" r="12" fill="#ff8a70" fill-opacity="0.35"/>`;
  }).join('');
  const cheese = Array.from({ length: 16 }, () => {
    const a = r() * Math.PI * 2;
    const d = Math.sqrt(r()) * 300;
    return `<ellipse cx="${(cx + Math.cos(a) * d).toFixed(0)}" cy="${(cy + Math.sin(a) * d).toFixed(0)}" rx="${(40 + r() * 40).toFixed(0)}" ry="${(26 + r() * 26).toFixed(0)}" fill="#fff1c1" fill-opacity="0.9" transform="rotate(${(r() * 180).toFixed(0)} ${(cx + Math.cos(a) * d).toFixed(0)} ${(cy + Math.sin(a) * d).toFixed(0)})"/>`;
  }).join('');
  const basil = Array.from({ length: 6 }, () => {
    const a = r() * Math.PI * 2;
    const d = 80 + r() * 200;
    const x = cx + Math.cos(a) * d;
    const y = cy + Math.sin(a) * d;
    return `<path d="M${x.toFixed(0)} ${y.toFixed(0)} q24 -30 56 0 q-24 30 -56 0 Z" fill="#2f8f3a" transform="rotate(${(r() * 360).toFixed(0)} ${x.toFixed(0)} ${y.toFixed(0)})"/>`;
  }).join('');
  const cuts = [0, 60, 120].map((deg) => `<line x1="${cx - 330}" y1="${cy}" x2="${cx + 330}" y2="${cy}" stroke="#b8632a" stroke-opacity="0.35" stroke-width="5" transform="rotate(${deg} ${cx} ${cy})"/>`).join('');
  const defs =
    rad('crust', [[0.82, '#f2b662'], [0.9, '#d98b3a'], [1, '#a95a1c']]) +
    rad('sauce', [[0, '#e8582f'], [1, '#c23a1c']]) +
    rad('pep', [[0, '#c8352b'], [0.8, '#9d1f17'], [1, '#6e130e']]) +
    rad('cheeseBase', [[0, '#ffd77a'], [1, '#f5b94a']]);
  const body = `
  <circle cx="${cx}" cy="${cy}" r="420" fill="url(#crust)"/>
  <circle cx="${cx}" cy="${cy}" r="360" fill="url(#sauce)"/>
  <circle cx="${cx}" cy="${cy}" r="345" fill="url(#cheeseBase)" fill-opacity="0.92"/>
  ${cheese}${pepperoni}${basil}${cuts}`;
  return svg(body, defs);
}

function pastel(): string {
  const r = rng(5);
  // One pastel: a flat, pillowy fried pastry with a fork-crimped border and blistered golden skin.
  const one = (id: string, x: number, y: number, w: number, h: number, angle: number, open: boolean) => {
    const blisters = Array.from({ length: 40 }, () => {
      const bx = x + 40 + r() * (w - 80);
      const by = y + 38 + r() * (h - 76);
      const rx = 5 + r() * 13;
      const ry = 4 + r() * 9;
      return `<ellipse cx="${bx.toFixed(0)}" cy="${(by + 2).toFixed(0)}" rx="${rx.toFixed(0)}" ry="${ry.toFixed(0)}" fill="#b8641a" fill-opacity="0.35"/><ellipse cx="${bx.toFixed(0)}" cy="${by.toFixed(0)}" rx="${(rx * 0.8).toFixed(0)}" ry="${(ry * 0.7).toFixed(0)}" fill="#ffe3a0" fill-opacity="0.75"/>`;
    }).join('');
    const marks: string[] = [];
    for (let mx = x + 30; mx < x + w - 20; mx += 22) {
      marks.push(`<line x1="${mx}" y1="${y + 6}" x2="${mx}" y2="${y + 26}"/>`, `<line x1="${mx}" y1="${y + h - 26}" x2="${mx}" y2="${y + h - 6}"/>`);
    }
    for (let my = y + 30; my < y + h - 20; my += 22) {
      marks.push(`<line x1="${x + 6}" y1="${my}" x2="${x + 26}" y2="${my}"/>`, `<line x1="${x + w - 26}" y1="${my}" x2="${x + w - 6}" y2="${my}"/>`);
    }
    const filling = open
      ? `<path d="M${x + w - 150} ${y + h - 4} Q${x + w - 110} ${y + h - 70} ${x + w - 40} ${y + h - 60} Q${x + w - 8} ${y + h - 40} ${x + w - 4} ${y + h - 4} Z" fill="url(#filling)"/>` +
        `<circle cx="${x + w - 100}" cy="${y + h - 30}" r="11" fill="#ffe08a"/><circle cx="${x + w - 62}" cy="${y + h - 38}" r="9" fill="#fff3c9"/><circle cx="${x + w - 80}" cy="${y + h - 18}" r="8" fill="#4f8f2f"/>`
      : '';
    return `<g transform="rotate(${angle} ${x + w / 2} ${y + h / 2})">
      <rect x="${x}" y="${y + 10}" width="${w}" height="${h}" rx="34" fill="#7a3d0c" fill-opacity="0.35"/>
      <rect x="${x}" y="${y}" width="${w}" height="${h}" rx="34" fill="url(#edge)"/>
      <rect x="${x + 30}" y="${y + 30}" width="${w - 60}" height="${h - 60}" rx="40" fill="url(#${id})"/>
      <rect x="${x + 30}" y="${y + 30}" width="${w - 60}" height="${h - 60}" rx="40" fill="url(#puff)"/>
      ${blisters}
      <g stroke="#a9561a" stroke-width="5" stroke-linecap="round" stroke-opacity="0.75">${marks.join('')}</g>
      ${filling}
    </g>`;
  };
  const defs =
    lin('dough', [[0, '#ffd98a'], [0.55, '#f2ac45'], [1, '#d98a2b']]) +
    lin('dough2', [[0, '#f9c868'], [1, '#c9791f']]) +
    lin('edge', [[0, '#f0b24f'], [1, '#c77420']]) +
    rad('puff', [[0, '#fff4cf', 0.55], [1, '#fff4cf', 0]], 0.4, 0.35, 0.6) +
    lin('filling', [[0, '#8a3b1c'], [1, '#5a220d']]);
  return svg(one('dough2', 95, 470, 700, 300, -6, false) + one('dough', 125, 190, 680, 290, 5, true), defs);
}

function acai(): string {
  const r = rng(3);
  const granola = Array.from({ length: 60 }, () => {
    const a = r() * Math.PI;
    const x = 450 + (r() * 2 - 1) * 150 - 130;
    const y = 330 + (r() * 2 - 1) * 50;
    return `<rect x="${x.toFixed(0)}" y="${y.toFixed(0)}" width="${(10 + r() * 12).toFixed(0)}" height="${(7 + r() * 8).toFixed(0)}" rx="3" fill="${r() > 0.5 ? '#c98a3c' : '#a8692a'}" transform="rotate(${(a * 60).toFixed(0)} ${x.toFixed(0)} ${y.toFixed(0)})"/>`;
  }).join('');
  const banana = [
    [560, 300],
    [630, 330],
    [580, 360],
    [660, 290],
  ]
    .map(([x, y]) => `<ellipse cx="${x}" cy="${y}" rx="34" ry="22" fill="#fff3c4" stroke="#e9d38a" stroke-width="4"/><ellipse cx="${x}" cy="${y}" rx="10" ry="6" fill="#e9cf7a"/>`)
    .join('');
  const straw = [
    [420, 280],
    [470, 330],
    [380, 345],
  ]
    .map(([x, y]) => `<path d="M${x! - 30} ${y! - 10} Q${x} ${y! - 40} ${x! + 30} ${y! - 10} Q${x! + 20} ${y! + 35} ${x} ${y! + 38} Q${x! - 20} ${y! + 35} ${x! - 30} ${y! - 10} Z" fill="url(#straw)"/><path d="M${x! - 14} ${y! - 26} q14 -14 28 0" stroke="#3e9b35" stroke-width="9" fill="none"/>`)
    .join('');
  const defs =
    lin('bowl', [[0, '#ffffff'], [1, '#d9d4cc']]) +
    rad('acaiTop', [[0, '#7a2d8f'], [0.7, '#4e145f'], [1, '#33093f']], 0.45, 0.4, 0.6) +
    lin('straw', [[0, '#ff4d5e'], [1, '#c2122a']]) +
    lin('bowlSide', [[0, '#6b3a2a'], [1, '#3b1d12']], 1, 0);
  const body = `
  <path d="M130 330 Q150 720 450 740 Q750 720 770 330 Z" fill="url(#bowl)"/>
  <path d="M130 330 Q150 720 450 740 Q750 720 770 330 Z" fill="none" stroke="#c8c1b6" stroke-width="4"/>
  <path d="M175 470 Q450 540 725 470" stroke="#5a1e78" stroke-width="16" fill="none" stroke-opacity="0.8"/>
  <ellipse cx="450" cy="330" rx="320" ry="95" fill="url(#acaiTop)"/>
  <path d="M250 300 Q300 260 360 300 Q410 330 470 300 Q540 270 600 305" stroke="#fff7ea" stroke-width="12" fill="none" stroke-linecap="round" stroke-opacity="0.9"/>
  ${granola}${banana}${straw}
  <ellipse cx="450" cy="330" rx="320" ry="95" fill="none" stroke="#efe9e0" stroke-width="10"/>`;
  return svg(body, defs);
}

function cake(): string {
  const defs =
    lin('sponge', [[0, '#ffe3a6'], [1, '#f0c270']]) +
    lin('cream', [[0, '#fffaf3'], [1, '#f1e4d3']]) +
    lin('jam', [[0, '#e0344f'], [1, '#a3162c']]) +
    lin('side', [[0, '#f6d08c'], [1, '#d9a65a']], 1, 0) +
    lin('straw', [[0, '#ff5468'], [1, '#c2122a']]) +
    lin('plate', [[0, '#ffffff'], [1, '#dedad3']]);
  // Triangular slice in three-quarter view: front face with layers, side face, top.
  const body = `
  <ellipse cx="450" cy="735" rx="380" ry="80" fill="url(#plate)"/>
  <ellipse cx="450" cy="728" rx="300" ry="55" fill="none" stroke="#e9e4dc" stroke-width="5"/>
  <path d="M170 390 L560 300 L560 680 L170 720 Z" fill="url(#sponge)"/>
  <path d="M170 500 L560 440 L560 470 L170 532 Z" fill="url(#cream)"/>
  <path d="M170 532 L560 470 L560 492 L170 556 Z" fill="url(#jam)"/>
  <path d="M170 620 L560 575 L560 600 L170 648 Z" fill="url(#cream)"/>
  <path d="M560 300 L760 360 L760 650 L560 680 Z" fill="url(#side)"/>
  <path d="M170 390 L560 300 L760 360 L380 460 Z" fill="url(#cream)"/>
  <path d="M170 390 Q180 430 200 420 Q215 455 240 430 Q260 470 290 425 Q310 450 335 418 L380 460 Z" fill="#fffaf3"/>
  <path d="M560 300 Q566 340 580 330 Q590 370 610 340 Q625 380 650 335 Q670 365 690 340 Q710 370 760 360 Z" fill="#fffaf3"/>
  <path d="M420 310 Q470 270 520 310 Q510 380 470 392 Q430 380 420 310 Z" fill="url(#straw)"/>
  <path d="M440 300 q30 -30 60 0" stroke="#3e9b35" stroke-width="12" fill="none" stroke-linecap="round"/>
  <circle cx="455" cy="335" r="4" fill="#ffd2d2"/><circle cx="485" cy="350" r="4" fill="#ffd2d2"/><circle cx="465" cy="365" r="4" fill="#ffd2d2"/>`;
  return svg(body, defs);
}

function plate(): string {
  const r = rng(9);
  const rice = Array.from({ length: 120 }, () => {
    const x = 270 + (r() * 2 - 1) * 110;
    const y = 420 + (r() * 2 - 1) * 70;
    return `<ellipse cx="${x.toFixed(0)}" cy="${y.toFixed(0)}" rx="9" ry="4" fill="#ffffff" stroke="#e8e2d5" stroke-width="1.5" transform="rotate(${(r() * 180).toFixed(0)} ${x.toFixed(0)} ${y.toFixed(0)})"/>`;
  }).join('');
  const beans = Array.from({ length: 50 }, () => {
    const x = 460 + (r() * 2 - 1) * 90;
    const y = 330 + (r() * 2 - 1) * 50;
    return `<ellipse cx="${x.toFixed(0)}" cy="${y.toFixed(0)}" rx="12" ry="8" fill="#4a2414" transform="rotate(${(r() * 180).toFixed(0)} ${x.toFixed(0)} ${y.toFixed(0)})"/>`;
  }).join('');
  const farofa = Array.from({ length: 90 }, () => `<circle cx="${(300 + (r() * 2 - 1) * 80).toFixed(0)}" cy="${(590 + (r() * 2 - 1) * 40).toFixed(0)}" r="${(3 + r() * 4).toFixed(1)}" fill="${r() > 0.5 ? '#e2b873' : '#c99a52'}"/>`).join('');
  const salad = Array.from({ length: 9 }, (_, i) => {
    const x = 640 + (r() * 2 - 1) * 80;
    const y = 330 + (r() * 2 - 1) * 60;
    return i % 3 === 0
      ? `<circle cx="${x.toFixed(0)}" cy="${y.toFixed(0)}" r="26" fill="#e0372b"/><circle cx="${x.toFixed(0)}" cy="${y.toFixed(0)}" r="14" fill="#f46d5a"/>`
      : `<path d="M${x.toFixed(0)} ${y.toFixed(0)} q40 -50 80 0 q-40 50 -80 0 Z" fill="${i % 2 ? '#5fb63b' : '#8fd14f'}" transform="rotate(${(r() * 360).toFixed(0)} ${x.toFixed(0)} ${y.toFixed(0)})"/>`;
  }).join('');
  const defs =
    rad('plate', [[0.7, '#ffffff'], [0.86, '#f1ede6'], [1, '#d8d2c8']]) +
    lin('steak', [[0, '#8a4a25'], [1, '#5a2a10']]) +
    rad('beansBase', [[0, '#5c2f1a'], [1, '#3a1a0c']]) +
    lin('onion', [[0, '#f6e7c1'], [1, '#e0c48a']]);
  const body = `
  <ellipse cx="450" cy="450" rx="420" ry="400" fill="url(#plate)"/>
  <ellipse cx="450" cy="450" rx="330" ry="310" fill="#fbfaf7" stroke="#ebe6dd" stroke-width="4"/>
  <ellipse cx="270" cy="420" rx="125" ry="85" fill="#f7f3ea"/>${rice}
  <ellipse cx="460" cy="330" rx="105" ry="62" fill="url(#beansBase)"/>${beans}
  <path d="M430 520 Q470 450 600 470 Q700 490 690 560 Q670 640 540 630 Q420 620 430 520 Z" fill="url(#steak)"/>
  <path d="M470 500 L640 540 M460 540 L630 585 M480 580 L600 612" stroke="#3a1808" stroke-width="9" stroke-linecap="round" stroke-opacity="0.7"/>
  <path d="M500 500 q30 -20 60 0 M560 520 q30 -20 60 0" stroke="url(#onion)" stroke-width="12" fill="none" stroke-linecap="round"/>
  ${salad}
  <ellipse cx="300" cy="590" rx="95" ry="50" fill="#d9ad65"/>${farofa}`;
  return svg(body, defs);
}

const DRAWINGS: Record<TemplateCategory, () => string> = {
  hamburguer: burger,
  pizza,
  pastel,
  acai,
  sobremesas: cake,
  refeicoes: plate,
};

const productCache = new Map<TemplateCategory, Buffer>();

/** The category's sample product as a transparent PNG (SAMPLE_SIZE square), drawn once per process. */
export function sampleProduct(category: TemplateCategory): Buffer {
  let png = productCache.get(category);
  if (!png) {
    png = new Resvg(DRAWINGS[category](), { fitTo: { mode: 'original' }, font: { loadSystemFonts: false } }).render().asPng();
    productCache.set(category, png);
  }
  return png;
}

export interface SampleTexts {
  title: string;
  price: string | null;
  description: string | null;
  cta: string | null;
}

export const SAMPLE_TEXTS: Record<TemplateCategory, { short: SampleTexts; long: SampleTexts }> = {
  hamburguer: {
    short: { title: 'Smash Duplo', price: '29.9', description: 'Dois smash de 90 g, cheddar e cebola caramelizada no pão brioche.', cta: 'Peça agora' },
    long: { title: 'Combo Família Supremo com Batata Rústica e Refrigerante de 2 Litros', price: '89,90', description: 'Quatro hambúrgueres artesanais de 150 g com cheddar inglês, bacon crocante, cebola caramelizada, picles da casa e maionese de alho, acompanhados de porção grande de batata rústica.', cta: 'Peça agora pelo WhatsApp ou pelo iFood' },
  },
  pizza: {
    short: { title: 'Pizza Calabresa', price: '49.9', description: 'Molho artesanal, muçarela e calabresa fatiada na hora.', cta: 'Peça pelo iFood' },
    long: { title: 'Pizza Gigante de Calabresa com Borda Recheada de Catupiry', price: '79,90', description: 'Massa de fermentação natural de 48 horas, molho de tomates italianos, muçarela, calabresa artesanal, cebola roxa e orégano fresco, assada no forno a lenha.', cta: 'Faça seu pedido até as 23h' },
  },
  pastel: {
    short: { title: 'Pastel de Feira', price: '12', description: 'Massa crocante e recheio generoso de carne com queijo.', cta: 'Peça já' },
    long: { title: 'Pastelão de Carne, Queijo, Ovo e Azeitona', price: '18,50', description: 'O tradicional pastel de feira em tamanho família, com massa fininha e crocante, servido quentinho com caldo de cana geladinho de 500 ml.', cta: 'Chame no WhatsApp e retire no balcão' },
  },
  acai: {
    short: { title: 'Açaí Tropical', price: '22.9', description: 'Granola, banana, morango e leite condensado.', cta: 'Monte o seu' },
    long: { title: 'Açaí Turbinado de 700 ml com Adicionais à Vontade', price: '32,90', description: 'Açaí cremoso batido na hora com granola crocante, banana, morango, leite em pó, paçoca, leite condensado e calda de chocolate belga.', cta: 'Peça pelo app e ganhe um adicional' },
  },
  sobremesas: {
    short: { title: 'Bolo de Morango', price: '16.9', description: 'Massa fofinha, creme de baunilha e morangos frescos.', cta: 'Encomende' },
    long: { title: 'Fatia Generosa de Bolo Red Velvet com Morangos e Cream Cheese', price: '21,90', description: 'Massa aveludada de cacau, recheio e cobertura de cream cheese com baunilha de verdade e morangos frescos selecionados.', cta: 'Encomende o bolo inteiro para o seu aniversário' },
  },
  refeicoes: {
    short: { title: 'Prato Feito', price: '24.9', description: 'Arroz, feijão, bife acebolado, salada e farofa.', cta: 'Peça seu almoço' },
    long: { title: 'Prato Executivo Completo com Bife Acebolado e Suco Natural', price: '34,90', description: 'Arroz soltinho, feijão caseiro, bife acebolado grelhado na hora, farofa de bacon, salada fresca da estação e suco natural de laranja de 300 ml.', cta: 'Peça até as 11h e receba no horário do almoço' },
  },
};

/** The accented + emoji variant the gallery and the tests use for every category. */
export const ACCENT_EMOJI_TEXTS: SampleTexts = {
  title: 'Promoção de Verão 🍔🔥 — Açaí com Granola',
  price: 'R$ 19,90',
  description: 'Coração de frango, pão de queijo e maçã-verde: ação válida até domingo! 🎉',
  cta: 'Peça já! 😋',
};

/** A sample shop per category, so examples show the logo placement a user gets — round and wide. */
interface SampleBrand {
  /** The shop's name, for people reading the gallery. */
  name: string;
  draw(): SatoriElement;
  width: number;
  height: number;
}

const LOGO_SIDE = 480;

/** A round badge: a filled disc with a ring, a script line over a display word and a small line. */
function badge(fill: string, ring: string, ink: string, script: string, word: string, small: string, wordSize = 150): SampleBrand['draw'] {
  return () =>
    el('div', { width: LOGO_SIDE, height: LOGO_SIDE, display: 'flex', alignItems: 'center', justifyContent: 'center', borderRadius: LOGO_SIDE / 2, backgroundColor: fill, border: `14px solid ${ring}`, boxSizing: 'border-box' }, [
      el('div', { display: 'flex', flexDirection: 'column', alignItems: 'center', color: ink }, [
        el('div', { display: 'flex', fontFamily: 'Pacifico', fontSize: 62, lineHeight: 1.3 }, script),
        el('div', { display: 'flex', fontFamily: 'Bebas Neue', fontSize: wordSize, lineHeight: 0.9, letterSpacing: 2 }, word),
        el('div', { display: 'flex', fontFamily: 'Montserrat', fontWeight: 800, fontSize: 28, letterSpacing: 6, marginTop: 12, color: ring }, small),
      ]),
    ]);
}

const SAMPLE_BRANDS: Record<TemplateCategory, SampleBrand> = {
  // Red round badge, cream lettering.
  hamburguer: { name: 'Casa do Burger', width: LOGO_SIDE, height: LOGO_SIDE, draw: badge('#c8102e', '#ffb81c', '#fff4dc', 'Casa do', 'BURGER', 'DESDE 2012') },
  // A wide wordmark on transparency: script name, spaced caps and the Italian flag's stripe.
  pizza: {
    name: 'Pizzaria Bella',
    width: 640,
    height: 280,
    draw: () =>
      el('div', { width: 640, height: 280, display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center' }, [
        el('div', { display: 'flex', fontFamily: 'Montserrat', fontWeight: 800, fontSize: 34, letterSpacing: 14, color: '#2f7d3a' }, 'PIZZARIA'),
        el('div', { display: 'flex', fontFamily: 'Pacifico', fontSize: 132, lineHeight: 1.25, color: '#b3261e' }, 'Bella'),
        el('div', { display: 'flex', width: 300, height: 12 }, [
          el('div', { display: 'flex', flexGrow: 1, backgroundColor: '#2f7d3a' }),
          el('div', { display: 'flex', flexGrow: 1, backgroundColor: '#f4ecdc' }),
          el('div', { display: 'flex', flexGrow: 1, backgroundColor: '#b3261e' }),
        ]),
      ]),
  },
  // An opaque tile (a logo that comes with its own background).
  pastel: {
    name: 'Pastelaria do Zé',
    width: 600,
    height: 300,
    draw: () =>
      el('div', { width: 600, height: 300, display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', backgroundColor: '#e85d04' }, [
        el('div', { display: 'flex', fontFamily: 'Pacifico', fontSize: 64, lineHeight: 1.3, color: '#fff8e7' }, 'Pastelaria'),
        el('div', { display: 'flex', fontFamily: 'Bebas Neue', fontSize: 130, lineHeight: 0.9, letterSpacing: 4, color: '#ffba08' }, 'DO ZÉ'),
      ]),
  },
  acai: { name: 'Açaí da Praia', width: LOGO_SIDE, height: LOGO_SIDE, draw: badge('#5a1e78', '#9bd42a', '#f5ecff', 'Açaí', 'DA PRAIA', 'NATURAL', 128) },
  // A wide script wordmark, pink on transparency.
  sobremesas: {
    name: 'Doce Encanto',
    width: 700,
    height: 260,
    draw: () =>
      el('div', { width: 700, height: 260, display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center' }, [
        el('div', { display: 'flex', fontFamily: 'Pacifico', fontSize: 104, lineHeight: 1.3, color: '#c2185b' }, 'Doce Encanto'),
        el('div', { display: 'flex', fontFamily: 'Montserrat', fontWeight: 700, fontSize: 30, letterSpacing: 16, color: '#8a1040' }, 'CONFEITARIA'),
      ]),
  },
  refeicoes: { name: 'Sabor de Casa', width: LOGO_SIDE, height: LOGO_SIDE, draw: badge('#2d6a4f', '#f4a261', '#fbf3e4', 'Sabor de', 'CASA', 'COMIDA CASEIRA', 170) },
};

/** The sample shop's name for a category ("Pizzaria Bella"). */
export function sampleBrandName(category: TemplateCategory): string {
  return SAMPLE_BRANDS[category].name;
}

const logoCache = new Map<TemplateCategory, Promise<Buffer>>();

/** A category's sample shop logo as a PNG (the burger shop's red round badge by default). */
export function sampleLogo(category: TemplateCategory = 'hamburguer'): Promise<Buffer> {
  let png = logoCache.get(category);
  if (!png) {
    const brand = SAMPLE_BRANDS[category];
    png = (async () => {
      const fonts = await loadFonts();
      const svgText = await satori(brand.draw() as unknown as Parameters<typeof satori>[0], { width: brand.width, height: brand.height, fonts: fonts.satori });
      return new Resvg(svgText, { fitTo: { mode: 'original' }, font: { loadSystemFonts: false } }).render().asPng();
    })();
    png.catch(() => logoCache.delete(category));
    logoCache.set(category, png);
  }
  return png;
}

/**
 * Template examples are shown small (a wizard card, at most three admin thumbnails): half the art's
 * width as JPEG is ~28 KB instead of a ~270 KB full-size PNG.
 */
export const TEMPLATE_EXAMPLE_WIDTH = 540;
const TEMPLATE_EXAMPLE_QUALITY = 82;

/** A rendered example art as the small JPEG the cards show. */
export function templateExampleJpeg(png: Buffer): Promise<Buffer> {
  return sharp(png).flatten({ background: '#ffffff' }).resize({ width: TEMPLATE_EXAMPLE_WIDTH }).jpeg({ quality: TEMPLATE_EXAMPLE_QUALITY, mozjpeg: true }).toBuffer();
}

/** What the engine pool renders for "Gerar exemplo": the same sample product, logo and texts as the seed's. */
export async function templateExampleInput(template: TemplateInput & { format: string }): Promise<GenerateArtInput> {
  const category = asCategory(template.category);
  return {
    template,
    product: sampleProduct(category),
    logo: await sampleLogo(category),
    texts: SAMPLE_TEXTS[category].short,
    format: template.format === 'stories' ? 'stories' : 'feed',
    watermark: false,
  };
}

/**
 * The example image on a template's card: its category's sample product, shop logo and short sample
 * texts — where a user's logo will go, in the colours a logo like it gives.
 */
export async function renderTemplateExample(template: TemplateInput & { format: string }): Promise<RenderArtResult> {
  const category = asCategory(template.category);
  const texts = SAMPLE_TEXTS[category].short;
  return renderArt({
    template,
    product: { image: sampleProduct(category), cutout: true },
    logo: await sampleLogo(category),
    texts,
    format: template.format === 'stories' ? 'stories' : 'feed',
    watermark: false,
  });
}
