import type { HobbyContent } from '../hobby-types';

// 취미 페이지 본문(한국어). 문구를 고칠 때는 이 파일만 바꾸면 돼요. 영어판은 hobby.en.ts.
export const hobbyKo: HobbyContent = {
  intro:
    '일이 끝나면 픽셀을 찍고, 코드를 만지작거리고, 카드를 모아요. 이 사이트의 모양과 기능도 대부분 그렇게 놀다가 나왔어요.',
  sections: [
    {
      id: 'pixel-art',
      title: '픽셀 아트',
      text: '16×16 칸 안에 하나씩 점을 찍다 보면 시간 가는 줄 몰라요. 이 사이트의 아이콘과 그림도 모두 직접 찍은 픽셀이에요.',
      links: [],
    },
    {
      id: 'coding',
      title: '코딩',
      text: '쓸모 있는 작은 도구를 만드는 걸 좋아해요. 이 앱에서 쓰는 재사용 훅을 모아 둔 데모와, 이 사이트를 만든 이야기를 구경해 보세요.',
      links: [
        { label: '훅 데모 보기', href: '/vueuse' },
        { label: '이 사이트를 만든 이야기', href: '/portfolio/pixel-community' },
      ],
    },
    {
      id: 'cards',
      title: '트레이딩 카드',
      text: '어릴 때 모으던 포켓몬 카드를 다시 모으고 있어요. 갖고 싶은 카드를 찾아보려고 카드 검색 화면까지 만들었어요.',
      links: [{ label: '카드 검색 만든 이야기', href: '/portfolio/card-search' }],
    },
  ],
  sprites: { heart: '하트', mushroom: '버섯', floppy: '플로피 디스크', cat: '고양이' },
  pokeCard: {
    title: '포켓카드',
    text: '영어나 한국어 이름으로 포켓몬 카드를 찾아보세요. 한 번 찾아본 카드는 오프라인에서도 다시 볼 수 있어요.',
    cta: '포켓카드 검색하러 가기',
  },
};
