// Procedural photographic backdrops: the table surfaces a food photographer shoots on, generated
// from a small spec (no stock photos), at the camera angle of the shot. One module per surface in
// `surfaces/`; `noise.ts` the shared procedural building blocks; `projection.ts` the camera;
// `render.ts` light, wall, depth of field and encoding; `presets.ts` the named presets and picker.
export * from './spec.ts';
export { mulberry32 } from './noise.ts';
export { renderBackdrop, renderBackdropRaw, type RawBackdrop, type RenderBackdropOptions } from './render.ts';
export * from './presets.ts';
