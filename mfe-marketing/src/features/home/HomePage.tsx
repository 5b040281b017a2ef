import { useNavigate, contactDialogOpened, useAppDispatch } from '@wellness/shared/contract';
import { Button, ResponsiveImage } from '@wellness/shared/ui';
import styles from './HomePage.module.css';

/** SPEC §1 home hero. The slideshow, tabs and carousels come with the home page's own issue. */
export function HomePage() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  return (
    <section className={styles.hero} aria-labelledby="home-title">
      <ResponsiveImage className={styles.backdrop} src="/media/hero/slide-1-1600.webp" alt="" width={1600} height={900} sizes="100vw" priority cover />
      <div className={styles.content}>
        <h1 id="home-title">Experience Beyond Ordinary Wellness</h1>
        <p>Your gateway to exclusive wellness retreats and elite health services.</p>
        <div className={styles.actions}>
          <Button variant="accent" size="lg" onClick={() => navigate('/explore')}>Explore now</Button>
          <Button variant="inverse" size="lg" onClick={() => dispatch(contactDialogOpened())}>Contact us</Button>
        </div>
      </div>
    </section>
  );
}
export default HomePage;
