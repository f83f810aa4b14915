// The one field of every admin form: label, control, hint and error, wired together. The control gets its id,
// aria-invalid and aria-describedby (hint and error) from here; item fields take their label, limit,
// placeholder and hint from ITEM_FIELDS in the shared schema, the same one the API checks bodies with.
import { useId, type ReactNode } from 'react';
import { CircleAlert } from 'lucide-react';
import { ITEM_FIELDS, type ItemField } from '#shared/portfolio-item';
import { fieldError, fieldHint, fieldLabel } from './styles';

export interface ControlProps {
  id: string;
  name: string;
  'aria-invalid': boolean | undefined;
  'aria-describedby': string | undefined;
  'aria-required': boolean | undefined;
  required: boolean | undefined;
}

export interface FieldProps {
  name: string;
  label: string;
  required?: boolean;
  hint?: ReactNode;
  error?: string;
  className?: string;
  children: (control: ControlProps) => ReactNode;
}

export function Field({ name, label, required, hint, error, className, children }: FieldProps) {
  const id = `${useId()}-${name}`;
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className} data-field={name}>
      <label htmlFor={id} className={fieldLabel}>
        {label}
        {required && ' *'}
      </label>
      {children({
        id,
        name,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy,
        'aria-required': required || undefined,
        required: required || undefined,
      })}
      {error && (
        <p id={`${id}-error`} className={fieldError}>
          <CircleAlert size={16} className="mt-0.5 shrink-0" aria-hidden="true" />
          <span>{error}</span>
        </p>
      )}
      {hint && (
        <p id={`${id}-hint`} className={fieldHint}>
          {hint}
        </p>
      )}
    </div>
  );
}

/** Label, required mark, length limit, placeholder and hint of an item field, from the shared schema. */
export function itemField(field: ItemField) {
  const spec = ITEM_FIELDS[field];
  return {
    label: spec.label,
    required: spec.required,
    maxLength: spec.max,
    placeholder: spec.placeholder,
    hint: 'hint' in spec ? spec.hint : undefined,
  };
}
