import { describe, expect, it } from 'vitest';
import {
  STORED_EXTENSIONS,
  UnsafeKeyError,
  PRIVATE_CACHE_CONTROL,
  PUBLIC_CACHE_CONTROL,
  UnsupportedExtensionError,
  assertSafeKey,
  cacheControlForKey,
  contentTypeForKey,
  extensionForContentType,
  isPrivateKey,
  isSafeKey,
  keyAfterPrefix,
  makeLogoKey,
  makeOriginalKey,
  makeProductKey,
  makeResultKey,
  makeScenarioKey,
  makeTemplateExampleKey,
  makeTemplateSampleKey,
  makeTrainingExampleKey,
  normalizeExtension,
  sanitizeFilename,
  templateSampleKeyOf,
} from './storage-keys.ts';

const NOW = 1_700_000_000_123;

describe('storage key naming', () => {
  it('names originals original-{timestamp}-{random}-{safe filename}', () => {
    expect(makeOriginalKey('Foto do Prato.JPG', NOW)).toMatch(/^original-1700000000123-[0-9a-f]{32}-foto-do-prato\.jpg$/);
  });

  it('names product, logo, example and result keys by folder and timestamp', () => {
    expect(makeProductKey('png', NOW)).toMatch(/^products\/1700000000123-[0-9a-f]{32}\.png$/);
    expect(makeLogoKey('.PNG', NOW)).toMatch(/^logos\/1700000000123-[0-9a-f]{32}\.png$/);
    expect(makeTemplateExampleKey('webp', NOW)).toMatch(/^template-examples\/1700000000123-[0-9a-f]{32}\.webp$/);
    expect(makeTrainingExampleKey('jpeg', NOW)).toMatch(/^training-examples\/1700000000123-[0-9a-f]{32}\.jpg$/);
    expect(makeResultKey('enhanced', 'jpg', NOW)).toMatch(/^enhanced\/1700000000123-[0-9a-f]{32}\.jpg$/);
    expect(makeResultKey('arts', 'png', NOW)).toMatch(/^arts\//);
    expect(makeResultKey('cutouts', 'png', NOW)).toMatch(/^cutouts\//);
  });

  it('names generated template examples apart from admin uploads, and finds them back in public URLs', () => {
    const key = makeTemplateSampleKey('pizza-classico-cantina-da-nonna', '0123456789abcdef');
    expect(key).toBe('template-examples/sample-pizza-classico-cantina-da-nonna-0123456789abcdef.jpg');
    expect(isSafeKey(key)).toBe(true);
    expect(templateSampleKeyOf(`/storage/foodart/${key}`)).toBe(key);
    expect(templateSampleKeyOf(`https://cdn.exemplo.com.br/${key}?v=1`)).toBe(key);
    expect(templateSampleKeyOf(`/storage/foodart/${makeTemplateExampleKey('jpg', NOW)}`)).toBeNull();
    expect(templateSampleKeyOf('/storage/foodart/template-examples/sample-x-0123.jpg')).toBeNull();
    expect(() => makeTemplateSampleKey('../x', '0123456789abcdef')).toThrow(UnsafeKeyError);
    expect(() => makeTemplateSampleKey('pizza', 'nothex')).toThrow(UnsafeKeyError);
  });

  it('names scenarios scenarios/{random}.{ext} with crypto randomness', () => {
    const key = makeScenarioKey('jpg');
    expect(key).toMatch(/^scenarios\/[0-9a-f]{32}\.jpg$/);
    expect(makeScenarioKey('jpg')).not.toBe(key);
  });

  it('accepts a Date as the timestamp', () => {
    expect(makeProductKey('jpg', new Date(NOW))).toContain('/1700000000123-');
  });

  it('puts 128 random bits in every key, not a guessable 32 (a key is all that guards a public object)', () => {
    const makers = [
      () => makeOriginalKey('foto.jpg', NOW),
      () => makeProductKey('jpg', NOW),
      () => makeLogoKey('png', NOW),
      () => makeTemplateExampleKey('jpg', NOW),
      () => makeTrainingExampleKey('jpg', NOW),
      () => makeResultKey('enhanced', 'jpg', NOW),
      () => makeResultKey('arts', 'png', NOW),
      () => makeResultKey('cutouts', 'png', NOW),
      () => makeResultKey('backdrops', 'png', NOW),
      () => makeScenarioKey('jpg'),
    ];
    for (const make of makers) {
      const samples = Array.from({ length: 64 }, make);
      const randomParts = samples.map((key) => /(?:^|[/-])([0-9a-f]{32,})(?:[.-])/.exec(key)?.[1]);
      expect(randomParts.every((part) => part !== undefined && part.length >= 32), samples[0]).toBe(true);
      // Every hex position varies across samples: the part is random, not a counter or a clock.
      for (let i = 0; i < 32; i += 1) expect(new Set(randomParts.map((part) => part![i])).size, `${samples[0]} @${i}`).toBeGreaterThan(1);
    }
  });

  it('never collides for uploads in the same millisecond', () => {
    const keys = new Set<string>();
    for (let i = 0; i < 2000; i += 1) {
      keys.add(makeProductKey('jpg', NOW));
      keys.add(makeOriginalKey('foto.jpg', NOW));
    }
    expect(keys.size).toBe(4000);
  });

  it('makes every generated key safe', () => {
    for (const name of ['../../etc/passwd', 'C:\\fakepath\\x.png', '.htaccess', '\u0000\u0007.png', 'ção ü 漢字.webp', '']) {
      expect(isSafeKey(makeOriginalKey(name, NOW))).toBe(true);
    }
  });
});

describe('filename sanitising', () => {
  it('strips the path and keeps only lowercase [a-z0-9._-]', () => {
    expect(sanitizeFilename('/home/user/Minha Pizza!.PNG')).toBe('minha-pizza.png');
    expect(sanitizeFilename('C:\\Users\\ana\\X-Burger (1).jpeg')).toBe('x-burger-1.jpg');
    expect(sanitizeFilename('açaí-na-tigela.webp')).toBe('acai-na-tigela.webp');
  });

  it('is never empty and never hidden', () => {
    expect(sanitizeFilename('')).toBe('arquivo');
    expect(sanitizeFilename('....')).toBe('arquivo');
    expect(sanitizeFilename('漢字.png')).toBe('arquivo.png');
    expect(sanitizeFilename('.bashrc')).toBe('bashrc');
  });

  it('limits the length and keeps the extension', () => {
    const safe = sanitizeFilename(`${'a'.repeat(500)}.jpg`);
    expect(safe.length).toBeLessThanOrEqual(80);
    expect(safe.endsWith('.jpg')).toBe(true);
  });

  it('drops an extension outside the allow-list (svg, html, exe)', () => {
    expect(sanitizeFilename('logo.svg')).toBe('logo');
    expect(sanitizeFilename('page.html')).toBe('page');
    expect(sanitizeFilename('virus.exe')).toBe('virus');
  });

  it('lets the sniffed type replace the claimed extension', () => {
    expect(makeOriginalKey('foto.png', NOW, 'jpg')).toMatch(/-foto\.jpg$/);
    expect(makeOriginalKey('logo.svg', NOW, 'png')).toMatch(/-logo\.png$/);
  });
});

describe('extensions', () => {
  it('allows only raster image extensions; svg is never stored', () => {
    expect(STORED_EXTENSIONS).not.toContain('svg');
    expect(normalizeExtension('JPEG')).toBe('jpg');
    expect(normalizeExtension('svg')).toBeNull();
    expect(() => makeLogoKey('svg', NOW)).toThrow(UnsupportedExtensionError);
    expect(() => makeProductKey('html', NOW)).toThrow(UnsupportedExtensionError);
    expect(() => makeScenarioKey('../x')).toThrow(UnsupportedExtensionError);
  });

  it('maps content types both ways', () => {
    expect(extensionForContentType('image/jpeg')).toBe('jpg');
    expect(extensionForContentType('image/png; charset=binary')).toBe('png');
    expect(extensionForContentType('image/svg+xml')).toBeNull();
    expect(contentTypeForKey('products/1-a.webp')).toBe('image/webp');
    expect(contentTypeForKey('x/logo.svg')).toBe('application/octet-stream');
    expect(contentTypeForKey('a.b/noext')).toBe('application/octet-stream');
  });
});

describe('private keys', () => {
  it("marks users' uploads private and engine outputs and catalogue images public", () => {
    for (const key of [makeOriginalKey('foto.jpg', NOW), makeProductKey('jpg', NOW), makeLogoKey('png', NOW)]) {
      expect(isPrivateKey(key), key).toBe(true);
      expect(cacheControlForKey(key)).toBe(PRIVATE_CACHE_CONTROL);
    }
    const publicKeys = [
      makeResultKey('enhanced', 'jpg', NOW),
      makeResultKey('arts', 'png', NOW),
      makeResultKey('cutouts', 'png', NOW),
      makeResultKey('backdrops', 'png', NOW),
      makeScenarioKey('jpg'),
      makeTemplateExampleKey('jpg', NOW),
      makeTemplateSampleKey('pizza', '0123456789abcdef'),
    ];
    for (const key of publicKeys) {
      expect(isPrivateKey(key), key).toBe(false);
      expect(cacheControlForKey(key)).toBe(PUBLIC_CACHE_CONTROL);
    }
    expect(PRIVATE_CACHE_CONTROL).toMatch(/^private, no-store$/);
  });

  it('finds the key back after a URL prefix without decoding anything', () => {
    expect(keyAfterPrefix('/storage/foodart/products/1-ab.png', '/storage/foodart/')).toBe('products/1-ab.png');
    expect(keyAfterPrefix('https://cdn.exemplo.com.br/logos/1-ab.png', 'https://cdn.exemplo.com.br/')).toBe('logos/1-ab.png');
    expect(keyAfterPrefix('/storage/foodart/products/1-ab.png', '/outro/')).toBeNull();
    expect(keyAfterPrefix('/storage/foodart/a%2F..%2Fb.png', '/storage/foodart/')).toBeNull();
    expect(keyAfterPrefix('/storage/foodart/../x.png', '/storage/foodart/')).toBeNull();
    expect(keyAfterPrefix('/storage/foodart/x.png', '')).toBeNull();
  });
});

describe('unsafe keys', () => {
  it.each([
    '',
    '../secret',
    'products/../../etc/passwd',
    '/etc/passwd',
    'products\\x.png',
    'products/x.png\u0000',
    'products/\nx.png',
    'products//x.png',
    'products/',
    '.tmp/abc',
    'products/./x.png',
    'products/x y.png',
    'a'.repeat(600),
  ])('rejects %j', (key) => {
    expect(isSafeKey(key)).toBe(false);
    expect(() => assertSafeKey(key)).toThrow(UnsafeKeyError);
  });

  it('accepts server-made shapes', () => {
    expect(isSafeKey('original-1700000000123-ab12cd34-foto.jpg')).toBe(true);
    expect(isSafeKey('products/1700000000123-ab12cd34.png')).toBe(true);
  });
});
