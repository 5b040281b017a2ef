import { useEffect, useState, type FormEvent } from 'react';
import { apiErrorMessage } from '@wellness/shared/api';
import { DEFAULT_PREFERENCES, LANGUAGES, type Language, type Preferences } from '@wellness/shared/domain';
import { loadingTexts } from '../../messages';
import { accountMessages, useAccountT } from './messages';
import { selectRole, useAppSelector } from '@wellness/shared/contract';
import { Button, Checkbox, InlineMessage, Select, Skeleton } from '@wellness/shared/ui';
import { HostSummaryPreference } from './HostSummaryPreference';
import { usePreferencesQuery } from './api/preferences';
import { useSavePreferencesMutation } from './api/savePreferences';
import styles from './account.module.css';

/** How long the saved notice shows. */
export const PREFERENCES_SAVED_MS = 2000;

const LANGUAGE_NAME = { en: 'preferences.languages.en', es: 'preferences.languages.es', fr: 'preferences.languages.fr' } as const satisfies Record<Language, string>;

function PreferencesForm({ stored }: { stored: Preferences }) {
  const { t } = useAccountT();
  const [values, setValues] = useState<Preferences>(stored);
  const [save, { isLoading }] = useSavePreferencesMutation();
  const [saved, setSaved] = useState(0);
  const [error, setError] = useState<string | null>(null);

  // The saved message shows for 2 s; saving again restarts the count.
  useEffect(() => {
    if (!saved) return;
    const timer = setTimeout(() => setSaved(0), PREFERENCES_SAVED_MS);
    return () => clearTimeout(timer);
  }, [saved]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    try {
      // The page's two settings only: the display currency is the header's to change.
      const result = await save({ notifications: values.notifications, language: values.language }).unwrap();
      setValues(result);
      setSaved(Date.now());
    } catch (failure) {
      setSaved(0);
      setError(apiErrorMessage(failure, t('preferences.failed')));
    }
  };

  return (
    <form className={styles.form} onSubmit={onSubmit}>
      <Checkbox
        className={styles.full}
        label={t('preferences.notifications')}
        name="notifications"
        checked={values.notifications}
        onChange={(e) => setValues({ ...values, notifications: e.target.checked })}
      />
      <Select
        className={styles.full}
        label={t('preferences.language')}
        name="language"
        value={values.language}
        options={LANGUAGES.map(({ value }) => ({ value, label: t(LANGUAGE_NAME[value]) }))}
        onChange={(e) => setValues({ ...values, language: e.target.value as Language })}
      />
      <div className={styles.actions}>
        <Button type="submit" busy={isLoading}>
          {t('preferences.save')}
        </Button>
        <div aria-live="polite">{saved ? <InlineMessage tone="success">{t('preferences.saved')}</InlineMessage> : null}</div>
        <div aria-live="assertive">{error && <InlineMessage tone="error">{error}</InlineMessage>}</div>
      </div>
    </form>
  );
}

/** Preferences, stored per user (GET/PUT /api/my/preferences): notifications on and English by default. */
export function PreferencesPage() {
  const { t } = useAccountT();
  const { data, isLoading, isError } = usePreferencesQuery();
  // Program creators and facilities host programs: their daily summary is set here too.
  const role = useAppSelector(selectRole);
  const host = role === 'user' || role === 'facility';
  return (
    <section aria-labelledby="preferences-title" className={styles.page}>
      <h1 id="preferences-title" className={styles.title}>
        {t('preferences.title')}
      </h1>
      {isLoading ? (
        <Skeleton height="14rem" />
      ) : (
        <>
          {isError && <InlineMessage tone="warning">{t('preferences.notLoaded')}</InlineMessage>}
          <PreferencesForm key={data ? 'stored' : 'default'} stored={data ?? DEFAULT_PREFERENCES} />
        </>
      )}
      {host && <HostSummaryPreference />}
    </section>
  );
}

export const prepare = loadingTexts(accountMessages);

export default PreferencesPage;
