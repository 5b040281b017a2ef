import type { MouseEvent } from 'react';
import type { Category } from '@wellness/shared/domain';
import { useDomainWords } from '@wellness/shared/contract';
import { programsHref } from '../../lib/listCriteria';
import { useLocalHref } from '../../lib/localHref';
import { useExploreT } from './messages';
import { Badge, Button, Card, ResponsiveImage } from '@wellness/shared/ui';
import { ArrowRightIcon } from '../../components/icons';
import styles from './ExplorePage.module.css';

/**
 * Category cards (image, type, badge, description, Explore Programs) leading to /programs (type=category). The card's
 * name is also a link to its list (`<a href>`), which crawlers and visitors without JavaScript follow; a plain click
 * on it goes the way the button goes.
 */
export function CategoryGrid({ categories, onOpen }: { categories: Category[]; onOpen: (category: Category) => void }) {
  const { t } = useExploreT();
  const localHref = useLocalHref();
  const words = useDomainWords();
  const follow = (category: Category) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onOpen(category);
  };
  return (
    <ul className={styles.grid} aria-label={t('categories.label')}>
      {categories.map((category, index) => {
        // The group's words in the page's language (the API's are English).
        const badge = category.badge && words.groupBadge(category.slug, category.badge);
        const title = words.groupTitle(category.slug, category.type);
        return (
          <li key={category.id} className={styles.cell}>
            <Card
              titleAs="h2"
              className={styles.card}
              media={<ResponsiveImage src={category.image} alt="" width={960} height={640} priority={index < 2} sizes="(max-width: 640px) 92vw, (max-width: 1100px) 46vw, 300px" />}
              mediaOverlay={badge ? <Badge variant="glass" size="sm">{badge}</Badge> : undefined}
              eyebrow={
                <span className={styles.eyebrowLine}>
                  {badge && <span className={styles.eyebrowBadge}>{badge} · </span>}
                  {t('categories.programs', { count: category.programs.length })}
                </span>
              }
              title={<span className={styles.cardTitle}><a href={localHref(programsHref({ category: category.slug }))} className={styles.cardTitleLink} onClick={follow(category)}>{title}</a></span>}
              footer={
                <Button variant="secondary" size="sm" fullWidth iconEnd={<ArrowRightIcon />} onClick={() => onOpen(category)} aria-label={t('categories.openNamed', { name: title })}>
                  {t('categories.open')}
                </Button>
              }
            >
              <p className={styles.cardText}>{words.groupDescription(category.slug, category.description)}</p>
            </Card>
          </li>
        );
      })}
    </ul>
  );
}
