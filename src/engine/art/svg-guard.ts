// What an SVG logo may make resvg do. resvg draws in the engine worker, where one slow drawing holds
// up every generation, so before it parses anything (and before the server reserves a credit) a
// text scan — no rendering, linear in the file — bounds the work: elements expanded through <use>,
// pattern, mask, clip-path and marker references, characters laid out, pixels of embedded images
// decoded. It also says how large the logo may be rasterised so the drawing stays within budget.
// Filters and dash patterns, whose cost no count bounds, are removed by sanitiseSvg; the scan
// refuses any that slipped through, and anything it cannot read with certainty.
import { MAX_INPUT_PIXELS } from '../../shared/constants.ts';

/** Elements in the file before any expansion; the scan stops counting beyond this. */
export const MAX_SVG_ELEMENTS = 10_000;
/**
 * Work units × rasterised pixels one logo may cost. A unit is about one full-canvas layer (a shape,
 * a mask, a pattern tile), ~3.7 ms at 600×600 on a 2-core server: a thousand of them fit at 600 px,
 * and a logo over that is rasterised smaller rather than drawn slower. The worst drawings measured
 * at the limit took 1–3 s.
 */
export const SVG_WORK_BUDGET = 360_000_000;
/** The smallest side a logo is rasterised at to fit the budget; one that would need less is refused. */
export const MIN_SVG_RASTER_SIDE = 256;
/** Work units a logo may reach at all (at MIN_SVG_RASTER_SIDE). */
export const MAX_SVG_UNITS = Math.floor(SVG_WORK_BUDGET / MIN_SVG_RASTER_SIDE ** 2);
/** Characters resvg lays out (after expansion): text layout, not drawing, is what costs here. */
export const MAX_SVG_TEXT_CHARS = 2_000;
/** Pixels decoded from embedded images (after expansion: each drawing decodes again). */
export const MAX_SVG_IMAGE_PIXELS = MAX_INPUT_PIXELS;
/** Path or polyline numbers that cost one more unit: a long path strokes and fills like a layer. */
const PATH_NUMBERS_PER_UNIT = 50;
/** Laid-out characters that cost one more unit. */
const TEXT_CHARS_PER_UNIT = 10;
/** Attributes, and references (from attributes, styles and CSS rules together), the scan reads at most. */
const MAX_SVG_ATTRIBUTES = 10 * MAX_SVG_ELEMENTS;
const MAX_SVG_REFERENCES = 10 * MAX_SVG_ELEMENTS;
/** Comments, declarations, text: what the raw text may hold beyond elements' tags and attributes. */
const FLOOD_SLACK = 1_000;
/** CSS rules that reference something. */
const MAX_CSS_RULES = MAX_SVG_ELEMENTS;
/** Element-against-CSS-rule comparisons the scan makes at most. */
const MAX_CSS_MATCH_CHECKS = 100 * MAX_SVG_ELEMENTS;

export type SvgProblem =
  | 'malformed'
  | 'too-many-elements'
  | 'reference-cycle'
  | 'too-complex'
  | 'too-much-text'
  | 'image-too-large'
  | 'image-unreadable'
  | 'outside-reference'
  | 'unbounded-effect';

export interface SvgCost {
  /** Expanded work units (see SVG_WORK_BUDGET). */
  units: number;
  textChars: number;
  imagePixels: number;
  /** The largest side the logo may be rasterised at within the budget. */
  maxSide: number;
}
export type SvgVerdict = ({ ok: true } & SvgCost) | { ok: false; problem: SvgProblem; detail: string };

export class SvgRefusedError extends Error {
  constructor(
    readonly problem: SvgProblem,
    detail: string,
  ) {
    super(`SVG refused (${problem}): ${detail}`);
  }
}

const SAFE_DATA_IMAGE = /^\s*data:image\/(png|jpe?g|gif|webp);base64,/i;

/**
 * Removes what could run, reach outside or cost without bound from an SVG: <script>,
 * <foreignObject>, event-handler attributes, href/src/url() references that are not in-document
 * (#id) or inline raster images, filters and dash patterns. Best effort, by text: inspectSvg then
 * checks the result, which is exactly what resvg is given. Every step is linear in the text (an
 * unclosed construct takes the rest of it), so a crafted file cannot make this step slow.
 */
