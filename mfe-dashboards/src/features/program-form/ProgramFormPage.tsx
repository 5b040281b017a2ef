import { lazy, Suspense, useMemo, useRef, useState, type FormEvent } from 'react';
import { apiErrorMessage } from '@wellness/shared/api';
import { useNavigate, useParams } from '@wellness/shared/contract';
import {
  CATEGORY_OPTIONS, DEFAULT_PRICE_TEXT, ERROR_MESSAGES, programFormSchema, type Program, type ProgramFormValues,
} from '@wellness/shared/domain';
import { Button, ButtonLink, DateInput, Dialog, InlineMessage, LoadingText, Select, Skeleton, TextField, todayIso } from '@wellness/shared/ui';
import { useDeleteProgramMutation } from '../../lib/api/deleteProgram';
import { useMyProgramQuery } from '../../lib/api/myProgram';
import { useSaveProgramMutation } from '../../lib/api/saveProgram';
import { PROGRAM_LIST_PATH } from '../../lib/roles';
import styles from './ProgramForm.module.css';

// The uploader is its own chunk: it loads with the form, after the fields are on screen.
const ImageUploader = lazy(() => import(/* webpackChunkName: "program-image-uploader" */ './ImageUploader'));

/** SPEC §2 text, word for word. */
export const DELETE_CONFIRMATION = 'Are you sure you want to delete this program?';

type Status = 'draft' | 'pending' | 'active' | 'inactive';
interface FormValues {
  name: string;
  location: string;
  category: ProgramFormValues['category'];
  description: string;
  detailedDescription: string;
  duration: string;
  price: string;
  status: Status;
  images: string[];
  includes: { title: string; description: string }[];
  highlights: string[];
  bookingOptions: { pricePerPerson: string; availableDates: string[] };
}
type Errors = Partial<Record<string, string>>;

const EMPTY: FormValues = {
  name: '', location: '', category: '', description: '', detailedDescription: '', duration: '', price: '', status: 'draft',
  images: [], includes: [], highlights: [], bookingOptions: { pricePerPerson: '', availableDates: [] },
};

export function valuesOf(program: Program): FormValues {
  const status: Status = program.status === 'rejected' ? 'draft' : program.status;
  return {
    name: program.name,
    location: program.location,
    category: program.category,
    description: program.description,
    detailedDescription: program.about || program.details,
    duration: program.duration,
    price: program.price !== null ? String(program.price) : program.priceText === DEFAULT_PRICE_TEXT ? '' : program.priceText,
    status,
    images: program.imageGallery,
    includes: program.includes.map((i) => ({ title: i.title, description: i.description })),
    highlights: program.highlights,
    bookingOptions: { pricePerPerson: program.bookingOptions.pricePerPerson, availableDates: program.bookingOptions.availableDates },
  };
}

/** A plain amount (3450 or 3,450.50) is stored as a number, so the catalogue formats and filters it; anything else as text. */
export function priceOf(text: string): string | number | undefined {
  const trimmed = text.trim();
  if (!trimmed) return undefined;
  const plain = trimmed.replace(/^\$/, '').replace(/,/g, '');
  return /^\d+(\.\d{1,2})?$/.test(plain) ? Number(plain) : trimmed;
}

/** The schema's issues by field: the first segment, or the whole path for list items (includes.0.title). */
function errorsOf(values: unknown): Errors {
  const result = programFormSchema.safeParse(values);
  if (result.success) return {};
  const errors: Errors = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join('.');
    const field = String(issue.path[0] ?? '');
    errors[key] ??= issue.message;
    errors[field] ??= issue.message;
  }
  return errors;
}

interface FormProps {
  role: 'user' | 'facility';
  id?: string;
  initial: FormValues;
  approved: boolean;
}

