import type { TeamMember } from '@wellness/shared/domain';
import { ResponsiveImage, Skeleton, VisuallyHidden } from '@wellness/shared/ui';
import { useEditorialWords } from '../../../../components/editorial/words';
import { LinkedInIcon } from '../../../../components/icons';
import { Section } from '../../../../components/Section/Section';
import { useTeam } from '../../../../lib/api/team';
import { EXPERTISE_COPY } from '../copy';
import { sectionCopy } from '../../../../components/Section/sectionCopy';
import { useMarketingT } from '../../../../messages';
import { useSectionsT } from '../messages';
import styles from './ExpertiseSection.module.css';

function Testimonial({ member }: { member: TeamMember }) {
  return (
    <figure className={styles.testimonial}>
      <span className={styles.mark} aria-hidden="true">“</span>
      <blockquote className={styles.quote}>
        <p>{member.quote}</p>
      </blockquote>
      <figcaption className={styles.guest}>
        <ResponsiveImage className={styles.guestPhoto} src={member.image} alt="" width={480} height={480} sizes="56px" />
        <span>
          <span className={styles.guestName}>{member.name}</span>
          <span className={styles.guestRole}>{member.role}</span>
        </span>
      </figcaption>
    </figure>
  );
}

function TeamCard({ member }: { member: TeamMember }) {
  const { t } = useSectionsT();
  return (
    <article className={styles.member} aria-labelledby={`team-${member.id}`}>
      <div className={styles.photo}>
        <ResponsiveImage src={member.image} alt={t('team.portrait', { name: member.name })} width={480} height={480} sizes="(max-width: 768px) 40vw, 200px" cover />
      </div>
      <div className={styles.memberBody}>
        <h3 id={`team-${member.id}`} className={styles.memberName}>{member.name}</h3>
        <p className={styles.memberRole}>{member.role}</p>
        <p className={styles.memberQuote}>{member.quote}</p>
        <a className={styles.profile} href={member.linkedin} target="_blank" rel="noopener noreferrer">
          <LinkedInIcon />
          <span>{t('team.profile')}</span>
          <VisuallyHidden>{t('team.profileOf', { name: member.name })}</VisuallyHidden>
        </a>
      </div>
    </article>
  );
}

function ExpertiseSkeleton() {
  return (
    <div className={styles.layout} aria-hidden="true">
      <div className={styles.testimonial}><Skeleton lines={5} /></div>
      <div className={styles.team}>
        {[0, 1].map((i) => (
          <div key={i} className={styles.member}>
            <div className={styles.photo}><Skeleton width="100%" height="100%" /></div>
            <div className={styles.memberBody}><Skeleton lines={4} /></div>
          </div>
        ))}
      </div>
    </div>
  );
}

/** Our Global Expertise: a guest's testimonial and the founder and operations cards, photo and profile link. */
export function ExpertiseSection() {
  const { t: th } = useMarketingT();
  const words = useEditorialWords();
  // Roles and quotes in the page's language; names stay as the API wrote them.
  const items = useTeam().items?.map(words.member);
  const testimonial = items?.find((m) => m.id === 'testimonial');
  const team = items?.filter((m) => m.id !== 'testimonial') ?? [];
  return (
    <Section copy={sectionCopy(th, EXPERTISE_COPY)} busy={!items}>
      {items ? (
        <div className={styles.layout}>
          {testimonial && <Testimonial member={testimonial} />}
          <div className={styles.team}>
            {team.map((m) => (
              <TeamCard key={m.id} member={m} />
            ))}
          </div>
        </div>
      ) : (
        <ExpertiseSkeleton />
      )}
    </Section>
  );
}

export default ExpertiseSection;
