import { apiErrorMessage } from '@wellness/shared/api';
import { selectLocale, useNavigate, useParams, type AppStore } from '@wellness/shared/contract';
import { ButtonLink, InlineMessage, LoadingText } from '@wellness/shared/ui';
import { useMyProgramQuery } from '../../lib/api/myProgram';
import { PROGRAM_LIST_PATH } from '../../lib/roles';
import { ProgramForm } from './ProgramForm';
import { EMPTY_FORM, valuesOf } from './programFormValues';
import { programFormMessages, useFormT } from './messages';
import { translationsMessages } from './sections/translations/messages';
import styles from './ProgramForm.module.css';

/**
 * The program form page, new or edit, for program creators and facilities alike: back, save and delete return to
 * the list of the role that opened it, so a facility is never sent to the program creator's list. Only the
 * program's owner can open one for editing (the API answers 404 for anyone else).
 */
export function ProgramFormPage({ role }: { role: 'user' | 'facility' }) {
  const { id } = useParams();
  const navigate = useNavigate();
  const { t } = useFormT();
  const { data, isLoading, isError, error } = useMyProgramQuery(id ?? '', { skip: !id });
  const title = id ? t('title.edit') : t('title.add');
  let body;
  if (!id) body = <ProgramForm role={role} initial={EMPTY_FORM} approved={false} />;
  else if (isLoading) body = <LoadingText>{t('loading')}</LoadingText>;
  else if (isError || !data)
    body = (
      <InlineMessage
        tone="error"
        action={
          <ButtonLink href={PROGRAM_LIST_PATH[role]} size="sm" variant="secondary" onNavigate={(href) => navigate(href)}>
            {t('back')}
          </ButtonLink>
        }
      >
        {apiErrorMessage(error, t('notFound'))}
      </InlineMessage>
    );
  else body = <ProgramForm key={data.id} role={role} id={data.id} initial={valuesOf(data)} approved={data.approved && (data.status === 'active' || data.status === 'inactive')} />;
  return (
    <section className={styles.page} aria-labelledby="program-form-title">
      <h1 id="program-form-title" className={styles.title}>
        {title}
      </h1>
      {body}
    </section>
  );
}

/** The form's texts in the page's language load before the page renders. */
// The form's words and its translations section's (its own catalogue), or a Spanish or French form suspends once.
export const prepare = (store: AppStore) => {
  const locale = selectLocale(store.getState());
  return Promise.all([programFormMessages.load(locale), translationsMessages.load(locale)]).then(() => undefined);
};

export default ProgramFormPage;
