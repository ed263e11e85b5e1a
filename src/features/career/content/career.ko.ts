import type { CareerContent } from '../career-types';

// 경력 페이지 본문(한국어). 문구를 고칠 때는 이 파일만 바꾸면 돼요. 영어판은 career.en.ts.
// "약 120곳", "Lighthouse 평균 95점 이상" 같은 숫자는 소개 문구일 뿐, 코드가 검사하는 규칙이 아니에요.
export const careerKo: CareerContent = {
  kicker: '스마트 팩토리 · MES · 웹',
  lead: '2016년에 문을 연 스마트 팩토리 MES·웹 전문 회사에서, 공장의 데이터를 누구나 읽을 수 있는 화면으로 바꾸는 일을 해 왔어요. 생산 현장의 실행 시스템부터 전 세계 납품 고객사가 함께 쓰는 공급망 포털까지 만들었어요.',
  stats: [
    { value: '2016', label: '회사 설립' },
    { value: '약 120곳', label: 'SCM 포털을 쓰는 납품 고객사' },
    { value: '3개 지역', label: '한국 · 북미 · 폴란드' },
    { value: '95+', label: 'Lighthouse 평균 점수' },
  ],
  company: [
    '회사는 2016년에 설립된 스마트 팩토리 전문 기업이에요. 제조 현장의 MES(생산 실행 시스템)와 그 곁에서 돌아가는 웹 서비스를 만들고, 고객은 주로 자동차 부품 회사와 화학 회사예요.',
    '저는 현장 담당자와 마주 앉아 요구를 정리하는 일부터 화면 설계, 프런트엔드와 백엔드 개발, 설치와 운영까지 맡아 왔어요. 팀이 작아서 한 사람이 끝까지 책임지는 일이 많았고, 덕분에 시스템 전체를 보는 눈을 기를 수 있었어요.',
  ],
  timeline: [
    {
      period: '2016',
      title: '회사 설립',
      text: '스마트 팩토리 MES와 웹 개발을 하는 회사로 출발했어요.',
    },
    {
      period: '자동차 부품',
      title: '생산 현장에 MES 도입',
      text: '작업 지시, 생산 실적, 설비 상태, 품질 검사 데이터를 모아 로트 단위로 추적하는 MES를 구축했어요.',
    },
    {
      period: '화학 · 폐쇄망',
      title: '폐쇄망 리포트 재구축',
      text: '인터넷이 차단된 폐쇄망 공장에서 쓰던 리포트를 새로 만들었어요. 외부 라이브러리를 받을 수 없는 환경이라 배포 방식부터 다시 설계했어요.',
    },
    {
      period: '대시보드',
      title: '현황판으로 한눈에',
      text: '라인별 생산량과 가동률을 실시간으로 보여 주는 현황판을 만들어, 현장과 사무실이 같은 숫자를 보게 했어요.',
    },
    {
      period: 'SCM',
      title: '공급망 포털을 혼자서',
      text: '기획부터 설계, 개발, 배포, 운영까지 혼자 맡아 SCM 포털을 만들었어요. 지금은 한국, 북미, 폴란드의 납품 고객사 약 120곳이 쓰고 있어요.',
    },
    {
      period: '지금',
      title: '빠르고 누구나 쓰기 쉬운 웹',
      text: '성능과 접근성을 꾸준히 챙겨, 주요 화면의 Lighthouse 평균 점수를 95점 이상으로 유지하고 있어요.',
    },
  ],
  projects: [
    {
      key: 'mes-auto',
      title: '자동차 부품사 MES',
      client: '자동차 부품 제조사',
      summary: '작업 지시에서 출하까지, 생산 현장의 흐름을 한 시스템으로 이었어요.',
      points: [
        '작업 지시 · 생산 실적 · 품질 검사를 한 흐름으로 연결',
        '로트 추적으로 불량이 어디서 왔는지 빠르게 확인',
        '현장 태블릿에 맞춘 큰 버튼과 단순한 입력 화면',
      ],
      stack: ['Vue', 'TypeScript', 'REST API', 'SQL'],
      portfolioHref: '/portfolio/mes',
    },
    {
      key: 'mes-chem',
      title: '화학사 MES · 폐쇄망 리포트',
      client: '화학 제조사',
      summary: '인터넷이 닿지 않는 공장에서도 리포트가 제대로 돌아가게 새로 만들었어요.',
      points: [
        '배치 공정 기록과 원료 투입 이력 관리',
        '폐쇄망에서 설치하고 갱신할 수 있는 리포트 구성',
        '화면 리포트와 인쇄 양식을 같은 정의에서 생성',
      ],
      stack: ['Vue', 'SQL', '리포트 양식', '오프라인 배포'],
      portfolioHref: '/portfolio/mes',
    },
    {
      key: 'dashboard',
      title: '생산 대시보드',
      client: '제조 현장 · 사무실',
      summary: '라인마다 지금 무슨 일이 일어나는지 한눈에 보여 주는 현황판이에요.',
      points: [
        '라인별 생산량과 가동률을 실시간으로 표시',
        '멀리서도 읽히는 큰 숫자와 고대비 화면',
        '현장 모니터와 사무실 화면이 같은 집계 기준 사용',
      ],
      stack: ['Vue', 'TypeScript', '차트', 'REST API'],
    },
    {
      key: 'scm',
      title: '공급망(SCM) 포털',
      client: '제조사와 납품 고객사 약 120곳',
      summary: '기획부터 운영까지 혼자 만든, 세 지역 고객사가 함께 쓰는 포털이에요.',
      points: [
        '한국 · 북미 · 폴란드의 납품 고객사 약 120곳이 사용',
        '주문 · 납품 일정 · 출하 정보를 한곳에서 주고받기',
        '출하 품목의 바코드 라벨을 포털에서 바로 출력',
      ],
      stack: ['Vue', 'TypeScript', 'Node.js', 'SQL', '바코드 라벨'],
      portfolioHref: '/portfolio/scm',
    },
  ],
  stack: [
    { group: '프런트엔드', items: ['Vue', 'React', 'TypeScript', 'Tailwind CSS', 'PWA'] },
    { group: '백엔드', items: ['Node.js', 'REST API', 'SQL', 'Firebase'] },
    { group: '공장', items: ['MES', '생산 대시보드', '바코드 라벨', '폐쇄망 배포'] },
    { group: '품질', items: ['Lighthouse', '웹 접근성', 'Playwright', 'Vitest'] },
  ],
  closing: '복잡한 공장 데이터를 누구나 바로 읽을 수 있는 화면으로 바꾸는 일을 좋아해요.',
};
