// Posts for the benches that read from the Firestore emulator: generated the same way every run
// (a seeded generator), half Korean and half English, over three categories and two years, in the
// shape the app writes (the seed's postData: search tokens included); and written through the
// emulator's REST commit as the database's owner, 500 a commit.
import { HOST, PROJECT_ID } from '../../scripts/lib/config.mjs';
import { postData, toValue } from '../../scripts/lib/seed.mjs';

const DAY = 86_400_000;

/** A small deterministic generator (mulberry32), so every run writes the same posts. */
export function random(seed) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const KO_WORDS =
  '오프라인 동기화 게시판 커뮤니티 애니메이션 스프라이트 도트 픽셀 팔레트 디더링 서비스워커 데이터베이스 모델링 공정 설비 가동률 대시보드 바코드 출하 납품 고객사 포털 공급망 생산 실적 품질 검사 작업지시 추적 카드 컬렉션 시세 개봉 후기 알고리즘 챌린지 코딩 취미 회고'.split(
    ' ',
  );
export const EN_WORDS =
  'offline sync board community animation sprite pixel palette dithering worker database modeling process equipment dashboard barcode shipping portal supply production quality inspection tracking card collection price review algorithm challenge coding hobby retrospective'.split(
    ' ',
  );

/**
 * `count` posts as `{ id, data }`, ids `${prefix}-00000` on, created over the two years before
 * `now` (a day ago at the newest).
 */
export function buildServerPosts(count, { prefix = 'bench', seed = 7, now = Date.now() } = {}) {
  const next = random(seed);
  const pick = (words, n) =>
    Array.from({ length: n }, () => words[Math.floor(next() * words.length)]);
  const out = [];
  for (let n = 0; n < count; n += 1) {
    const roll = next();
    const category = roll < 0.03 ? 'notice' : roll < 0.2 ? 'qna' : 'community';
    const createdAt = new Date(now - Math.floor(next() * 730 * DAY) - DAY);
    const title = next() < 0.5 ? pick(KO_WORDS, 4).join(' ') : pick(EN_WORDS, 5).join(' ');
    const content = `${pick(KO_WORDS, 20).join(' ')}\n\n${pick(EN_WORDS, 30).join(' ')}`;
    const post = {
      title,
      category,
      tags: [`tag-${n % 40}`],
      content,
      uid: `member-${n % 50}`,
      author: { displayName: `member ${n % 50}`, photoURL: '' },
      createdAt,
    };
    const counts = {
      hits: Math.floor(next() ** 3 * 900),
      likeCount: Math.floor(next() ** 4 * 40),
    };
    out.push({ id: `${prefix}-${String(n).padStart(5, '0')}`, data: postData(post, counts) });
  }
  return out;
}

const documents = `projects/${PROJECT_ID}/databases/(default)/documents`;
const fieldsOf = (data) =>
  Object.fromEntries(Object.entries(data).map(([key, value]) => [key, toValue(value)]));

/**
 * Writes through the emulator's REST commit as the owner (no rules), 500 a commit: whole posts,
 * or with `fieldPaths` only those fields of existing ones.
 */
export async function writeServerPosts(firestorePort, posts, { fieldPaths } = {}) {
  for (let start = 0; start < posts.length; start += 500) {
    const writes = posts.slice(start, start + 500).map(({ id, data }) => ({
      update: { name: `${documents}/posts/${id}`, fields: fieldsOf(data) },
      ...(fieldPaths && { updateMask: { fieldPaths }, currentDocument: { exists: true } }),
    }));
    const response = await fetch(`http://${HOST}:${firestorePort}/v1/${documents}:commit`, {
      method: 'POST',
      headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' },
      body: JSON.stringify({ writes }),
    });
    if (!response.ok) throw new Error(`the emulator answered ${response.status} to a commit`);
  }
}
