import { useCallback, useEffect, useMemo, useState } from 'react';
import { firstViewPainted, useDeviceCopy } from '../local/device-copy';
import { useFirstRowsShown } from '../../lib/first-rows';
import { useDeviceQuery } from '../local/use-device-query';
import type { Post } from '../model/post';
import { memberShown, type MemberProfile, type MemberShown } from '../model/profile';
import type { ServerPager } from '../paging/server-pager';
import { useAppAtomInTransition } from '../../lib/app-store';
import { useOnline } from '../../lib/hooks/use-online';
import { mergeMemberList, type Dated } from './member-list-merge';
import {
  memberCommentsPager,
  memberPostsPager,
  readProfile,
  type MemberComment,
} from './member-reads';

const memberRows = () => import('../local/member-rows');

/** A member's posts or comments, read through: the server's pages merged with the device's. */
export interface MemberListing<T> {
  /** Undefined until the server or the device has answered. */
  items: T[] | undefined;
  /** Reads the server's next page (online; again after a failure). */
  loadMore: () => void;
  /** The server has more than the list shows. */
  more: boolean;
  loading: boolean;
  /** The last page could not be read. */
  failed: boolean;
  /** Offline: the list is what the device holds. */
  offline: boolean;
}

/** Hidden items leave a member's lists, their own too (docs/moderation.md). */
const listed = <T extends { hidden?: unknown }>(items: readonly T[]): T[] =>
  items.filter((item) => !item.hidden);

function useMemberListing<T extends Dated & { hidden?: unknown }>(
  pager: ServerPager<string, T>,
  device: { rows: T[]; deleted: Set<string> } | undefined,
): MemberListing<T> {
  const online = useOnline();
  const server = useAppAtomInTransition(pager.stateAtom);
  const answered = server.started || server.failed || !online;
  useEffect(() => {
    if (answered) firstViewPainted();
  }, [answered]);
  // Online, the first page comes from the server as soon as the list shows.
  useEffect(() => {
    if (online && !server.started && !server.loading && !server.failed) void pager.loadMore();
  }, [online, pager, server.started, server.loading, server.failed]);
  const loadMore = useCallback(() => void pager.loadMore(), [pager]);
  const items = useMemo(() => {
    if (device) return listed(mergeMemberList(server, device.rows, device.deleted, online).items);
    // On a first visit the server's page shows without waiting for the device to open.
    return server.started ? listed(server.items) : undefined;
  }, [server, device, online]);
  // Once they render, the member's own parts of the page come (lib/first-rows.ts).
  useFirstRowsShown(items !== undefined);
  return {
    items,
    loadMore,
    more: online && !server.done,
    loading: server.loading,
    failed: server.failed,
    offline: !online,
  };
}

/** A member's posts, newest first (data/members/member-reads.ts), offline too. */
export function useMemberPosts(uid: string): MemberListing<Post & { pending?: boolean }> {
  const [pager, setPager] = useState(() => memberPostsPager(uid));
  if (pager.query !== uid) setPager(memberPostsPager(uid));
  const mayOpen = useDeviceCopy() === 'open';
  const device = useDeviceQuery(
    mayOpen ? memberRows : null,
    ({ readMemberPosts }) => readMemberPosts(uid),
    [uid, mayOpen],
  );
  return useMemberListing(pager, device);
}

/** A member's comments on any post, newest first, each with its post's title; offline too. */
export function useMemberComments(uid: string): MemberListing<MemberComment> {
  const [pager, setPager] = useState(() => memberCommentsPager(uid));
  if (pager.query !== uid) setPager(memberCommentsPager(uid));
  const mayOpen = useDeviceCopy() === 'open';
  const read = useDeviceQuery(
    mayOpen ? memberRows : null,
    ({ readMemberComments }) => readMemberComments(uid),
    [uid, mayOpen],
  );
  const device = useMemo(
    () =>
      read && {
        deleted: read.deleted,
        rows: read.rows.map((row) => ({ ...row, postTitle: read.titles.get(row.postId) ?? null })),
      },
    [read],
  );
  return useMemberListing<MemberComment>(pager, device);
}

/**
 * Who the member page shows (model/profile.ts, memberShown): their profile, read from the server;
 * without one (or offline), the author copy of the newest of their writings at hand. Undefined
 * while the profile is read and nothing stands in yet.
 */
export function useMemberShown(
  uid: string,
  writings: readonly Pick<Post, 'author' | 'createdAt'>[],
): MemberShown | undefined {
  const online = useOnline();
  const [answer, setAnswer] = useState<{ uid: string; profile: MemberProfile | null } | null>(null);
  useEffect(() => {
    if (!online) return;
    let live = true;
    readProfile(uid).then(
      (profile) => live && setAnswer({ uid, profile }),
      // Unreadable (offline): what their writings say stands in.
      () => live && setAnswer({ uid, profile: null }),
    );
    return () => {
      live = false;
    };
  }, [uid, online]);
  const known = answer?.uid === uid ? answer : null;
  if (known?.profile) return memberShown(uid, known.profile, writings);
  if (!known && online) return undefined;
  return memberShown(uid, null, writings);
}