function ProgramForm({ role, id, initial, approved }: FormProps) {
  const navigate = useNavigate();
  const listPath = PROGRAM_LIST_PATH[role];
  const [values, setValues] = useState<FormValues>(initial);
  const [errors, setErrors] = useState<Errors>({});
  const [uploading, setUploading] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [newDate, setNewDate] = useState('');
  const [saving, setSaving] = useState<Status | null>(null);
  const [save] = useSaveProgramMutation();
  const [remove, { isLoading: deleting }] = useDeleteProgramMutation();
  const errorRef = useRef<HTMLDivElement>(null);
  const initialImages = useMemo(() => initial.images, [initial]);

  const set = <K extends keyof FormValues>(key: K, value: FormValues[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [key]: undefined }));
  };

  const submit = async (status: Status) => {
    setFailure(null);
    const payload = { ...values, status, price: priceOf(values.price) };
    const found = errorsOf(payload);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setFailure('Please check the highlighted fields.');
      requestAnimationFrame(() => errorRef.current?.focus());
      return;
    }
    setSaving(status);
    try {
      await save({ id, form: programFormSchema.parse(payload) }).unwrap();
      navigate(listPath);
    } catch (error) {
      const fields = (error as { data?: { error?: { fields?: Record<string, string> } } }).data?.error?.fields;
      if (fields) setErrors(Object.fromEntries(Object.entries(fields).flatMap(([k, v]) => [[k, v], [k.split('.')[0]!, v]])));
      setFailure(apiErrorMessage(error, 'The program could not be saved. Please try again.'));
      requestAnimationFrame(() => errorRef.current?.focus());
    } finally {
      setSaving(null);
    }
  };

  const onDelete = async () => {
    if (!id) return;
    try {
      await remove(id).unwrap();
      setConfirmDelete(false);
      navigate(listPath);
    } catch (error) {
      setConfirmDelete(false);
      setFailure(apiErrorMessage(error, 'The program could not be deleted. Please try again.'));
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit(approved ? values.status : 'pending');
  };

  const includes = values.includes;
  const dates = values.bookingOptions.availableDates;
  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-labelledby="program-form-title">
      <div ref={errorRef} tabIndex={-1} className={styles.failure} aria-live="assertive">
        {failure && <InlineMessage tone="error">{failure}</InlineMessage>}
      </div>
      <fieldset className={styles.group}>
        <legend>Program</legend>
        <TextField label="Name" name="name" value={values.name} error={errors.name} onChange={(e) => set('name', e.target.value)} className={styles.full} />
        <TextField label="Location" name="location" hint="City - Country" value={values.location} error={errors.location} onChange={(e) => set('location', e.target.value)} />
        <Select
          label="Category"
          name="category"
          placeholder="Choose a category"
          options={CATEGORY_OPTIONS}
          value={values.category}
          error={errors.category}
          onChange={(e) => set('category', e.target.value as FormValues['category'])}
        />
        <TextField label="Description" name="description" multiline rows={3} value={values.description} error={errors.description} onChange={(e) => set('description', e.target.value)} className={styles.full} />
        <TextField
          label="Detailed Description"
          name="detailedDescription"
          hint="The full description and address"
          multiline
          rows={6}
          value={values.detailedDescription}
          error={errors.detailedDescription}
          onChange={(e) => set('detailedDescription', e.target.value)}
          className={styles.full}
        />
        <TextField label="Duration" name="duration" hint="e.g. 7 Days / 6 Nights" value={values.duration} error={errors.duration} onChange={(e) => set('duration', e.target.value)} />
        <TextField label="Price" name="price" hint="e.g. 3450 or Contact for pricing" value={values.price} error={errors.price} onChange={(e) => set('price', e.target.value)} />
        {approved ? (
          <Select
            label="Status"
            name="status"
            options={[
              { value: 'active', label: 'Active' },
              { value: 'inactive', label: 'Inactive' },
            ]}
            value={values.status}
            onChange={(e) => set('status', e.target.value as Status)}
          />
        ) : (
          <p className={styles.status}>
            <span className={styles.statusLabel}>Status</span> {values.status === 'pending' ? 'Pending approval' : 'Draft'}
          </p>
        )}
      </fieldset>

      <fieldset className={styles.group}>
        <legend>Gallery</legend>
        <div className={styles.full}>
          <Suspense fallback={<Skeleton height="9rem" />}>
            <ImageUploader
              initial={initialImages}
              error={errors.images}
              onChange={(urls, busy) => {
                setValues((current) => ({ ...current, images: urls }));
                setUploading(busy);
              }}
            />
          </Suspense>
        </div>
      </fieldset>

      <fieldset className={styles.group}>
        <legend>Includes</legend>
        {includes.length === 0 && <p className={`${styles.full} ${styles.muted}`}>Nothing listed yet.</p>}
        {includes.map((item, index) => (
          <div key={index} className={styles.row}>
            <TextField
              label={`Included item ${index + 1} title`}
              value={item.title}
              error={errors[`includes.${index}.title`]}
              onChange={(e) => set('includes', includes.map((it, i) => (i === index ? { ...it, title: e.target.value } : it)))}
            />
            <TextField
              label={`Included item ${index + 1} description`}
              value={item.description}
              error={errors[`includes.${index}.description`]}
              onChange={(e) => set('includes', includes.map((it, i) => (i === index ? { ...it, description: e.target.value } : it)))}
            />
            <Button variant="ghost" size="sm" onClick={() => set('includes', includes.filter((_, i) => i !== index))} aria-label={`Remove included item ${index + 1}`}>
              Remove
            </Button>
          </div>
        ))}
        <div className={styles.full}>
          <Button variant="secondary" size="sm" onClick={() => set('includes', [...includes, { title: '', description: '' }])}>
            Add included item
          </Button>
        </div>
      </fieldset>

      <fieldset className={styles.group}>
        <legend>Booking options</legend>
        <TextField
          label="Price per person"
          value={values.bookingOptions.pricePerPerson}
          onChange={(e) => set('bookingOptions', { ...values.bookingOptions, pricePerPerson: e.target.value })}
        />
        <div className={styles.dates}>
          <DateInput label="Available date" min={todayIso()} value={newDate} error={errors.bookingOptions} onChange={(e) => setNewDate(e.target.value)} />
          <Button
            variant="secondary"
            size="sm"
            disabled={!newDate || dates.includes(newDate)}
            onClick={() => {
              set('bookingOptions', { ...values.bookingOptions, availableDates: [...dates, newDate].sort() });
              setNewDate('');
            }}
          >
            Add date
          </Button>
        </div>
        {dates.length > 0 && (
          <ul className={`${styles.full} ${styles.chips}`} aria-label="Available dates">
            {dates.map((date) => (
              <li key={date} className={styles.chip}>
                {date}
                <button type="button" className={styles.chipRemove} aria-label={`Remove date ${date}`} onClick={() => set('bookingOptions', { ...values.bookingOptions, availableDates: dates.filter((d) => d !== date) })}>
                  ×
                </button>
              </li>
            ))}
          </ul>
        )}
      </fieldset>

      <div className={styles.actions}>
        <ButtonLink href={listPath} variant="ghost" onNavigate={(href) => navigate(href)}>
          Back
        </ButtonLink>
        <span className={styles.spacer} />
        {id && (
          <Button variant="danger" onClick={() => setConfirmDelete(true)}>
            Delete
          </Button>
        )}
        {approved && (
          <Button type="submit" busy={saving === values.status} disabled={uploading || saving !== null}>
            Save Changes
          </Button>
        )}
        <Button variant="secondary" busy={saving === 'draft'} disabled={uploading || saving !== null} onClick={() => submit('draft')}>
          Save as Draft
        </Button>
        <Button busy={saving === 'pending'} disabled={uploading || saving !== null} onClick={() => submit('pending')}>
          Submit for Approval
        </Button>
      </div>
      {uploading && <p className={styles.muted}>The buttons wait until the images have uploaded.</p>}

      <Dialog
        open={confirmDelete}
        onClose={() => setConfirmDelete(false)}
        title="Delete program"
        size="sm"
        footer={
          <>
            <Button variant="ghost" onClick={() => setConfirmDelete(false)}>
              Cancel
            </Button>
            <Button variant="danger" busy={deleting} onClick={onDelete}>
              Delete
            </Button>
          </>
        }
      >
        <p>{DELETE_CONFIRMATION}</p>
      </Dialog>
    </form>
  );
}

/**
 * The program form (SPEC §2, §3), new or edit, for program creators and facilities alike: back, save and delete
 * return to the role's own list (DESIGN §7). Only the program's owner can open one for editing (the API answers 404
 * for anyone else).
 */
export function ProgramFormPage({ role }: { role: 'user' | 'facility' }) {
  const { id } = useParams();
  const navigate = useNavigate();
  const { data, isLoading, isError, error } = useMyProgramQuery(id ?? '', { skip: !id });
  const title = id ? 'Edit Program' : 'Add New Program';
  let body;
  if (!id) body = <ProgramForm role={role} initial={EMPTY} approved={false} />;
  else if (isLoading) body = <LoadingText>Loading the program…</LoadingText>;
  else if (isError || !data)
    body = (
      <InlineMessage
        tone="error"
        action={
          <ButtonLink href={PROGRAM_LIST_PATH[role]} size="sm" variant="secondary" onNavigate={(href) => navigate(href)}>
            Back
          </ButtonLink>
        }
      >
        {apiErrorMessage(error, ERROR_MESSAGES.programNotFound)}
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

export default ProgramFormPage;
