// The backdrop's public entry point, kept at this path for its importers; the code lives in `backdrop/`.
export * from './backdrop/index.ts';
