import type { FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { addTodo } from '../../data/sync/commands/todo-commands';
import { useForm } from '../../lib/use-form';
import { required } from '../../lib/validation';
import { TextField } from '../../ui/text-field';
import { runCommand } from './run-command';

export function NewTodoForm({ uid }: { uid: string }) {
  const intl = useIntl();
  const form = useForm({ text: '' }, (v) => ({ text: required(v.text) }));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.checkAll()) return;
    const sent = form.values;
    // The member may type the next one while this one saves: only what was sent is cleared.
    if (await runCommand(() => addTodo(uid, sent.text))) form.resetSaved(sent);
  };

  return (
    <form onSubmit={onSubmit} noValidate className="flex items-start gap-2" data-testid="new-todo">
      <TextField
        labelKey="todos.new.label"
        className="min-w-0 flex-1"
        placeholder={intl.formatMessage({ id: 'todos.new.placeholder' })}
        maxLength={1000}
        autoComplete="off"
        {...form.field('text')}
      />
      <button type="submit" className="pixel-button mt-6">
        <FormattedMessage id="todos.add" />
      </button>
    </form>
  );
}
