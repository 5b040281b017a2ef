import { lazy, Suspense } from 'react';
import { Skeleton } from '@wellness/shared/ui';
import type { ProgramFormApi } from '../useProgramForm';
import { useFormT } from '../messages';
import styles from '../ProgramForm.module.css';

// The uploader is its own chunk: it loads with the form, after the fields are on screen.
const ImageUploader = lazy(() => import(/* webpackChunkName: "program-image-uploader" */ '../ImageUploader'));

/** The program's images, uploaded as they are chosen; the form's buttons wait while an upload runs. */
export function ImagesSection({ form, initial }: { form: ProgramFormApi; initial: string[] }) {
  const { errors, values, setField, setUploading } = form;
  const { t } = useFormT();
  return (
    <fieldset className={styles.group}>
      <legend>{t('images.legend')}</legend>
      <div className={styles.full}>
        <Suspense fallback={<Skeleton height="9rem" />}>
          <ImageUploader
            // The stored images it starts from; what it reports afterwards is the form's value.
            initial={initial}
            error={errors.images}
            onChange={(urls, busy) => {
              // The uploader reports once when it mounts, and its chunk may arrive after the owner has started typing:
              // that first report (the images the form already has) must not write back the values of an older render.
              if (urls.length !== values.images.length || urls.some((url, i) => url !== values.images[i])) setField('images', urls);
              setUploading(busy);
            }}
          />
        </Suspense>
      </div>
    </fieldset>
  );
}
