import { TextField } from '@wellness/shared/ui';
import { TRANSLATION_LANGUAGES, type ProgramTranslations, type TranslationLanguage } from '@wellness/shared/domain';
import type { ProgramFormApi } from '../useProgramForm';
import { useTranslationsT } from './translations/messages';
import styles from '../ProgramForm.module.css';

/** One language's texts as the form holds them: the highlights as typed, one per line. */
export interface TranslationFields {
  name: string;
  description: string;
  details: string;
  about: string;
  highlights: string;
}
export type TranslationValues = Record<TranslationLanguage, TranslationFields>;

const EMPTY: TranslationFields = { name: '', description: '', details: '', about: '', highlights: '' };
export const EMPTY_TRANSLATIONS: TranslationValues = { es: EMPTY, fr: EMPTY };

/** A stored program's translations as the form shows them. */
export function translationValuesOf(translations: ProgramTranslations | undefined): TranslationValues {
  const of = (lang: TranslationLanguage): TranslationFields => {
    const texts = translations?.[lang];
    return texts ? { ...texts, highlights: texts.highlights.join('\n') } : EMPTY;
  };
  return { es: of('es'), fr: of('fr') };
}

const given = (fields: TranslationFields) => Object.values(fields).some((v) => v.trim() !== '');

/** What the API takes: only the languages with something typed (the schema then asks for their name and description). */
export function translationsInput(values: TranslationValues) {
  return Object.fromEntries(
    TRANSLATION_LANGUAGES.filter((lang) => given(values[lang])).map((lang) => [
      lang,
      { ...values[lang], highlights: values[lang].highlights.split('\n').map((h) => h.trim()).filter(Boolean) },
    ]),
  );
}

const LANGUAGE = { es: 'language.es', fr: 'language.fr' } as const;
/** The language as a field's label names it ("Name (Spanish)"): every field of the form has its own label. */
const IN = { es: 'in.es', fr: 'in.fr' } as const;
const LABEL = { name: 'fields.name', description: 'fields.description', details: 'fields.details', about: 'fields.about', highlights: 'fields.highlights' } as const;

/**
 * The program's texts in Spanish and in French, each optional, in a disclosure per language (open when it holds
 * texts or an error). The fields are marked with their language, so spelling checks and screen readers use it.
 */
export function TranslationsSection({ form }: { form: ProgramFormApi }) {
  const { t } = useTranslationsT();
  const { values, errors, setField } = form;
  const error = (lang: TranslationLanguage, field: keyof TranslationFields) => (errors as Record<string, string | undefined>)[`translations.${lang}.${field}`];
  const change = (lang: TranslationLanguage, field: keyof TranslationFields, value: string) =>
    setField('translations', { ...values.translations, [lang]: { ...values.translations[lang], [field]: value } });
  return (
    <fieldset className={styles.group}>
      <legend>{t('legend')}</legend>
      <p className={styles.full}>{t('intro')}</p>
      {TRANSLATION_LANGUAGES.map((lang) => {
        const fields = values.translations[lang];
        const failed = Object.keys(errors).some((key) => key.startsWith(`translations.${lang}.`));
        const field = (name: keyof TranslationFields, props: { multiline?: boolean; rows?: number; hint?: string } = {}) => (
          <TextField
            label={t(LABEL[name], { language: t(IN[lang]) })}
            name={`translations.${lang}.${name}`}
            lang={lang}
            value={fields[name]}
            error={error(lang, name)}
            onChange={(e) => change(lang, name, e.target.value)}
            {...props}
          />
        );
        return (
          <details key={lang} className={`${styles.full} ${styles.translation}`} open={given(fields) || failed}>
            <summary>{t(LANGUAGE[lang])}{given(fields) ? ` · ${t('given')}` : ''}</summary>
            {field('name')}
            {field('description', { multiline: true, rows: 3 })}
            {field('details', { multiline: true, rows: 3 })}
            {field('about', { multiline: true, rows: 6 })}
            {field('highlights', { multiline: true, rows: 4, hint: t('fields.highlightsHint') })}
          </details>
        );
      })}
    </fieldset>
  );
}
