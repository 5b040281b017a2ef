import type { ChangeEvent, ComponentProps, Ref } from 'react';
import { cx } from '../cx';
import { Field, useFieldIds, type FieldChromeProps } from './Field';
import styles from './Field.module.css';

type SharedAttributes = Omit<ComponentProps<'input'>, 'onChange' | 'ref' | 'className'> &
  Pick<ComponentProps<'textarea'>, 'rows' | 'cols' | 'wrap'>;

export interface TextFieldProps extends FieldChromeProps, Omit<SharedAttributes, keyof FieldChromeProps> {
  /** Renders a textarea instead of an input. */
  multiline?: boolean;
  onChange?: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  inputClassName?: string;
  ref?: Ref<HTMLInputElement & HTMLTextAreaElement>;
}

export function TextField({
  label, hint, error, required, hideLabel, className, inputClassName, multiline, id, rows = 4, cols, wrap, ref, 'aria-describedby': extraDescribedBy, ...rest
}: TextFieldProps) {
  const ids = useFieldIds(id, hint, error, extraDescribedBy);
  const common = {
    id: ids.id,
    required,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': ids.describedBy,
    className: cx(styles.control, multiline && styles.textarea, inputClassName),
  };
  return (
    <Field label={label} hint={hint} error={error} required={required} hideLabel={hideLabel} className={className} ids={ids}>
      {multiline ? (
        <textarea {...(rest as ComponentProps<'textarea'>)} {...common} ref={ref} rows={rows} cols={cols} wrap={wrap} />
      ) : (
        <input type="text" {...rest} {...common} ref={ref} />
      )}
    </Field>
  );
}
