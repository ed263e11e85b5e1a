// What the post page shows while the device's copy and the server answer in either order: a
// member's own post, written on this device and not yet sent, is not "missing" because the
// server's "no such post" came back before the device's copy was read.
import { describe, expect, it } from 'vitest';
import { openedPostStatus } from '../../src/data/posts/opened-post-status';
import { postRow } from './support/post-row';

const post = postRow({ id: 'p1', tags: [], uid: 'author', pending: true });

describe('openedPostStatus', () => {
  it('waits for the device before saying the server has no such post', () => {
    expect(openedPostStatus({ row: undefined, deviceRead: false, server: 'missing' })).toEqual({
      status: 'loading',
    });
    expect(openedPostStatus({ row: undefined, deviceRead: false, server: 'offline' })).toEqual({
      status: 'loading',
    });
  });

  it('shows the device’s post whatever the server said', () => {
    expect(openedPostStatus({ row: post, deviceRead: true, server: 'missing' })).toEqual({
      status: 'ready',
      post,
    });
  });

  it('says missing or offline once both have answered without the post', () => {
    expect(openedPostStatus({ row: undefined, deviceRead: true, server: 'missing' })).toEqual({
      status: 'missing',
    });
    expect(openedPostStatus({ row: undefined, deviceRead: true, server: 'offline' })).toEqual({
      status: 'offline',
    });
  });

  it('keeps loading until the server has answered', () => {
    expect(openedPostStatus({ row: undefined, deviceRead: true, server: undefined })).toEqual({
      status: 'loading',
    });
    expect(openedPostStatus({ row: undefined, deviceRead: true, server: 'found' })).toEqual({
      status: 'loading',
    });
  });
});
