import { Link, contactDialogOpened, useAppDispatch } from '@wellness/shared/contract';
import { VisuallyHidden } from '@wellness/shared/ui';
import { BLOG_URL } from '../../config/links';
import styles from './Footer.module.css';

export function Footer() {
  const dispatch = useAppDispatch();
  const year = new Date().getFullYear();
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.brand}>
          <img src="/media/brand/logo.svg" alt="Wellness Travel" width={168} height={36} className={styles.logo} loading="lazy" />
          <p>Exclusive wellness retreats, longevity clinics and elite health programs, chosen for you and booked with care.</p>
        </div>
        <nav aria-label="Explore" className={styles.column}>
          <h2>Explore</h2>
          <ul>
            <li><Link to="/explore" state={{ initialTab: 'destinations', forceReload: true }}>Destinations</Link></li>
            <li><Link to="/explore" state={{ initialTab: 'programs', forceReload: true }}>Wellness Programs</Link></li>
            <li><Link to="/pricing">Subscription</Link></li>
            <li><Link to="/chat">Ask our assistant</Link></li>
          </ul>
        </nav>
        <nav aria-label="Company" className={styles.column}>
          <h2>Company</h2>
          <ul>
            <li><Link to="/about">About us</Link></li>
            <li><a href={BLOG_URL} target="_blank" rel="noopener noreferrer">Journal<VisuallyHidden> (opens in a new tab)</VisuallyHidden></a></li>
            <li><button type="button" className={styles.linkButton} onClick={() => dispatch(contactDialogOpened())}>Contact us</button></li>
          </ul>
        </nav>
      </div>
      <p className={styles.legal}>© {year} Wellness Travel. All rights reserved.</p>
    </footer>
  );
}
