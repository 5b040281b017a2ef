import { useNavigate } from '@wellness/shared/contract';
import { ButtonLink, galleryImages, ResponsiveImage } from '@wellness/shared/ui';
import { ArrowRightIcon } from '../../../../components/icons';
import { RETREATS_COPY } from '../copy';
import styles from './RetreatsBanner.module.css';

/** The home page's retreats banner, linking to /explore. */
export function RetreatsBanner() {
  const navigate = useNavigate();
  return (
    <section className={styles.banner} aria-labelledby={RETREATS_COPY.id}>
      <ResponsiveImage className={styles.image} src={galleryImages[27]!} alt="" width={1600} height={1067} sizes="100vw" cover />
      <div className={styles.content}>
        <p className={styles.eyebrow}>{RETREATS_COPY.eyebrow}</p>
        <h2 id={RETREATS_COPY.id} className={styles.title}>{RETREATS_COPY.title}</h2>
        <p className={styles.lead}>{RETREATS_COPY.lead}</p>
        <ButtonLink href="/explore" variant="accent" size="lg" onNavigate={(href) => navigate(href)} iconEnd={<ArrowRightIcon />}>
          Explore retreats
        </ButtonLink>
      </div>
    </section>
  );
}

export default RetreatsBanner;
