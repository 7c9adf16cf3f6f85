import { describe, expect, it } from 'vitest';
import { pack, unpack } from './job-codec.ts';

describe('engine job codec', () => {
  it('carries every buffer of a nested task as bytes and the rest as JSON, and gives back equal values', () => {
    const task = {
      kind: 'art',
      art: { product: Buffer.from([1, 2, 3]), logo: new Uint8Array([9, 8]), texts: { title: 'Açaí 🍔', price: '9,90' }, colours: ['#fff'] },
      nothing: null,
      skipped: undefined,
    };
    const { json, blob } = pack(task);
    expect(JSON.stringify(json)).not.toContain('"type":"Buffer"');
    expect(blob.length).toBe(5);
    const back = unpack<typeof task>(JSON.parse(JSON.stringify(json)), blob);
    expect(back.art.product).toEqual(Buffer.from([1, 2, 3]));
    expect([...back.art.logo]).toEqual([9, 8]);
    expect(back.art.texts).toEqual(task.art.texts);
    expect(back.nothing).toBeNull();
    expect('skipped' in back).toBe(false);
  });

  it('refuses a reference that points outside its bytes', () => {
    expect(() => unpack({ image: { $blob: [0, 10] } }, Buffer.alloc(4))).toThrow(/outside/);
  });
});
