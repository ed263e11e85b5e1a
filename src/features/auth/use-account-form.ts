import type { FormEvent } from 'react';
import { useForm } from '../../lib/use-form';
import type { ValidationKey } from '../../lib/validation';
import { useSubmit } from './use-submit';

type AccountFormState<F extends string> = ReturnType<typeof useForm<F>>;

/**
 * The shape every account form shares (sign-in, sign-up, find password, password, nickname,
 * email): fields validated as the member types and all at once on submit, one submission at a
 * time, and the translated failure above the fields. `action` runs only when every field is
 * valid; `onDone` after it succeeds.
 */
export function useAccountForm<F extends string>(
  initial: Record<F, string>,
  validate: (values: Record<F, string>) => Partial<Record<F, ValidationKey | null>>,
  action: (values: Record<F, string>) => Promise<unknown>,
  onDone: (values: Record<F, string>, form: AccountFormState<F>) => void,
) {
  const form: AccountFormState<F> = useForm(initial, validate);
  const { busy, error, submit } = useSubmit();
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.checkAll()) return;
    const { values } = form;
    if (await submit(() => action(values).then(() => undefined))) onDone(values, form);
  };
  return { form, busy, error, submit, onSubmit };
}
