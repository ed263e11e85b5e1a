// Demo content for the local emulators: members, posts, comment texts and todos.
// Everything here is static; scripts/lib/seed.mjs derives ids, dates, comments, likes and
// bookmarks from it deterministically.

export const DEMO_PASSWORD = 'Demo!2345';

export const MEMBERS = [
  {
    uid: 'demo-admin',
    email: 'admin@demo.test',
    displayName: 'admin',
    language: 'ko',
    role: 'admin',
  },
  { uid: 'demo-alice', email: 'alice@demo.test', displayName: 'alice', language: 'ko' },
  { uid: 'demo-bob', email: 'bob@demo.test', displayName: 'bob', language: 'en' },
];

const ADMIN = 'demo-admin';
const ALICE = 'demo-alice';
const BOB = 'demo-bob';

/** In order: the first is the oldest post (seed-post-01), the last the newest. */
export const POSTS = [
  {
    category: 'notice',
    uid: ADMIN,
    title: 'Welcome to the pixel community',
    tags: ['welcome', 'notice', 'guide'],
    // Pinned by the admin: the board shows it above the list.
    pinned: true,
    content: `# Welcome! 환영합니다 👾

This is a small community for people who code for fun, draw pixel art, build things for the
shop floor and collect cards. Posts can be written in **Korean or English**.

## Boards

- **Notice** — announcements from the admins
- **QnA** — ask anything about code, tools, MES or cards
- **Community** — show what you made, share stories

## A few rules

1. Be kind. 서로 존중해 주세요.
2. Put code in fenced blocks so it stays readable.
3. Tag your posts (up to 10 tags) so others can find them.

~~~js
console.log('hello, pixel world');
~~~

Read the [Markdown guide](https://commonmark.org/help/) if you are new to markdown. Have fun!`,
  },
  {
    category: 'notice',
    uid: ADMIN,
    title: '커뮤니티 이용 규칙 안내',
    tags: ['규칙', '공지'],
    content: `## 이용 규칙

모두가 편하게 이야기할 수 있도록 아래 규칙을 지켜 주세요.

- 다른 사람의 작업물을 허락 없이 올리지 않습니다.
- 질문 글에는 **무엇을 시도했는지** 함께 적어 주세요.
- 광고, 도배 글은 삭제될 수 있습니다.

### 신고

문제가 있는 글은 [관리자에게 메일](mailto:admin@demo.test)로 알려 주세요.`,
  },
  {
    category: 'notice',
    uid: ADMIN,
    title: 'Offline mode is here: write posts without a connection',
    tags: ['pwa', 'offline', 'release'],
    content: `## What changed

The app now works **offline**. Install it to your home screen and:

- read posts you have opened before,
- write posts, comments and likes while offline,
- watch them sync when you are back online.

### How does it work?

Every change is saved on your device first and queued in an *outbox*. When the network
returns, the outbox is replayed in order.

~~~text
write -> IndexedDB + outbox -> (online) -> Firestore
~~~

If two people edit the same post, you will be asked which version to keep.`,
  },
  {
    category: 'notice',
    uid: ADMIN,
    title: '서버 점검 안내 (일요일 새벽 2시~4시)',
    tags: ['점검', '공지'],
    content: `### 점검 일정

- 일시: 이번 주 **일요일 02:00 ~ 04:00**
- 내용: 데이터베이스 인덱스 정리, 이미지 저장소 이전

점검 중에도 앱은 오프라인 모드로 열람할 수 있고, 작성한 글은 점검이 끝나면 자동으로
업로드됩니다. 불편을 드려 죄송합니다 🙇`,
  },
  {
    category: 'notice',
    uid: ADMIN,
    title: 'New: bookmarks and to-do list on My Page',
    tags: ['release', 'bookmarks', 'todo'],
    content: `## Bookmarks

Tap the bookmark icon on any post. Your bookmarks live under **My Page → Bookmarks** and are
available offline.

## To-do list

A tiny to-do list for your side projects:

- [x] add, edit and delete items
- [x] drag to reorder
- [ ] reminders (maybe later)`,
  },
  {
    category: 'notice',
    uid: ADMIN,
    title: '마크다운 작성 가이드',
    tags: ['markdown', 'guide'],
    content: `# 마크다운 빠르게 배우기

## 제목

~~~md
# 큰 제목
## 중간 제목
~~~

## 목록과 강조

- **굵게**, *기울임*, ~~취소선~~
- [링크](https://commonmark.org/help/)

## 코드

세 개의 물결표(~~~) 또는 백틱으로 코드 블록을 만들 수 있어요.

~~~python
def hello():
    print("안녕하세요")
~~~`,
  },
  {
    category: 'qna',
    uid: ALICE,
    title: 'React 19에서 useEffect가 두 번 실행되는 이유가 뭔가요?',
    tags: ['react', 'hooks'],
    content: `개발 모드에서 \`useEffect\` 안의 \`console.log\`가 두 번 찍힙니다.

~~~tsx
useEffect(() => {
  console.log('mounted');
}, []);
~~~

- 배포 빌드에서는 한 번만 실행돼요.
- StrictMode 때문인가요? 끄는 게 맞는 방법인지 궁금합니다.`,
  },
  {
    category: 'qna',
    uid: BOB,
    title: 'How do I resize images before uploading to Firebase Storage?',
    tags: ['firebase', 'storage', 'image'],
    content: `Phone photos are 4-8 MB and uploads are slow on mobile data.

## What I tried

- \`canvas.toBlob\` with quality 0.5 — works, but the result looks jagged
- a server-side function — not available in my setup

Is there a library that does good downscaling in the browser? Max 800x600 JPEG is enough.`,
  },
  {
    category: 'qna',
    uid: ALICE,
    title: 'Firestore 보안 규칙에서 카운터 필드만 수정 허용하려면?',
    tags: ['firestore', 'security-rules'],
    content: `좋아요 수(\`likeCount\`)는 누구나 바꿀 수 있어야 하고, 나머지 필드는 작성자만
바꿀 수 있게 하고 싶어요.

~~~
allow update: if request.resource.data.diff(resource.data)
  .affectedKeys().hasOnly(['likeCount']);
~~~

이렇게 하면 아무나 +100도 할 수 있지 않나요? 좋아요 문서와 함께 검사하는 방법이 있을까요?`,
  },
  {
    category: 'qna',
    uid: BOB,
    title: 'Service worker not updating after deploy',
    tags: ['pwa', 'service-worker', 'workbox'],
    content: `After every deploy some users still see the old version for days.

1. The new worker installs fine
2. It stays in **waiting**
3. Users never reload

Should I call \`skipWaiting()\` right away, or show a "new version" prompt? What do you do?`,
  },
  {
    category: 'qna',
    uid: ALICE,
    title: 'Aseprite vs Pixelorama, 입문자에게 추천하는 도트 툴은?',
    tags: ['pixel-art', 'tools'],
    content: `도트를 처음 시작하려고 합니다.

| 툴 | 가격 | 특징 |
| --- | --- | --- |
| Aseprite | 유료 | 애니메이션 편리 |
| Pixelorama | 무료 | 오픈 소스 |

둘 다 써 보신 분들 의견 부탁드려요!`,
  },
  {
    category: 'qna',
    uid: BOB,
    title: "What's a good palette size for 16x16 sprites?",
    tags: ['pixel-art', 'palette'],
    content: `I keep using too many colours and my sprites look muddy.

- Is **8 colours** a reasonable limit for 16x16?
- Do you pick palettes from [Lospec](https://lospec.com/palette-list) or make your own?`,
  },
  {
    category: 'qna',
    uid: ALICE,
    title: 'MES에서 LOT 추적 데이터 모델링 질문',
    tags: ['mes', 'database', 'smart-factory'],
    content: `## 상황

원자재 LOT가 여러 공정을 거치며 분할/병합됩니다.

~~~sql
CREATE TABLE lot_genealogy (
  parent_lot  VARCHAR(32),
  child_lot   VARCHAR(32),
  process_id  VARCHAR(16),
  qty         NUMERIC(12, 3),
  created_at  TIMESTAMP
);
~~~

## 질문

역추적(완제품 → 원자재) 조회가 느린데, 재귀 CTE 말고 좋은 방법이 있을까요?`,
  },
  {
    category: 'qna',
    uid: BOB,
    title: 'IndexedDB quota on iOS Safari?',
    tags: ['indexeddb', 'ios', 'pwa'],
    content: `How much can an installed PWA store in IndexedDB on iOS?

- I store posts and small images (JPEG, ~100 KB each)
- Does data get evicted after 7 days without use?

Any link to current documentation is welcome.`,
  },
  {
    category: 'qna',
    uid: ALICE,
    title: '포켓몬 카드 시세 API 추천 부탁드려요',
    tags: ['pokemon-card', 'api'],
    content: `카드 검색 페이지를 만들고 있어요. 영어 카드 이름으로 검색하고 이미지도 보여 주고 싶습니다.

- 무료로 쓸 수 있는 API가 있을까요?
- 호출 제한은 어느 정도인가요?

[Pokemon TCG API](https://pokemontcg.io/)를 보고 있는데 써 보신 분 계신가요?`,
  },
  {
    category: 'qna',
    uid: BOB,
    title: 'TypeScript: narrowing a union of Firestore Timestamp and Date',
    tags: ['typescript', 'firestore'],
    content: `My model has \`createdAt: Timestamp | Date\` because local drafts use \`Date\`.

~~~ts
function toDate(value: Timestamp | Date): Date {
  return value instanceof Date ? value : value.toDate();
}
~~~

Is there a cleaner pattern, e.g. converting at the boundary with a \`FirestoreDataConverter\`?`,
  },
  {
    category: 'qna',
    uid: ALICE,
    title: 'Vite 빌드 시 청크 크기 경고 해결 방법',
    tags: ['vite', 'build'],
    content: `\`vite build\` 할 때 **Some chunks are larger than 500 kB** 경고가 나옵니다.

~~~ts
// vite.config.ts
build: { chunkSizeWarningLimit: 1000 }
~~~

경고만 끄는 건 답이 아닌 것 같아서요. 라우트별 \`lazy()\` 분할 말고 할 수 있는 게 있을까요?`,
  },
  {
    category: 'qna',
    uid: BOB,
    title: 'How to test Firestore rules locally?',
    tags: ['firestore', 'testing', 'emulator'],
    content: `I want unit tests for my security rules without touching a real project.

## Setup so far

~~~bash
firebase emulators:start --only firestore
~~~

Which library do you use to write the tests, and how do you reset data between tests?`,
  },
  {
    category: 'qna',
    uid: ALICE,
    title: '한글 픽셀 폰트 라이선스 확인 방법',
    tags: ['font', 'pixel-art', 'license'],
    content: `웹사이트에 한글 픽셀 폰트를 쓰고 싶어요.

1. 웹폰트로 self-host 해도 되는지
2. 상업적 이용이 가능한지

SIL Open Font License면 괜찮은 건가요? [OFL FAQ](https://openfontlicense.org/)를 읽어 봤는데 헷갈려요.`,
  },
  {
    category: 'qna',
    uid: BOB,
    title: 'Background sync on Android Chrome: when does it fire?',
    tags: ['pwa', 'background-sync'],
    content: `I register a sync tag when the outbox has entries:

~~~js
const registration = await navigator.serviceWorker.ready;
await registration.sync.register('outbox');
~~~

Sometimes it fires seconds after reconnecting, sometimes minutes later. Is there a documented
schedule?`,
  },
  {
    category: 'community',
    uid: ALICE,
    title: '첫 도트 작업: 16x16 슬라임 🟢',
    tags: ['pixel-art', 'showcase'],
    content: `## 첫 작품!

16x16 캔버스에 슬라임을 그려 봤어요.

- 색은 5개만 사용
- 외곽선은 진한 초록 대신 남색으로

다음에는 2프레임 통통 튀는 애니메이션을 만들어 볼 생각입니다. 피드백 환영해요 🙌`,
  },
  {
    category: 'community',
    uid: BOB,
    title: 'My weekend project: a CLI to track a Pokemon card collection',
    tags: ['pokemon-card', 'cli', 'side-project'],
    content: `# cardbox

A tiny CLI that keeps my collection in a JSON file.

~~~bash
cardbox add "Pikachu" --set 151 --number 25
cardbox list --set 151
~~~

## Features

- search by English card name
- export to CSV for price checks

Next step: a small web UI on top of it.`,
  },
  {
    category: 'community',
    uid: ALICE,
    title: '스마트팩토리 MES 구축 회고 (1) 요구사항 정리',
    tags: ['mes', 'smart-factory', 'retrospective'],
    content: `## 배경

중소 제조사 한 곳에 MES를 도입한 경험을 정리해 봅니다.

### 잘한 점

- 현장 작업자 인터뷰를 **먼저** 했다
- 바코드 스캔 흐름을 종이로 먼저 그려 봤다

### 아쉬운 점

1. 설비 데이터 수집 주기를 너무 짧게 잡았다
2. 권한 설계를 늦게 시작했다

다음 글에서는 공정 모델링을 다룰게요.`,
  },
  {
    category: 'community',
    uid: BOB,
    title: 'Lighthouse 100 on a PWA: what actually mattered',
    tags: ['pwa', 'performance', 'lighthouse'],
    content: `## The big wins

1. **Lazy routes** — the first screen only loads what it shows
2. **Self-hosted fonts** with \`font-display: swap\`
3. **Resized images** — nothing over 800 px wide

## Things that did not matter much

- micro-optimising React renders
- inlining all CSS

> Measure first. The slowest thing is rarely the one you guess.`,
  },
  {
    category: 'community',
    uid: ALICE,
    title: '점심시간 코딩 챌린지: 하루 30분 알고리즘',
    tags: ['coding', 'challenge'],
    content: `한 달 동안 점심시간 30분씩 알고리즘 문제를 풀어 봤어요.

- 1주차: 배열, 문자열
- 2주차: 스택, 큐
- 3주차: BFS/DFS
- 4주차: DP 맛보기

~~~python
from collections import deque

def bfs(start, graph):
    seen, queue = {start}, deque([start])
    while queue:
        node = queue.popleft()
        for nxt in graph[node]:
            if nxt not in seen:
                seen.add(nxt)
                queue.append(nxt)
    return seen
~~~

같이 하실 분 댓글 주세요!`,
  },
  {
    category: 'community',
    uid: BOB,
    title: 'Dithering techniques for tiny sprites',
    tags: ['pixel-art', 'dithering'],
    content: `## Three patterns I use

- **Checkerboard** — the classic 50% blend
- **Ordered (Bayer 2x2)** — smooth gradients on skies
- **Noise** — for sand and dirt, sparingly

At 16x16, dithering often adds noise instead of texture. Try flat colours first and dither
only large areas.`,
  },
  {
    category: 'community',
    uid: ALICE,
    title: '포켓몬 카드 151 세트 개봉 후기',
    tags: ['pokemon-card', 'unboxing'],
    content: `## 개봉 결과

박스 하나를 뜯어 봤어요 📦

- 아트 레어 3장
- 리자몽 ex는… 안 나왔습니다 😭

### 보관 팁

1. 이너 슬리브 → 아우터 슬리브
2. 습기 없는 곳에 세워서 보관

다음엔 싱글 카드로 사는 게 나을 것 같아요.`,
  },
  {
    category: 'community',
    uid: BOB,
    title: 'Keyboard-driven dev setup on a tiny laptop',
    tags: ['setup', 'productivity'],
    content: `My setup on an 11" laptop:

- tiling window manager, two workspaces: *code* and *browser*
- terminal multiplexer with one session per project
- editor with a minimal set of plugins

~~~bash
alias dev='npm start'
alias t='npm test'
~~~

Small screen, fewer distractions. Highly recommended for side projects.`,
  },
  {
    category: 'community',
    uid: ALICE,
    title: '공급망(SCM) 데이터 연동하면서 배운 점',
    tags: ['scm', 'smart-factory', 'integration'],
    content: `## 연동 구조

~~~text
ERP (발주) -> SCM (납기/재고) -> MES (생산 실적)
~~~

## 배운 점

- 코드 체계(품목, 거래처)를 **먼저** 맞춰야 한다
- 실패한 전송은 재시도 큐에 쌓고, 같은 메시지를 두 번 처리해도 괜찮게(멱등) 만든다
- 시간대(KST/UTC) 표기를 통일한다`,
  },
  {
    category: 'community',
    uid: ADMIN,
    title: "Monthly pixel challenge: theme is 'rainy city'",
    tags: ['pixel-art', 'challenge', 'event'],
    content: `# 🌧️ Rainy city

## Rules

- canvas up to **64x64**
- palette of at most 16 colours
- post your work in the community board with the tag \`challenge\`

## Deadline

End of the month. The three most-liked posts get a badge on their profile.`,
  },
  {
    category: 'community',
    uid: BOB,
    title: 'Offline-first todo app in 200 lines',
    tags: ['pwa', 'offline', 'indexeddb'],
    content: `## The idea

Write to IndexedDB first, sync later.

~~~ts
async function addTodo(text: string) {
  await db.transaction('rw', db.todos, db.outbox, async () => {
    const id = crypto.randomUUID();
    await db.todos.add({ id, text, done: false });
    await db.outbox.add({ op: 'create', id, payload: { text } });
  });
}
~~~

The UI reads only from IndexedDB, so it never waits for the network.`,
  },
  {
    category: 'community',
    uid: ALICE,
    title: '도트 애니메이션: 걷기 사이클 4프레임으로 만들기',
    tags: ['pixel-art', 'animation'],
    content: `## 4프레임 걷기

1. 접촉 (발이 땅에 닿음)
2. 내려감 (몸이 1px 아래로)
3. 지나감 (다리가 교차)
4. 올라감 (몸이 1px 위로)

프레임당 **120ms** 정도가 자연스러웠어요. 팔은 다리와 반대로 움직이게!`,
  },
  {
    category: 'community',
    uid: BOB,
    title: 'Reading barcodes on the shop floor with a phone camera',
    tags: ['mes', 'barcode', 'web'],
    content: `We replaced handheld scanners with phones for a pilot line.

## Notes

- the **BarcodeDetector** API works well on Android Chrome
- gloves + small screens = big buttons
- always allow manual input as a fallback

~~~js
const detector = new BarcodeDetector({ formats: ['code_128', 'qr_code'] });
const [code] = await detector.detect(videoElement);
~~~`,
  },
  {
    category: 'community',
    uid: ALICE,
    title: '코딩 취미 3년차, 지금까지 만든 것들',
    tags: ['coding', 'retrospective'],
    content: `## 만든 것들

- 📝 가계부 웹앱 (React)
- 🤖 디스코드 봇 (Node.js)
- 🎮 테트리스 클론 (Canvas)
- 🃏 카드 검색 페이지 (지금 작업 중)

### 느낀 점

작게 만들고, 끝까지 만들고, 공개하기. 완벽하지 않아도 괜찮아요.`,
  },
  {
    category: 'community',
    uid: BOB,
    title: 'Tips for grading Pokemon cards before sending them off',
    tags: ['pokemon-card', 'grading'],
    content: `## Check before you pay for grading

1. **Centering** — compare left/right borders under a light
2. **Corners** — any whitening shows up in photos
3. **Surface** — scratches on holo cards are the usual grade killer

Use penny sleeves and a semi-rigid holder. Never send cards loose.`,
  },
  {
    category: 'community',
    uid: ALICE,
    title: 'Tailwind로 픽셀 감성 UI 만들기',
    tags: ['css', 'tailwind', 'pixel-art'],
    content: `## 픽셀 테두리

~~~html
<button class="border-4 border-black shadow-[4px_4px_0_0_#000] active:translate-y-1">
  START
</button>
~~~

- 둥근 모서리는 빼고
- 그림자는 흐림 없이
- 폰트는 픽셀 폰트로

이미지는 \`image-rendering: pixelated\`를 꼭 넣어 주세요.`,
  },
  {
    category: 'community',
    uid: BOB,
    title: 'What I learned writing Firestore security rules',
    tags: ['firestore', 'security-rules'],
    content: `## Lessons

- Write **helper functions** (\`isSignedIn()\`, \`isOwner()\`) and keep rules readable
- Counters: allow +1/-1 only together with the document they count
- Test every rule with the emulator, both the allowed and the denied case

~~~
function isOwner(uid) {
  return request.auth != null && request.auth.uid == uid;
}
~~~`,
  },
  {
    category: 'community',
    uid: ALICE,
    title: '설비 가동률(OEE) 대시보드 만들기',
    tags: ['mes', 'dashboard', 'oee'],
    content: `## OEE = 가동률 × 성능 × 품질

~~~text
OEE = (운전시간 / 계획시간) × (실제생산 / 이론생산) × (양품 / 실제생산)
~~~

### 화면 구성

- 라인별 OEE 게이지
- 비가동 사유 Top 5
- 시간대별 생산량 그래프

현장에서는 숫자보다 **색깔**(초록/노랑/빨강)이 훨씬 잘 읽혀요.`,
  },
  {
    category: 'community',
    uid: BOB,
    title: 'Retro game jam postmortem',
    tags: ['game-jam', 'pixel-art', 'postmortem'],
    content: `# 48 hours, one tiny platformer

## What went right

- 8 colour palette decided in the first hour
- one mechanic only: double jump

## What went wrong

- sound was added in the last 30 minutes
- no time for a title screen

Play it in the browser: [itch.io](https://itch.io/)`,
  },
  {
    category: 'community',
    uid: ALICE,
    title: '주말 도트 모임 후기 + 다음 모임 공지',
    tags: ['meetup', 'pixel-art'],
    content: `## 후기

지난 토요일 6명이 모여서 각자 32x32 캐릭터를 그렸어요 🎨

## 다음 모임

- 날짜: 다음 달 둘째 주 토요일
- 주제: **비 오는 도시** (이번 달 챌린지와 같아요)
- 준비물: 노트북, 펜 태블릿(선택)

참석하실 분은 댓글 남겨 주세요!`,
  },
];

