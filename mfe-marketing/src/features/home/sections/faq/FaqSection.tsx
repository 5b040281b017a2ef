import { contactDialogOpened, useAppDispatch } from '@wellness/shared/contract';
import { Accordion, Button, Skeleton } from '@wellness/shared/ui';
import { Section } from '../../../../components/Section/Section';
import { useEditorialWords } from '../../../../components/editorial/words';
import { useFaqs } from '../../../../lib/api/faqs';
import { FAQ_COPY } from '../copy';
import { sectionCopy } from '../../../../components/Section/sectionCopy';
import { useMarketingT } from '../../../../messages';
import { useSectionsT } from '../messages';
import styles from './FaqSection.module.css';

/** Your Questions, Answered: one item open at a time, the first open at start, the open one closes on click. */
export function FaqSection() {
  const dispatch = useAppDispatch();
  const { t: th } = useMarketingT();
  const { t } = useSectionsT();
  const { items } = useFaqs();
  const words = useEditorialWords();
  return (
    <Section copy={sectionCopy(th, FAQ_COPY)} align="center" busy={!items}>
      <div className={styles.body}>
        {items ? (
          <Accordion items={items.map(words.faq).map((faq) => ({ id: faq.id, title: faq.question, content: <p>{faq.answer}</p> }))} headingLevel={3} />
        ) : (
          <div className={styles.skeleton} aria-hidden="true">
            {Array.from({ length: 6 }, (_, i) => (
              <Skeleton key={i} shape="text" height="1.5rem" width={i === 0 ? '70%' : '85%'} />
            ))}
          </div>
        )}
        <p className={styles.more}>
          {t('faq.more')}
          <Button variant="link" onClick={() => dispatch(contactDialogOpened())}>{t('faq.ask')}</Button>
        </p>
      </div>
    </Section>
  );
}

export default FaqSection;
