import { Suspense } from 'react';
import { useNavigate } from '@wellness/shared/contract';
import type { Program, ProgramSummary } from '@wellness/shared/domain';
import { InlineMessage } from '@wellness/shared/ui';
import { useCatalogRelatedQuery } from '@wellness/shared/api/catalog';
import { useSampleData, type SampleData } from '@wellness/shared/fallback';
import { programDetailsHref } from '../../lib/programHref';
import { ProgramCard } from '../../components/ProgramCard/ProgramCard';
import { CardGridSkeleton } from '../../components/ProgramCard/CardGridSkeleton';
import { laterMessages } from './later/messages';
import en from './later/messages/en.json';
import styles from './ProgramDetailsPage.module.css';

export const RELATED_COUNT = 3;
export const RELATED_FALLBACK_MESSAGE = en.related.failed;

/** The API's related programs over the sample data: same city and country first, then other active programs; three in all. */
export function sampleRelated({ programs }: SampleData, program: Pick<Program, 'id' | 'city' | 'country'>): ProgramSummary[] {
  const others = programs.filter((p) => p.id !== program.id && p.status === 'active' && p.approved);
  const same = others.filter((p) => p.city === program.city && p.country === program.country);
  const country = others.filter((p) => p.country === program.country && !same.includes(p));
  const rest = others.filter((p) => !same.includes(p) && !country.includes(p));
  return [...same, ...country, ...rest].slice(0, RELATED_COUNT);
}

export default function RelatedPrograms({ program }: { program: Program }) {
  const query = useCatalogRelatedQuery(program.id);
  const navigate = useNavigate();
  const { t } = laterMessages.useT();
  const open = (p: ProgramSummary) => navigate(programDetailsHref(p.slug), { state: { programName: p.name } });
  const skeleton = <CardGridSkeleton count={RELATED_COUNT} className={styles.relatedGrid} />;
  if (query.isError) {
    return (
      <Suspense fallback={skeleton}>
        <SampleRelated program={program} onOpen={open} />
      </Suspense>
    );
  }
  if (!query.data) return skeleton;
  if (query.data.length === 0) return <p className={styles.muted}>{t('related.none')}</p>;
  return <RelatedGrid programs={query.data.slice(0, RELATED_COUNT)} onOpen={open} />;
}

function RelatedGrid({ programs, onOpen }: { programs: ProgramSummary[]; onOpen: (p: ProgramSummary) => void }) {
  const { t } = laterMessages.useT();
  return (
    <ul className={styles.relatedGrid} aria-label={t('related.list')}>
      {programs.map((p) => (
        <li key={p.id} className={styles.relatedCell}>
          <ProgramCard program={p} href={programDetailsHref(p.slug)} onOpen={onOpen} titleAs="h3" />
        </li>
      ))}
    </ul>
  );
}

function SampleRelated({ program, onOpen }: { program: Program; onOpen: (p: ProgramSummary) => void }) {
  const data = useSampleData(true)!;
  const { t } = laterMessages.useT();
  return (
    <>
      <InlineMessage tone="warning" className={styles.notice}>{t('related.failed')}</InlineMessage>
      <RelatedGrid programs={sampleRelated(data, program)} onOpen={onOpen} />
    </>
  );
}
