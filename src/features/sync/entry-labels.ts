import type { OutboxEntry } from '../../data/model/outbox';
import type { MessageKey } from '../../i18n/catalogs';

export const smallButton = 'border-2 border-line px-2 py-1 text-sm hover:text-primary';

export const operationLabel = (entry: OutboxEntry): MessageKey => `sync.op.${entry.op}`;
