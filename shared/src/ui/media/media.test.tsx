import { render, screen } from '@testing-library/react';
import { Badge } from '../Badge/Badge';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import { ResponsiveImage } from './ResponsiveImage';
import { destinationImageFor, galleryFor, galleryImages, heroMedia, mediaUrl, srcSetFor } from './media';

describe('media helpers', () => {
  it('build URLs and srcsets from the naming convention', () => {
    expect(mediaUrl('gallery', 'gallery-01')).toBe('/media/gallery/gallery-01-960.webp');
    expect(mediaUrl('brand/logo.svg')).toBe('/media/brand/logo.svg');
    expect(srcSetFor('/media/x/name-960.webp')).toBe('/media/x/name-480.webp 480w, /media/x/name-960.webp 960w, /media/x/name-1600.webp 1600w');
    expect(srcSetFor('/media/brand/logo.svg')).toBeUndefined();
    expect(galleryImages).toHaveLength(40);
    expect(heroMedia[5]).toEqual({ poster: '/media/hero/slide-6-960.webp', video: '/media/hero/slide-6.mp4' });
    expect(destinationImageFor('Costa Rica')).toBe('/media/destinations/costa-rica-960.webp');
    expect(destinationImageFor('the USA')).toBe('/media/destinations/usa-960.webp');
    expect(destinationImageFor('Atlantis')).toBeUndefined();
  });

  it('galleryFor gives each key a stable set of distinct images', () => {
    const a = galleryFor('Alpine Longevity Reset');
    expect(a).toHaveLength(15);
    expect(new Set(a).size).toBe(15);
    expect(galleryFor('Alpine Longevity Reset')).toEqual(a);
  });
});

describe('ResponsiveImage', () => {
  it('is lazy with srcset, sizes and intrinsic size unless priority', () => {
    const { rerender } = render(<ResponsiveImage src="/media/gallery/gallery-02-960.webp" alt="Sea at golden hour" width={960} height={640} />);
    const img = screen.getByRole('img', { name: 'Sea at golden hour' });
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('decoding', 'async');
    expect(img).toHaveAttribute('width', '960');
    expect(img).toHaveAttribute('height', '640');
    expect(img.getAttribute('srcset')).toContain('gallery-02-1600.webp 1600w');
    expect(img).toHaveAttribute('sizes');
    rerender(<ResponsiveImage src="/media/gallery/gallery-02-960.webp" alt="Sea at golden hour" width={960} height={640} priority />);
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('fetchpriority', 'high');
  });
});

describe('Badge and VisuallyHidden', () => {
  it('render their content', () => {
    render(<><Badge variant="accent">Most Popular</Badge><VisuallyHidden>(opens in a new tab)</VisuallyHidden></>);
    expect(screen.getByText('Most Popular')).toHaveClass('badge', 'accent');
    expect(screen.getByText('(opens in a new tab)')).toHaveClass('hidden');
  });
});
