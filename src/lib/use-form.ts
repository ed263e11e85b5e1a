import { useRef, useState } from 'react';
import type { ValidationKey } from './validation';

type Validators<F extends string> = (
  values: Record<F, string>,
) => Partial<Record<F, ValidationKey | null>>;

/**
 * Form values with validation shown as the member types (once a field has been edited) and for
 * every field on submit.
 */
export function useForm<F extends string>(initial: Record<F, string>, validate: Validators<F>) {
  const [values, setValues] = useState(initial);
  // The values as last typed, for code that resumes after an await.
  const latest = useRef(initial);
  const [touched, setTouched] = useState<Partial<Record<F, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const errors = validate(values);

  const errorOf = (field: F): ValidationKey | null =>
    submitted || touched[field] ? (errors[field] ?? null) : null;

  const field = (name: F) => ({
    name,
    value: values[name],
    error: errorOf(name),
    onChange: (event: { target: { value: string } }) => {
      const value = event.target.value;
      latest.current = { ...latest.current, [name]: value };
      setValues((current) => ({ ...current, [name]: value }));
      setTouched((current) => ({ ...current, [name]: true }));
    },
  });

  /**
   * Marks the form submitted; true when every field is valid. Otherwise focus goes to the first
   * field in error, whose message is tied to it, so it is read out.
   */
  const checkAll = (): boolean => {
    setSubmitted(true);
    const valid = Object.values(errors).every((error) => !error);
    if (!valid) {
      const form = document.activeElement?.closest('form');
      requestAnimationFrame(() =>
        form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
      );
    }
    return valid;
  };

  const reset = (next: Record<F, string> = initial) => {
    latest.current = next;
    setValues(next);
    setTouched({});
    setSubmitted(false);
  };

  /**
   * Resets once `sent` (the values as submitted) has been saved, unless the member typed on
   * meanwhile: what they typed since stays.
   */
  const resetSaved = (sent: Record<F, string>) => {
    const current = latest.current;
    if ((Object.keys(sent) as F[]).every((name) => current[name] === sent[name])) reset();
    else setSubmitted(false);
  };

  return { values, field, checkAll, reset, resetSaved };
}
