import { isSampleProgram, type Program } from '@wellness/shared/domain';
import { DetailsSection } from './DetailsSection';
import { useDetailsT } from './messages';
import { IncludedFeatures } from './IncludedFeatures';
import { INCLUDED_IMAGE_INDEX, sectionImage } from './sectionImage';

/** WHAT'S INCLUDED: the rotating features beside their picture. */
export function IncludedSection({ program }: { program: Program }) {
  const { t } = useDetailsT();
  return (
    <DetailsSection id="whats-included">
      <IncludedFeatures includes={program.includes} image={sectionImage(program.imageGallery, INCLUDED_IMAGE_INDEX)} sample={isSampleProgram(program)} t={t} />
    </DetailsSection>
  );
}