export function sanitiseSvg(svg: string): string {
  const isSafeRef = (value: string) => /^\s*#/.test(value) || SAFE_DATA_IMAGE.test(value);
  let text = removeDoctypes(svg);
  text = removeSpans(text, /<!ENTITY/gi, '>');
  text = removeSpans(text, /<\?xml-stylesheet/gi, '?>');
  // Filters (a blur's cost grows with its radius) and dashes (with the dash count): logos lose a
  // shadow or a dotted line, never their shape.
  for (const name of ['script', 'foreignObject', 'filter']) text = removeElements(text, name);
  text = removeSpans(text, '/*', '*/');
  return (
    text
      .replace(/\son[a-z]+\s*=\s*("[^"]*(?:"|$)|'[^']*(?:'|$)|[^\s>]+)/gi, '')
      .replace(/\s(filter|stroke-dasharray)\s*=\s*("[^"]*(?:"|$)|'[^']*(?:'|$))/gi, '')
      .replace(/(^|[;{\s"'])(filter|stroke-dasharray)\s*:[^;}"'<]*;?/gi, '$1')
      // Any namespace prefix: `x:href` with x bound to XLink is an href too.
      .replace(/\s((?:[\w.-]+:)?href|src)\s*=\s*("([^"]*)(?:"|$)|'([^']*)(?:'|$))/gi, (match, _name: string, _q: string, dq?: string, sq?: string) =>
        isSafeRef(dq ?? sq ?? '') ? match : '',
      )
      .replace(/@import[^;]*;?/gi, '')
      .replace(/url\(\s*(?!['"]?\s*#)[^)]*\)?/gi, 'none')
  );
}

/** Drops each span from `open` (text, or a pattern) to the next `close`; an unclosed one takes the rest. */
function removeSpans(text: string, open: RegExp | string, close: string): string {
  const find = (from: number): { index: number; length: number } | null => {
    if (typeof open === 'string') {
      const index = text.indexOf(open, from);
      return index === -1 ? null : { index, length: open.length };
    }
    open.lastIndex = from;
    const match = open.exec(text);
    return match ? { index: match.index, length: match[0].length } : null;
  };
  let out = '';
  let pos = 0;
  for (;;) {
    const start = find(pos);
    if (!start) return out + text.slice(pos);
    out += text.slice(pos, start.index);
    const end = text.indexOf(close, start.index + start.length);
    if (end === -1) return out;
    pos = end + close.length;
  }
}

/** Drops each `<name …>…</name>` or `<name …/>` (any case); an unclosed one takes the rest. */
function removeElements(text: string, name: string): string {
  const open = new RegExp(`<${name}(?=[\\s/>]|$)`, 'gi');
  const close = new RegExp(`</${name}\\s*>`, 'gi');
  let out = '';
  let pos = 0;
  for (;;) {
    open.lastIndex = pos;
    const start = open.exec(text);
    if (!start) return out + text.slice(pos);
    out += text.slice(pos, start.index);
    const gt = text.indexOf('>', start.index);
    if (gt === -1) return out;
    if (text[gt - 1] === '/') {
      pos = gt + 1;
      continue;
    }
    close.lastIndex = gt + 1;
    const end = close.exec(text);
    if (!end) return out;
    pos = end.index + end[0].length;
  }
}

/** Drops each <!DOCTYPE …>, with its internal subset `[…]` (where entities are declared). */
function removeDoctypes(text: string): string {
  const open = /<!DOCTYPE/gi;
  const subsetEnd = /\]\s*>/g;
  let out = '';
  let pos = 0;
  for (;;) {
    open.lastIndex = pos;
    const start = open.exec(text);
    if (!start) return out + text.slice(pos);
    out += text.slice(pos, start.index);
    let i = start.index + start[0].length;
    while (i < text.length && text[i] !== '[' && text[i] !== '>') i += 1;
    if (i >= text.length) return out;
    if (text[i] === '>') {
      pos = i + 1;
      continue;
    }
    subsetEnd.lastIndex = i;
    const end = subsetEnd.exec(text);
    if (!end) return out;
    pos = end.index + end[0].length;
  }
}

/** sanitiseSvg, then inspectSvg: what the server asks before it takes a credit for an SVG logo. */
export function inspectSvgLogo(bytes: Uint8Array): SvgVerdict {
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('utf8');
  const flood = countFlood(text);
  if (flood) return { ok: false, problem: 'too-complex', detail: flood };
  return inspectSvg(sanitiseSvg(text));
}

/**
 * One cheap pass over the raw text before the sanitiser's: tags, attributes and url()s far beyond
 * what the scan would accept are refused without sanitising them first.
 */
function countFlood(text: string): string | null {
  let tags = 0;
  let equals = 0;
  let colons = 0;
  let blocks = 0;
  let comments = 0;
  let urls = 0;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if (c === 60) tags += 1; // <
    else if (c === 61) equals += 1; // =
    else if (c === 58) colons += 1; // :
    else if (c === 123) blocks += 1; // {
    else if (c === 42 && text.charCodeAt(i - 1) === 47) comments += 1; // /*
    else if (c === 40 && i >= 3 && text.slice(i - 3, i).toLowerCase() === 'url') urls += 1;
  }
  // An element has at most an opening and a closing tag; padding of an embedded image adds `=`s.
  if (tags > 2 * MAX_SVG_ELEMENTS + FLOOD_SLACK) return `${tags} tags`;
  if (equals > MAX_SVG_ATTRIBUTES + FLOOD_SLACK) return `${equals} attributes`;
  // CSS declarations, prefixed names (xlink:href) and times in text.
  if (colons > MAX_SVG_ATTRIBUTES + FLOOD_SLACK) return `${colons} declarations`;
  if (blocks > MAX_CSS_RULES + FLOOD_SLACK) return `${blocks} CSS blocks`;
  if (comments > FLOOD_SLACK) return `${comments} CSS comments`;
  if (urls > MAX_SVG_REFERENCES) return `${urls} url() references`;
  return null;
}

/** Throws SvgRefusedError unless `svg` (already sanitised) is within bounds; returns its cost. */
export function assertSvgWithinBounds(svg: string): SvgCost {
  const verdict = inspectSvg(svg);
  if (!verdict.ok) throw new SvgRefusedError(verdict.problem, verdict.detail);
  return verdict;
}

class Refusal {
  constructor(
    readonly problem: SvgProblem,
    readonly detail: string,
  ) {}
}
const refuse = (problem: SvgProblem, detail: string): never => {
  throw new Refusal(problem, detail);
};

/** The bounds check on sanitised SVG text, exactly as resvg will receive it. */
export function inspectSvg(svg: string): SvgVerdict {
  try {
    const doc = parseSvg(svg);
    const cost = measure(doc);
    if (cost.units > MAX_SVG_UNITS) refuse('too-complex', `${Math.ceil(cost.units)} work units, at most ${MAX_SVG_UNITS}`);
    if (cost.chars > MAX_SVG_TEXT_CHARS) refuse('too-much-text', `${cost.chars} characters, at most ${MAX_SVG_TEXT_CHARS}`);
    if (cost.pixels > MAX_SVG_IMAGE_PIXELS) refuse('image-too-large', `${cost.pixels} embedded image pixels, at most ${MAX_SVG_IMAGE_PIXELS}`);
    const maxSide = Math.floor(Math.sqrt(SVG_WORK_BUDGET / Math.max(1, cost.units)));
    return { ok: true, units: cost.units, textChars: cost.chars, imagePixels: cost.pixels, maxSide };
  } catch (error) {
    if (error instanceof Refusal) return { ok: false, problem: error.problem, detail: error.detail };
    throw error;
  }
}

// ---------------------------------------------------------------------------------------------
// Reading: a strict little XML scanner. Anything it cannot read with certainty is refused, since a
// construct it skipped might be one resvg reads.

interface SvgNode {
  /** Local name (after any namespace prefix). */
  name: string;
  parent: number;
  children: number[];
  /** Attributes as written (name with any prefix), values with character references decoded. */
  attrs: Array<[string, string]>;
  /** Characters of text directly inside. */
  chars: number;
}

interface SvgDoc {
  nodes: SvgNode[];
  /** CSS of the <style> elements. */
  sheets: string[];
}

const NAMED_ENTITIES: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (match, ref: string) => {
    if (ref[0] !== '#') return NAMED_ENTITIES[ref] ?? match;
    const code = ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
    return code <= 0x10ffff ? String.fromCodePoint(code) : match;
  });
}

const localName = (name: string) => name.slice(name.lastIndexOf(':') + 1);
/** An unprefixed attribute's value: presentation attributes and ids have no namespace. */
const attr = (node: SvgNode, name: string) => node.attrs.find(([n]) => n === name)?.[1];
const isSpace = (c: string) => c === ' ' || c === '\n' || c === '\t' || c === '\r';

function parseSvg(svg: string): SvgDoc {
  const nodes: SvgNode[] = [];
  const counted = { attributes: 0 };
  const sheets: string[] = [];
  const open: number[] = [];
  const addText = (raw: string) => {
    const current = open.at(-1);
    if (current === undefined) return;
    const node = nodes[current]!;
    if (node.name === 'style') sheets.push(raw);
    else if (TEXT_CONTAINERS.has(node.name)) node.chars += decodeEntities(raw).replace(/\s+/g, ' ').length;
  };
  let i = 0;
  while (i < svg.length) {
    const lt = svg.indexOf('<', i);
    if (lt === -1) {
      addText(svg.slice(i));
      break;
    }
    if (lt > i) addText(svg.slice(i, lt));
    if (svg.startsWith('<!--', lt)) {
      const end = svg.indexOf('-->', lt + 4);
      if (end === -1) refuse('malformed', 'unterminated comment');
      i = end + 3;
    } else if (svg.startsWith('<![CDATA[', lt)) {
      const end = svg.indexOf(']]>', lt + 9);
      if (end === -1) refuse('malformed', 'unterminated CDATA');
      const current = open.at(-1);
      const raw = svg.slice(lt + 9, end);
      if (current !== undefined && nodes[current]!.name === 'style') sheets.push(raw);
      else if (current !== undefined && TEXT_CONTAINERS.has(nodes[current]!.name)) nodes[current]!.chars += raw.length;
      i = end + 3;
    } else if (svg.startsWith('<?', lt)) {
      const end = svg.indexOf('?>', lt + 2);
      if (end === -1) refuse('malformed', 'unterminated processing instruction');
      i = end + 2;
    } else if (svg.startsWith('<!', lt)) {
      // A DOCTYPE or ENTITY declaration that the sanitiser's removal put back together.
      refuse('malformed', 'markup declaration');
    } else if (svg.startsWith('</', lt)) {
      const end = svg.indexOf('>', lt);
      if (end === -1) refuse('malformed', 'unterminated end tag');
      const name = svg.slice(lt + 2, end).trim();
      const current = open.pop();
      if (current === undefined || localName(name) !== nodes[current]!.name) refuse('malformed', `unexpected </${name}>`);
      i = end + 1;
    } else {
      i = readStartTag(svg, lt, nodes, open, counted);
      if (nodes.length > MAX_SVG_ELEMENTS) refuse('too-many-elements', `more than ${MAX_SVG_ELEMENTS} elements`);
    }
  }
  if (open.length > 0) refuse('malformed', 'unclosed element');
  if (nodes.length === 0) refuse('malformed', 'no element');
  return { nodes, sheets };
}

/** Reads `<name attr="v" …>` or `<… />` at `lt`; returns the index after it. */
function readStartTag(svg: string, lt: number, nodes: SvgNode[], open: number[], counted: { attributes: number }): number {
  let i = lt + 1;
  const nameStart = i;
  while (i < svg.length && !isSpace(svg[i]!) && svg[i] !== '>' && svg[i] !== '/' && svg[i] !== '<') i += 1;
  const name = svg.slice(nameStart, i);
  if (!name || /[="']/.test(name)) refuse('malformed', 'bad element name');
  if (open.length === 0 && nodes.length > 0) refuse('malformed', 'more than one root element');
  const attrs: Array<[string, string]> = [];
  for (;;) {
    while (i < svg.length && isSpace(svg[i]!)) i += 1;
    if (svg[i] === '>' || (svg[i] === '/' && svg[i + 1] === '>')) break;
    const attrStart = i;
    while (i < svg.length && !isSpace(svg[i]!) && svg[i] !== '=' && svg[i] !== '>' && svg[i] !== '/' && svg[i] !== '<') i += 1;
    const attrName = svg.slice(attrStart, i);
    while (i < svg.length && isSpace(svg[i]!)) i += 1;
    if (!attrName || svg[i] !== '=') refuse('malformed', `attribute without a value in <${name}>`);
    i += 1;
    while (i < svg.length && isSpace(svg[i]!)) i += 1;
    const quote = svg[i];
    if (quote !== '"' && quote !== "'") refuse('malformed', `unquoted attribute in <${name}>`);
    const end = svg.indexOf(quote!, i + 1);
    if (end === -1) refuse('malformed', 'unterminated attribute value');
    attrs.push([attrName, decodeEntities(svg.slice(i + 1, end))]);
    counted.attributes += 1;
    if (counted.attributes > MAX_SVG_ATTRIBUTES) refuse('too-complex', `more than ${MAX_SVG_ATTRIBUTES} attributes`);
    i = end + 1;
  }
  const selfClosing = svg[i] === '/';
  const index = nodes.length;
  const parent = open.at(-1) ?? -1;
  nodes.push({ name: localName(name), parent, children: [], attrs, chars: 0 });
  if (parent >= 0) nodes[parent]!.children.push(index);
  if (!selfClosing) open.push(index);
  return i + (selfClosing ? 2 : 1);
}

// ---------------------------------------------------------------------------------------------
// Checking each element, then measuring the expanded drawing.

/** Elements that draw nothing where they stand: their content counts where it is referenced. */
const NOT_DRAWN_IN_PLACE = new Set(['defs', 'symbol', 'pattern', 'mask', 'clipPath', 'marker', 'linearGradient', 'radialGradient', 'stop', 'style', 'title', 'desc', 'metadata']);
/** Paint servers that cost no more than a plain colour. */
const FREE = new Set(['linearGradient', 'radialGradient', 'stop']);
/** Elements that paint, and so pick up inherited fill, stroke and markers. */
const SHAPES = new Set(['path', 'rect', 'circle', 'ellipse', 'line', 'polyline', 'polygon', 'text', 'tspan', 'textPath']);
/** Elements whose text resvg lays out (a link inside <text> carries text too). */
const TEXT_CONTAINERS = new Set(['text', 'tspan', 'textPath', 'a']);
const FILTER_ELEMENTS = /^(filter|fe[A-Z]\w*)$/;
/** Properties (attributes or CSS) that resvg cannot do in bounded time; sanitiseSvg removes them. */
const UNBOUNDED_PROPERTIES = new Set(['filter', 'stroke-dasharray']);
/** Inherited properties whose url() paints every shape below: a pattern is drawn once per shape. */
const isPaintProperty = (p: string) => p === 'fill' || p === 'stroke';
const isMarkerProperty = (p: string) => p === 'marker' || p.startsWith('marker-');

interface Ref {
  id: string;
  /** use: the target drawn in place, inheriting; once: drawn once (clip, mask, template); paint/marker: inherited. */
  kind: 'use' | 'once' | 'paint' | 'marker';
}

const URL_REF = /url\(\s*(['"]?)\s*#([^'"()\s]+)\s*\1\s*\)/g;

function urlRefs(value: string): string[] {
  if (/url\(/i.test(value.replace(URL_REF, ''))) refuse('outside-reference', 'url() that is not #id');
  return [...value.matchAll(URL_REF)].map((m) => m[2]!);
}

function refsOfProperty(property: string, value: string, refs: Ref[]): void {
  if (refs.length > MAX_SVG_REFERENCES) refuse('too-complex', `more than ${MAX_SVG_REFERENCES} references`);
  const p = property.trim().toLowerCase();
  if (UNBOUNDED_PROPERTIES.has(p)) refuse('unbounded-effect', `${p} property`);
  const kind: Ref['kind'] = isPaintProperty(p) ? 'paint' : isMarkerProperty(p) ? 'marker' : 'once';
  for (const id of urlRefs(value)) refs.push({ id, kind });
}

function checkCss(css: string): void {
  // Escapes and comments could hide a property name from these checks but not from resvg's parser.
  if (css.includes('\\') || css.includes('/*')) refuse('malformed', 'CSS escape or comment');
  if (/@import/i.test(css)) refuse('outside-reference', '@import');
  const unbounded = /(?:^|[^\w-])(filter|stroke-dasharray)\s*:/i.exec(css);
  if (unbounded) refuse('unbounded-effect', `${unbounded[1]} property`);
}

function declarations(block: string): Array<[string, string]> {
  return block
    .split(';')
    .map((d) => d.split(':'))
    .filter((parts) => parts.length >= 2)
    .map((parts) => [parts[0]!, parts.slice(1).join(':')]);
}

interface CssRule {
  /** Null: a selector this scan does not match precisely, taken to match every element. */
  tag: string | null;
  ids: string[];
  classes: string[];
  matchesAll: boolean;
  refs: Array<[string, string]>;
}

/** Rules of the style sheets that reference something (only those can add drawing work). */
function readSheets(sheets: string[]): CssRule[] {
  const rules: CssRule[] = [];
  const add = (rule: CssRule) => {
    rules.push(rule);
    if (rules.length > MAX_CSS_RULES) refuse('too-complex', `more than ${MAX_CSS_RULES} CSS rules with references`);
  };
  const readRule = (selectors: string, block: string) => {
    const refs = declarations(block).filter(([, v]) => /url\(/i.test(v));
    if (refs.length === 0) return 0;
    for (const selector of selectors.split(',')) {
      const simple = /^\s*(\*|[\w-]+)?((?:[.#][\w-]+)*)\s*$/.exec(selector);
      if (!simple) {
        add({ tag: null, ids: [], classes: [], matchesAll: true, refs });
        continue;
      }
      const parts = simple[2]!.match(/[.#][\w-]+/g) ?? [];
      add({
        tag: simple[1] && simple[1] !== '*' ? simple[1] : null,
        ids: parts.filter((p) => p[0] === '#').map((p) => p.slice(1)),
        classes: parts.filter((p) => p[0] === '.').map((p) => p.slice(1)),
        matchesAll: false,
        refs,
      });
    }
    return block.match(/url\(/gi)?.length ?? 0;
  };
  for (const sheet of sheets) {
    checkCss(sheet);
    // One pass: a rule is the innermost `prelude { block }`; an at-rule's prelude (`@media …`) is
    // left behind by the `{` that follows it.
    let attributed = 0;
    let segmentStart = 0;
    let open = -1;
    let prelude = '';
    for (let i = 0; i < sheet.length; i += 1) {
      const c = sheet[i];
      if (c === '{') {
        prelude = sheet.slice(segmentStart, i);
        open = i;
        segmentStart = i + 1;
      } else if (c === '}') {
        if (open >= 0 && open === segmentStart - 1) attributed += readRule(prelude, sheet.slice(open + 1, i));
        open = -1;
        segmentStart = i + 1;
      }
    }
    if ((sheet.match(/url\(/gi)?.length ?? 0) > attributed) refuse('malformed', 'url() outside any CSS rule');
  }
  return rules;
}

/** Rules by the one key an element must have for them to match: a class, an id, a tag, or none. */
function indexRules(rules: CssRule[]): { keyed: Map<string, CssRule[]>; any: CssRule[] } {
  const keyed = new Map<string, CssRule[]>();
  const any: CssRule[] = [];
  for (const rule of rules) {
    const key = rule.matchesAll ? null : rule.classes[0] !== undefined ? `.${rule.classes[0]}` : rule.ids[0] !== undefined ? `#${rule.ids[0]}` : rule.tag;
    const same = key === null ? any : keyed.get(key);
    if (same) same.push(rule);
    else keyed.set(key!, [rule]);
  }
  return { keyed, any };
}

function ruleMatches(rule: CssRule, node: SvgNode, classes: Set<string>): boolean {
  if (rule.matchesAll) return true;
  if (rule.tag !== null && rule.tag !== node.name) return false;
  if (rule.ids.some((id) => attr(node, 'id') !== id)) return false;
  return rule.classes.every((c) => classes.has(c));
}

/** Embedded image dimensions from the header, as the decoder will allocate them. */
export function readImageSize(bytes: Uint8Array): { width: number; height: number } | null {
  const u16be = (o: number) => (bytes[o]! << 8) | bytes[o + 1]!;
  const u16le = (o: number) => bytes[o]! | (bytes[o + 1]! << 8);
  const u24le = (o: number) => bytes[o]! | (bytes[o + 1]! << 8) | (bytes[o + 2]! << 16);
  const u32be = (o: number) => bytes[o]! * 2 ** 24 + ((bytes[o + 1]! << 16) | (bytes[o + 2]! << 8) | bytes[o + 3]!);
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
  if (bytes.length >= 24 && bytes[0] === 0x89 && ascii(1, 4) === 'PNG' && ascii(12, 16) === 'IHDR') return { width: u32be(16), height: u32be(20) };
  if (bytes.length >= 4 && bytes[0] === 0xff && bytes[1] === 0xd8) {
    // Every frame header before the first scan: a decoder allocates for the one it reads.
    let width = 0;
    let height = 0;
    let o = 2;
    while (o + 4 <= bytes.length) {
      if (bytes[o] !== 0xff) return null;
      const marker = bytes[o + 1]!;
      if (marker === 0xff) {
        o += 1;
        continue;
      }
      if (marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
        o += 2;
        continue;
      }
      if (marker === 0xda || marker === 0xd9) break;
      const isFrame = marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
      if (isFrame && o + 9 <= bytes.length) {
        height = Math.max(height, u16be(o + 5));
        width = Math.max(width, u16be(o + 7));
      }
      o += 2 + u16be(o + 2);
    }
    return width && height ? { width, height } : null;
  }
  if (bytes.length >= 13 && (ascii(0, 6) === 'GIF87a' || ascii(0, 6) === 'GIF89a')) {
    let width = u16le(6);
    let height = u16le(8);
    let o = 13 + (bytes[10]! & 0x80 ? 3 * 2 ** ((bytes[10]! & 0x07) + 1) : 0);
    // The first frame may be larger than the logical screen.
    while (o < bytes.length) {
      if (bytes[o] === 0x2c && o + 9 <= bytes.length) {
        width = Math.max(width, u16le(o + 1) + u16le(o + 5));
        height = Math.max(height, u16le(o + 3) + u16le(o + 7));
        break;
      }
      if (bytes[o] !== 0x21) break;
      o += 2;
      while (o < bytes.length && bytes[o] !== 0) o += bytes[o]! + 1;
      o += 1;
    }
    return { width, height };
  }
  if (bytes.length >= 30 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') {
    const chunk = ascii(12, 16);
    if (chunk === 'VP8 ') return { width: u16le(26) & 0x3fff, height: u16le(28) & 0x3fff };
    if (chunk === 'VP8L') {
      const bits = bytes[21]! | (bytes[22]! << 8) | (bytes[23]! << 16) | (bytes[24]! << 24);
      return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
    }
    if (chunk === 'VP8X') return { width: u24le(24) + 1, height: u24le(27) + 1 };
  }
  return null;
}

function embeddedImagePixels(href: string): number {
  const comma = href.indexOf(',');
  const size = readImageSize(Buffer.from(href.slice(comma + 1), 'base64'));
  if (!size) refuse('image-unreadable', 'an embedded image that is not a readable PNG, JPG, GIF or WEBP');
  return size!.width * size!.height;
}

/** Numbers and path commands in geometry text, counted in one pass (a path may be megabytes). */
function countGeometry(text: string): { numbers: number; commands: number } {
  let numbers = 0;
  let commands = 0;
  let inNumber = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    const digit = (c >= 48 && c <= 57) || c === 46; // 0-9 and '.'
    if (digit && !inNumber) numbers += 1;
    inNumber = digit || (inNumber && (c === 101 || c === 69)); // an exponent's e continues it
    if (!digit && c !== 101 && c !== 69 && ((c >= 65 && c <= 90) || (c >= 97 && c <= 122))) commands += 1;
  }
  return { numbers, commands };
}

interface Vec {
  units: number;
  chars: number;
  pixels: number;
}
interface Cost extends Vec {
  /** Shapes drawn (after expansion): what an inherited paint multiplies by at a <use>. */
  shapes: number;
  /** Vertices of those shapes, an upper bound: what an inherited marker multiplies by. */
  vertices: number;
}
/** Inherited references in effect at an element: cost per painted shape, cost per vertex. */
interface Inherited {
  paint: Vec;
  marker: Vec;
}

const zero = (): Vec => ({ units: 0, chars: 0, pixels: 0 });
/** Keeps sums finite: anything this big is refused anyway. */
const cap = (x: number) => Math.min(x, Number.MAX_SAFE_INTEGER);
function addInto(into: Vec, v: Vec, times = 1): void {
  if (times === 0) return;
  into.units = cap(into.units + v.units * times);
  into.chars = cap(into.chars + v.chars * times);
  into.pixels = cap(into.pixels + v.pixels * times);
}

/**
 * The drawing's expanded cost. Each element costs its own weight, its drawn children, what it
 * references (a <use> target, a clip path, a mask, a pattern template), and for each shape the
 * paints and markers it inherits — a pattern fill is drawn again for every shape it paints. A
 * reference cycle is refused. Both walks are iterative: nesting depth is the attacker's choice.
 */
function measure(doc: SvgDoc): Cost {
  const { nodes } = doc;
  const rules = indexRules(readSheets(doc.sheets));
  const byId = new Map<string, number[]>();
  nodes.forEach((node, index) => {
    const id = attr(node, 'id');
    if (id === undefined) return;
    const same = byId.get(id);
    if (same) same.push(index);
    else byId.set(id, [index]);
  });

  let referenceCount = 0;
  let matchChecks = 0;
  const refs: Ref[][] = nodes.map((node) => {
    if (FILTER_ELEMENTS.test(node.name)) refuse('unbounded-effect', `<${node.name}>`);
    const own: Ref[] = [];
    for (const [qualified, value] of node.attrs) {
      // Every href, whatever its prefix: `a:href` may be XLink's, and resvg reads either.
      const name = localName(qualified);
      if (name === 'href' || name === 'src') {
        const target = value.trim();
        if (target.startsWith('#')) own.push({ id: target.slice(1), kind: node.name === 'use' ? 'use' : 'once' });
        else if (!SAFE_DATA_IMAGE.test(target)) refuse('outside-reference', `${name}="${target.slice(0, 40)}"`);
      } else if (name === 'style') {
        checkCss(value);
        if (/url\(/i.test(value)) for (const [property, v] of declarations(value)) refsOfProperty(property, v, own);
      } else {
        refsOfProperty(name, value, own);
      }
    }
    const classes = new Set((attr(node, 'class') ?? '').split(/\s+/).filter(Boolean));
    const id = attr(node, 'id');
    const candidates = [...rules.any, ...(rules.keyed.get(node.name) ?? []), ...(id !== undefined ? (rules.keyed.get(`#${id}`) ?? []) : []), ...[...classes].flatMap((c) => rules.keyed.get(`.${c}`) ?? [])];
    matchChecks += candidates.length;
    if (matchChecks > MAX_CSS_MATCH_CHECKS) refuse('too-complex', 'too many CSS rules to match');
    for (const rule of candidates) if (ruleMatches(rule, node, classes)) for (const [property, v] of rule.refs) refsOfProperty(property, v, own);
    referenceCount += own.length;
    if (referenceCount > MAX_SVG_REFERENCES) refuse('too-complex', `more than ${MAX_SVG_REFERENCES} references`);
    return own;
  });

  const geometry = nodes.map((node) => countGeometry(`${attr(node, 'd') ?? ''} ${attr(node, 'points') ?? ''}`));
  const weight = nodes.map((node, index): Vec => {
    if (FREE.has(node.name)) return zero();
    const { numbers } = geometry[index]!;
    // Every embedded image an <image> names counts, whichever of its hrefs resvg picks.
    const images = node.name === 'image' ? node.attrs.filter(([n, v]) => localName(n) === 'href' && SAFE_DATA_IMAGE.test(v)) : [];
    return {
      units: 1 + numbers / PATH_NUMBERS_PER_UNIT + node.chars / TEXT_CHARS_PER_UNIT,
      chars: node.chars,
      pixels: images.reduce((sum, [, href]) => sum + embeddedImagePixels(href), 0),
    };
  });
  /** Vertices a marker could be drawn at: every number and command of the geometry, or a line's two ends. */
  const vertexBound = nodes.map((node, index) => {
    if (node.name === 'line') return 2;
    return geometry[index]!.numbers + geometry[index]!.commands;
  });
  const targets = (id: string) => byId.get(id) ?? [];

  // Two memoised quantities per element, in one graph: cost (slot 2n) and inherited (slot 2n+1).
  const costs: Array<Cost | undefined> = new Array(nodes.length);
  const inherited: Array<Inherited | undefined> = new Array(nodes.length);
  const state = new Uint8Array(nodes.length * 2); // 0 new, 1 on the stack, 2 done
  const dependencies = (slot: number): number[] => {
    const n = slot >> 1;
    const node = nodes[n]!;
    if (slot & 1) {
      const deps = node.parent >= 0 ? [node.parent * 2 + 1] : [];
      for (const ref of refs[n]!) if (ref.kind === 'paint' || ref.kind === 'marker') deps.push(...targets(ref.id).map((t) => t * 2));
      return deps;
    }
    const deps = node.children.filter((c) => !NOT_DRAWN_IN_PLACE.has(nodes[c]!.name)).map((c) => c * 2);
    for (const ref of refs[n]!) if (ref.kind === 'use' || ref.kind === 'once') deps.push(...targets(ref.id).map((t) => t * 2));
    if (SHAPES.has(node.name) || node.name === 'use') deps.push(n * 2 + 1);
    return deps;
  };
  const compute = (slot: number): void => {
    const n = slot >> 1;
    const node = nodes[n]!;
    if (slot & 1) {
      const parent = node.parent >= 0 ? inherited[node.parent]! : { paint: zero(), marker: zero() };
      const paint = { ...parent.paint };
      const marker = { ...parent.marker };
      for (const ref of refs[n]!) {
        if (ref.kind !== 'paint' && ref.kind !== 'marker') continue;
        for (const t of targets(ref.id)) addInto(ref.kind === 'paint' ? paint : marker, costs[t]!);
      }
      inherited[n] = { paint, marker };
      return;
    }
    const cost: Cost = { ...weight[n]!, shapes: SHAPES.has(node.name) ? 1 : 0, vertices: vertexBound[n]! };
    const add = (c: Cost, withShapes: boolean) => {
      addInto(cost, c);
      if (withShapes) {
        cost.shapes = cap(cost.shapes + c.shapes);
        cost.vertices = cap(cost.vertices + c.vertices);
      }
    };
    for (const c of node.children) if (!NOT_DRAWN_IN_PLACE.has(nodes[c]!.name)) add(costs[c]!, true);
    let usedShapes = 0;
    let usedVertices = 0;
    for (const ref of refs[n]!) {
      if (ref.kind !== 'use' && ref.kind !== 'once') continue;
      for (const t of targets(ref.id)) {
        add(costs[t]!, ref.kind === 'use');
        if (ref.kind === 'use') {
          usedShapes = cap(usedShapes + costs[t]!.shapes);
          usedVertices = cap(usedVertices + costs[t]!.vertices);
        }
      }
    }
    const inh = inherited[n];
    if (inh && SHAPES.has(node.name)) {
      addInto(cost, inh.paint);
      addInto(cost, inh.marker, vertexBound[n]!);
    }
    // A <use> passes its inherited paints and markers on to every shape of what it draws.
    if (inh && node.name === 'use') {
      addInto(cost, inh.paint, usedShapes);
      addInto(cost, inh.marker, usedVertices);
    }
    costs[n] = cost;
  };

  for (let start = 0; start < state.length; start += 1) {
    if (state[start] === 2) continue;
    const stack: Array<{ slot: number; deps: number[]; next: number }> = [{ slot: start, deps: dependencies(start), next: 0 }];
    state[start] = 1;
    while (stack.length > 0) {
      const frame = stack.at(-1)!;
      if (frame.next < frame.deps.length) {
        const dep = frame.deps[frame.next++]!;
        if (state[dep] === 1) refuse('reference-cycle', `<${nodes[dep >> 1]!.name}> refers back to itself`);
        if (state[dep] === 0) {
          state[dep] = 1;
          stack.push({ slot: dep, deps: dependencies(dep), next: 0 });
        }
        continue;
      }
      compute(frame.slot);
      state[frame.slot] = 2;
      stack.pop();
    }
  }
  return costs[0]!;
}
