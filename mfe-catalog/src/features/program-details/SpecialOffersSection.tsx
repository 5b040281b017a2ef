import type { Program } from '@wellness/shared/domain';
import { ResponsiveImage } from '@wellness/shared/ui';
import { DetailsSection } from './DetailsSection';
import { OFFERS_FIRST_IMAGE_INDEX, sectionImage } from './sectionImage';
import { useDetailsT } from './messages';
import styles from './ProgramDetailsPage.module.css';

/** SPECIAL OFFERS: each offer with its picture, or a line saying there are none. */
export function SpecialOffersSection({ program }: { program: Program }) {
  const { t } = useDetailsT();
  return (
    <DetailsSection id="special-offers">
      {program.specialOffers.length === 0 ? (
        <p className={styles.muted}>{t('offers.none')}</p>
      ) : (
        <ul className={styles.offers}>
          {program.specialOffers.map((offer, i) => {
            const image = sectionImage(program.imageGallery, OFFERS_FIRST_IMAGE_INDEX + i);
            return (
              <li key={offer.title} className={styles.offer}>
                {image && <ResponsiveImage src={image} alt="" width={960} height={640} cover sizes="(max-width: 640px) 92vw, 320px" className={styles.offerImage} />}
                <div className={styles.offerText}>
                  <h3>{offer.title}</h3>
                  <p>{offer.description}</p>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </DetailsSection>
  );
}
