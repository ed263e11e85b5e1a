import { deleteUser } from 'firebase/auth';
import {
  collection,
  doc,
  getDoc,
  getDocs,
  runTransaction,
  serverTimestamp,
  writeBatch,
  type DocumentData,
} from 'firebase/firestore';
import {
  budgetPath,
  budgetStateOf,
  budgetStep,
  budgetWrite,
  isNewAccount,
  spenderOf,
} from '../model/write-budget';
import { deleteObject, ref } from 'firebase/storage';
import { restoredUser } from './firebase';
import { memberFirestore } from './firestore-client';
import { firebaseStorage } from './storage-client';

/** What deleting an account removed, for the member's confirmation. */
export interface DeletedAccount {
  todos: number;
  bookmarks: number;
  images: number;
}

const count = (data: DocumentData | undefined, field: string): number =>
  typeof data?.[field] === 'number' ? (data[field] as number) : 0;

/**
 * Removes the signed-in member's private data, then the account itself: their to-dos, their
 * bookmarks (each post's bookmark count goes down with it), their profile picture in Storage,
 * their mute list, their notifications and Web Push tokens and their user document with their
 * public profile (profiles/{uid}). Their write budget stays: it holds no content, and removing it
 * would let a member reset theirs. Their posts and comments stay, under the name they were
 * written with, and so do the pictures in those posts (README: "Deleting an account"). The member
 * must have signed in recently (reauthenticate).
 */
export async function deleteAccount(): Promise<DeletedAccount> {
  const user = await restoredUser();
  if (!user) throw Object.assign(new Error('not signed in'), { code: 'auth/no-current-user' });
  const db = await memberFirestore();
  const uid = user.uid;

  /** Deletes every document of one of the member's collections; returns how many. */
  const deleteAll = async (name: 'todos' | 'notifications' | 'pushTokens') => {
    const found = await getDocs(collection(db, 'users', uid, name));
    for (let i = 0; i < found.docs.length; i += 400) {
      const batch = writeBatch(db);
      found.docs.slice(i, i + 400).forEach((item) => batch.delete(item.ref));
      await batch.commit();
    }
    return found.size;
  };
  const deleteTodos = () => deleteAll('todos');
  let todos = await deleteTodos();
  // Others' comments and likes may still notify the member later: nobody else may read those.
  await deleteAll('notifications');
  await deleteAll('pushTokens');

  // Each bookmark taken back moves the post's count and, like any other, the member's write
  // budget (firestore.rules): past its window's limit the deletion waits for the next window.
  const bookmarks = await getDocs(collection(db, 'users', uid, 'bookmarks'));
  const spender = spenderOf((await getDoc(doc(db, 'users', uid))).data());
  const budget = doc(db, budgetPath(uid));
  for (const bookmark of bookmarks.docs) {
    const post = doc(db, 'posts', bookmark.id);
    for (;;) {
      const waitUntil = await runTransaction(db, async (tx) => {
        const [snapshot, spent] = [await tx.get(post), await tx.get(budget)];
        if (snapshot.exists() && !spender.admin) {
          const now = Date.now();
          const state = budgetStateOf(spent.data());
          const step = budgetStep('reaction', state, now, isNewAccount(spender, now));
          if (step.kind === 'wait') return step.until;
          tx.set(budget, budgetWrite(step.moves, bookmark.ref.path, serverTimestamp()), {
            merge: true,
          });
        }
        tx.delete(bookmark.ref);
        if (snapshot.exists()) {
          tx.update(post, {
            bookmarkCount: Math.max(0, count(snapshot.data(), 'bookmarkCount') - 1),
          });
        }
        return null;
      });
      if (waitUntil === null) break;
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, waitUntil - Date.now())));
    }
  }

  // The profile picture goes; pictures in their posts stay with the posts.
  let images = 0;
  try {
    await deleteObject(ref(firebaseStorage(), `users/${uid}/images/avatar.jpg`));
    images = 1;
  } catch (error) {
    if ((error as { code?: string }).code !== 'storage/object-not-found') throw error;
  }

  // A replay that was already on its way when the deletion began may have landed since.
  todos += await deleteTodos();

  // The public profile goes with the users document, in the same commit (firestore.rules).
  const batch = writeBatch(db);
  // Private documents (the mute list) go in the same commit as the user document.
  batch.delete(doc(db, 'users', uid, 'private', 'mutes'));
  batch.delete(doc(db, 'users', uid));
  batch.delete(doc(db, 'profiles', uid));
  await batch.commit();

  await deleteUser(user);
  return { todos, bookmarks: bookmarks.size, images };
}
