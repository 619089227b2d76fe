import type { ResponsiveImage } from '../../lib/core';

interface FeaturedImageProps {
  src: string;
  /** The upload's size and narrower copies, when the server knows them. */
  image?: ResponsiveImage;
  /** What it shows, as the owner described it; none makes it decorative. */
  alt?: string;
  className?: string;
  /** The size the layout reserves for an image of unknown size. */
  fallback: [number, number];
  loading?: 'lazy';
  fetchPriority?: 'high';
}

/**
 * A case study's featured image, with its `srcset`, `sizes`, width and height when it is an
 * upload stored with its size, so a phone loads a copy as wide as its screen and nothing moves
 * as it arrives.
 */
export function FeaturedImage({ src, image, alt, className, fallback, loading, fetchPriority }: FeaturedImageProps) {
  const size = image
    ? { srcSet: image.srcset, sizes: image.sizes, width: image.width, height: image.height }
    : { width: fallback[0], height: fallback[1] };
  return (
    <img className={className} src={src} {...size} alt={alt ?? ''} loading={loading}
      fetchPriority={fetchPriority} decoding="async" />
  );
}
