import { lazy } from 'react';
import type { Program } from '@wellness/shared/domain';
import { LazyWhenNear } from '../../components/LazyWhenNear/LazyWhenNear';
import { DetailsSection } from './DetailsSection';
import { GallerySkeleton } from './GallerySkeleton';

// Below the fold: its own chunk, loaded as it comes near the viewport.
const Gallery = lazy(() => import(/* webpackChunkName: "program-gallery" */ './Gallery'));

/** GALLERY: the program's pictures, twelve a page. */
export function GallerySection({ program }: { program: Program }) {
  return (
    <DetailsSection id="gallery">
      <LazyWhenNear placeholder={<GallerySkeleton count={program.imageGallery.length} />}>
        <Gallery images={program.imageGallery} name={program.name} />
      </LazyWhenNear>
    </DetailsSection>
  );
}