/**
 * Posts from long ago (`daysAgo`), older than anything the device keeps from the newest posts:
 * only paging the board or searching the server reaches them (seed-archive-01 ...).
 */
export const ARCHIVE_POSTS = [
  {
    category: 'community',
    uid: BOB,
    daysAgo: 730,
    title: '두루미 종이접기 도트 — my origami crane sprite',
    tags: ['origami', 'pixel-art'],
    content: `Two years ago I drew a **paper crane** in 24x24 pixels, folded step by step.

두루미 날개는 세 가지 색만 썼어요. 접는 선은 한 픽셀 어두운 색으로 표시했어요.`,
  },
];

/** Comment texts; the seed spreads them over posts and members. */
export const COMMENT_TEXTS = [
  '좋은 글 감사합니다!',
  'Thanks, this helped me a lot.',
  '저도 같은 문제를 겪었어요. 해결되면 공유 부탁드려요 🙏',
  'Have you tried the emulator for this? It makes testing much easier.',
  '오 멋지네요 👍',
  'Bookmarked. Looking forward to part 2!',
  '링크 감사합니다. 바로 읽어 볼게요.',
  'Nice palette choice.',
  '저는 StrictMode는 그대로 두고 cleanup 함수를 제대로 작성하는 쪽을 추천해요.',
  'Same here — a prompt for the new version worked better than skipWaiting for us.',
  '현장 얘기 너무 공감돼요 ㅎㅎ',
  'Could you share the source?',
];

export const TODOS = [
  { uid: ALICE, text: '16x16 슬라임 2프레임 애니메이션 완성하기', done: false },
  { uid: ALICE, text: 'Read the Firestore rules testing guide', done: true },
  { uid: ALICE, text: '포켓몬 카드 검색 페이지에 세트 필터 추가', done: false },
];

/** Which members bookmarked which posts (1-based post numbers). */
export const BOOKMARKS = {
  [ADMIN]: [3],
  [ALICE]: [1, 8, 10, 18, 24, 31],
  [BOB]: [1, 9, 13, 23],
};
