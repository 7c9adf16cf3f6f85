import { LANDING_IMAGE_FORMATS, LANDING_IMAGE_MIME, landingImageUrl, landingSrcSet } from '../landing-images';

export type LandingPictureProps = {
  /** Base name of the built picture (landing-images.ts). */
  name: string;
  widths: readonly number[];
  /** The `sizes` of the slot: which width the browser should pick. */
  sizes: string;
  alt: string;
  /** The intrinsic proportions (any scale): the slot keeps its place before the picture arrives. */
  width: number;
  height: number;
  loading?: 'lazy' | 'eager';
  className?: string;
};

/** One of the landing's built pictures: AVIF, then WebP, then JPEG, each at the widths it was made in. */
export function LandingPicture({ name, widths, sizes, alt, width, height, loading = 'lazy', className }: LandingPictureProps) {
  const fallback = LANDING_IMAGE_FORMATS[LANDING_IMAGE_FORMATS.length - 1]!;
  return (
    <picture>
      {LANDING_IMAGE_FORMATS.filter((format) => format !== fallback).map((format) => (
        <source key={format} type={LANDING_IMAGE_MIME[format]} srcSet={landingSrcSet(name, widths, format)} sizes={sizes} />
      ))}
      <img
        src={landingImageUrl(name, widths[0]!, fallback)}
        srcSet={landingSrcSet(name, widths, fallback)}
        sizes={sizes}
        alt={alt}
        width={width}
        height={height}
        loading={loading}
        decoding="async"
        draggable={false}
        className={className}
      />
    </picture>
  );
}
