import { useEffect, useState, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { OutboxEntry } from '../../data/model/outbox';
import { mirrorUsage, type MirrorUsage } from '../../data/sync/mirror-keep';
import { estimateStorage, type StorageUse } from '../../data/sync/storage-durability';
import type { MessageKey } from '../../i18n/catalogs';
import { SignInPrompt, useSession } from '../auth';
import { PageTitle } from '../../ui/page-title';
import { useSyncEngine } from '../../data/sync/use-sync-engine';
import { ConflictCard } from './conflict-card';
import { DeviceBudgetChoice } from './device-budget-choice';
import { EntryCard } from './entry-card';
import { useOutboxEntries } from '../../data/local/outbox-entries';
import { WINDOWED_FROM, useWindowList } from '../../lib/hooks/use-window-list';
import { Loading } from '../../ui/loading';
import { Megabytes } from '../../ui/megabytes';

/** How much this origin stores, and whether the browser promised to keep it. */
function StorageLine() {
  const [use, setUse] = useState<StorageUse | null>(null);
  useEffect(() => {
    let live = true;
    void estimateStorage().then((value) => live && setUse(value));
    return () => {
      live = false;
    };
  }, []);
  if (!use) return null;
  return (
    <p className="text-sm text-ink-muted" data-testid="storage-use">
      <FormattedMessage
        id="sync.storage.usage"
        values={{ usage: <Megabytes bytes={use.usage} />, quota: <Megabytes bytes={use.quota} /> }}
      />{' '}
      <FormattedMessage
        id={use.persisted ? 'sync.storage.persisted' : 'sync.storage.notPersisted'}
      />
    </p>
  );
}

/** What the device keeps for reading offline, within its budget (see mirror-keep.ts). */
function MirrorLine() {
  const [use, setUse] = useState<MirrorUsage | null>(null);
  useEffect(() => {
    let live = true;
    mirrorUsage().then(
      (value) => live && setUse(value),
      (error: unknown) => console.warn('sync: mirror usage', error),
    );
    return () => {
      live = false;
    };
  }, []);
  if (!use) return null;
  return (
    <div className="text-sm text-ink-muted" data-testid="mirror-use" data-posts={use.posts}>
      <p>
        <FormattedMessage
          id="sync.mirror.usage"
          values={{
            posts: use.posts,
            comments: use.comments,
            size: <Megabytes bytes={use.bytes} />,
            budget: use.budget,
          }}
        />
      </p>
      <p>
        <FormattedMessage id="sync.mirror.kept" values={{ ...use.kept, opened: use.opened }} />
      </p>
    </div>
  );
}

function Section({
  titleKey,
  entries,
  children,
}: {
  titleKey: MessageKey;
  entries: OutboxEntry[];
  children: ReactNode;
}) {
  if (entries.length === 0) return null;
  return (
    <section className="flex flex-col gap-2">
      <h2 className="text-xl">
        <FormattedMessage id={titleKey} values={{ count: entries.length }} />
      </h2>
      {children}
    </section>
  );
}

// The shortest entry card (its line, its time and its buttons), and the space between cards.
const ESTIMATED_ENTRY = 120;
const ENTRY_GAP = 8;

interface EntryListProps {
  entries: OutboxEntry[];
  all: OutboxEntry[];
  waiting: ReadonlySet<string>;
}

/** Pending or failed entries: all of them, or past WINDOWED_FROM those near the screen. */
function EntryList({ entries, all, waiting }: EntryListProps) {
  if (entries.length <= WINDOWED_FROM)
    return (
      <ul className="flex flex-col gap-2">
        {entries.map((entry) => (
          <EntryCard key={entry.id} entry={entry} all={all} waiting={waiting.has(entry.id)} />
        ))}
      </ul>
    );
  return <WindowedEntries entries={entries} all={all} waiting={waiting} />;
}

function WindowedEntries({ entries, all, waiting }: EntryListProps) {
  const { listRef, items, totalSize, row } = useWindowList({
    rows: entries,
    estimateSize: ESTIMATED_ENTRY,
    gap: ENTRY_GAP,
  });
  return (
    <ul className="relative w-full" style={{ height: totalSize }} ref={listRef}>
      {items.map((item) => {
        const entry = entries[item.index]!;
        return (
          <EntryCard
            key={item.key}
            entry={entry}
            all={all}
            waiting={waiting.has(entry.id)}
            row={row(item)}
          />
        );
      })}
    </ul>
  );
}

function MemberOutbox({ uid }: { uid: string }) {
  const entries = useOutboxEntries(uid);
  if (!entries) {
    return <Loading />;
  }
  const conflicts = entries.filter((e) => e.status === 'conflict');
  const failed = entries.filter((e) => e.status === 'failed');
  const pending = entries.filter((e) => e.status === 'pending');
  // An entry behind an older one of the same document waits its turn.
  const heads = new Set<string>();
  const waiting = new Set<string>();
  for (const entry of entries) {
    if (heads.has(entry.lane)) waiting.add(entry.id);
    heads.add(entry.lane);
  }
  return (
    <>
      <p className="text-ink-muted">
        <FormattedMessage id="sync.intro" />
      </p>
      <StorageLine />
      <MirrorLine />
      <DeviceBudgetChoice />
      {entries.length === 0 && (
        <p className="bg-surface-alt p-4" data-testid="sync-empty">
          <FormattedMessage id="sync.empty" />
        </p>
      )}
      <Section titleKey="sync.section.conflict" entries={conflicts}>
        <ul className="flex flex-col gap-2">
          {conflicts.map((entry) => (
            <ConflictCard key={entry.id} entry={entry} all={entries} />
          ))}
        </ul>
      </Section>
      <Section titleKey="sync.section.failed" entries={failed}>
        <EntryList entries={failed} all={entries} waiting={waiting} />
      </Section>
      <Section titleKey="sync.section.pending" entries={pending}>
        <EntryList entries={pending} all={entries} waiting={waiting} />
      </Section>
    </>
  );
}

/** `/sync`: what this device has not yet got onto the server, and what needs the member. */
export function SyncPage() {
  const session = useSession();
  useSyncEngine();
  return (
    <section className="flex flex-col gap-4">
      <PageTitle titleKey="sync.title" />
      {session ? <MemberOutbox uid={session.uid} /> : <SignInPrompt />}
    </section>
  );
}
