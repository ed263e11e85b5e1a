import { useLiveQuery } from 'dexie-react-hooks';
import { db } from './database';
import type { ChatMessageRow } from '../model/chat';
import { formatEntryId } from '../sync/ids';

// The conversation's write path: device-only rows, never sent to the server (nothing to sync).

let lastTime = 0;

/** Time-sortable ids; two messages in one millisecond still keep their order. */
function nextId(): string {
  lastTime = Math.max(Date.now(), lastTime + 1);
  return formatEntryId(lastTime, 0);
}

export async function appendChatMessage(
  message: Omit<ChatMessageRow, 'id' | 'createdAt'>,
): Promise<ChatMessageRow> {
  const id = nextId();
  const row: ChatMessageRow = { ...message, id, createdAt: lastTime };
  await db.chats.add(row);
  return row;
}

export function clearChatHistory(): Promise<void> {
  return db.chats.clear();
}

/** The conversation, oldest first (undefined while first loading). */
export function useChatHistory(): ChatMessageRow[] | undefined {
  return useLiveQuery(() => db.chats.orderBy('id').toArray(), []);
}
