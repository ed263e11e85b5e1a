import { Dexie, type EntityTable, type Table } from 'dexie';
import type {
  BookmarkRow,
  CommentRow,
  MetaRow,
  MuteRow,
  NotificationRow,
  PostDraftRow,
  PostRow,
  ReportRow,
  TodoRow,
  UploadRow,
} from '../model/local-rows';
import type { OutboxEntry } from '../model/outbox';
import type { ChatMessageRow } from '../model/chat';
import { DATABASE_NAME } from './database-name';
import { deviceOpened } from './device-copy';
import { applySchema } from './schema';

// A live query loaded with the database (useDeviceQuery, the home screen's latest posts) takes
// Dexie's own from here, so Dexie and the database come in one request.
export { Dexie, liveQuery } from 'dexie';

/** The device's copy of the member's data and the outbox: the one durable store on the device. */
export class PixelDatabase extends Dexie {
  posts!: EntityTable<PostRow, 'id'>;
  postDrafts!: EntityTable<PostDraftRow, 'id'>;
  comments!: EntityTable<CommentRow, 'id'>;
  bookmarks!: Table<BookmarkRow, [string, string]>;
  todos!: EntityTable<TodoRow, 'id'>;
  outbox!: EntityTable<OutboxEntry, 'id'>;
  uploads!: EntityTable<UploadRow, 'id'>;
  meta!: EntityTable<MetaRow, 'key'>;
  chats!: EntityTable<ChatMessageRow, 'id'>;
  mutes!: Table<MuteRow, [string, string]>;
  reports!: Table<ReportRow, [string, string]>;
  notifications!: Table<NotificationRow, [string, string]>;

  constructor(name = DATABASE_NAME) {
    super(name);
    applySchema(this);
  }
}

export const db = new PixelDatabase();
// Once open, the screens that hold back their reads on a first visit read it too (device-copy.ts).
db.on('ready', () => deviceOpened());
