import { useNavigate } from '@wellness/shared/contract';
import { ButtonLink, galleryImages, ResponsiveImage } from '@wellness/shared/ui';
import { ArrowRightIcon } from '../../../../components/icons';
import { RETREATS_COPY } from '../copy';
import { sectionCopy } from '../../../../components/Section/sectionCopy';
import { useMarketingT } from '../../../../messages';
import { useSectionsT } from '../messages';
import styles from './RetreatsBanner.module.css';

/** The home page's retreats banner, linking to /explore. */
export function RetreatsBanner() {
  const navigate = useNavigate();
  const { t: th } = useMarketingT();
  const { t } = useSectionsT();
  const copy = sectionCopy(th, RETREATS_COPY);
  return (
    <section className={styles.banner} aria-labelledby={RETREATS_COPY.id}>
      <ResponsiveImage className={styles.image} src={galleryImages[27]!} alt="" width={1600} height={1067} sizes="100vw" cover />
      <div className={styles.content}>
        <p className={styles.eyebrow}>{copy.eyebrow}</p>
        <h2 id={RETREATS_COPY.id} className={styles.title}>{copy.title}</h2>
        <p className={styles.lead}>{copy.lead}</p>
        <ButtonLink href="/explore" variant="accent" size="lg" onNavigate={(href) => navigate(href)} iconEnd={<ArrowRightIcon />}>
          {t('retreats')}
        </ButtonLink>
      </div>
    </section>
  );
}

export default RetreatsBanner;
