import type { PortfolioContent } from '../portfolio-types';

// Portfolio text (English). Edit wording here; the Korean version is portfolio.ko.ts.
export const portfolioEn: PortfolioContent = {
  'pixel-community': {
    title: 'Pixel Community',
    tagline: 'A pixel-style community you can read and write offline',
    kind: 'Personal project · the site you are on',
    summary:
      'An installable web app (PWA) that brings a board, search, a to-do list, card search and a career page together. Posts stay readable without a network, and anything written meanwhile is saved on the device first and sent to the server once the connection is back. In Korean and English.',
    role: 'Planning, design, front end, Firebase security rules and tests, all by myself.',
    stack: [
      'React 19',
      'TypeScript',
      'Vite',
      'React Router',
      'react-intl',
      'Tailwind CSS',
      'Headless UI',
      'Dexie (IndexedDB)',
      'Workbox',
      'Firebase',
      'Playwright',
    ],
    hard: [
      {
        title: 'Under 100 KB of JavaScript on first paint',
        text: 'Firebase alone is over 150 KB gzipped. It loads the moment it is first needed, the translations are parsed at build time, and every screen is its own chunk, which keeps the first paint within budget.',
      },
      {
        title: 'Writing that survives a dropped connection',
        text: 'Every write lands in IndexedDB and an outbox first. When the network returns, one tab replays the entries in order, and a request that arrives twice still counts once.',
      },
      {
        title: 'A pixel font that speaks Korean',
        text: 'The pixel and body fonts are self-hosted and split by Unicode range, so Hangul renders on devices without a Korean font and only the needed slices download.',
      },
    ],
    links: [
      { label: 'Go home', href: '/' },
      { label: 'Open the board', href: '/board' },
    ],
  },
  'todo-app': {
    title: 'To-do app',
    tagline: 'A small, quick list to add, change and delete tasks',
    kind: 'Personal project',
    summary:
      'A plain list where you add tasks, change them and delete them. Changes are saved on the device first, so they show at once even offline, and they follow you to other devices once you sign in.',
    role: 'Screen design, implementation, local storage and sync logic, by myself.',
    stack: ['React', 'TypeScript', 'Dexie (IndexedDB)', 'Firebase Firestore', 'Tailwind CSS'],
    hard: [
      {
        title: 'Reordering across devices',
        text: 'Reordering on two devices easily conflicts. Each item keeps its own sort value, and an item dropped between two others takes the midpoint, so no other item has to change.',
      },
      {
        title: 'Keyboard only',
        text: 'Adding, ticking off and deleting all work from the keyboard, and after a delete the focus moves to the next item instead of jumping somewhere unexpected.',
      },
    ],
    links: [{ label: 'Open the to-do list', href: '/todos' }],
  },
  'card-search': {
    title: 'Pokémon card search',
    tagline: 'Trading-card search that understands Korean names too',
    kind: 'Personal project · hobby',
    summary:
      'Finds cards by name through the public Pokémon TCG API. English names work as they are, and Korean input such as "피카츄" is turned into the English name before searching. Results show as an image grid, and a card opens into a detail view.',
    role: 'The search screen, the API client, the service-worker cache and a stand-in server for tests, by myself.',
    stack: [
      'React',
      'TypeScript',
      'Pokémon TCG API',
      'pokemon (name table)',
      'Headless UI',
      'Workbox',
    ],
    hard: [
      {
        title: 'Korean names in, English names out',
        text: 'The API only knows English names. The name table loads on this screen only, and only once Hangul is typed, so it never touches the first paint.',
      },
      {
        title: 'A slow public API that sometimes stalls',
        text: 'Each request has a time limit, and server errors or rate limits (429) are retried with growing pauses. When it still fails, the page says what went wrong in plain words.',
      },
      {
        title: 'Searches you have made work offline',
        text: 'The service worker keeps search responses and card images, so cards you looked up before still show on a plane.',
      },
    ],
    links: [
      { label: 'Search cards', href: '/pokeCardPage' },
      { label: 'Hobby corner', href: '/hobby' },
    ],
  },
  mes: {
    title: 'Manufacturing execution system (MES)',
    tagline: 'Turning automotive-parts and chemical plants into data',
    kind: 'Company project · smart factory',
    summary:
      'MES projects for an automotive-parts maker and a chemical maker. Work orders, production results, equipment status and quality checks run as one flow, with production dashboards that show every line at a glance. On a plant with a closed network, the existing reports were rebuilt.',
    role: 'Gathering needs on the shop floor, screen design, front-end and back-end development, installation and support on site.',
    stack: ['Vue', 'TypeScript', 'REST API', 'SQL', 'Report forms', 'Production dashboards'],
    hard: [
      {
        title: 'A closed network with no internet',
        text: 'Nothing could be downloaded on site, so everything the reports needed went into the installer, and the release process was redesigned to install and update fully offline.',
      },
      {
        title: 'Gloved hands and small tablets',
        text: 'Shop-floor screens have large touch targets, few fields and high contrast. Barcode scans replace typing wherever they can, which leaves little room for typos.',
      },
      {
        title: 'Everyone sees the same numbers',
        text: 'So that line monitors and office dashboards never disagree, the counting rules live in one place and the refresh intervals match.',
      },
    ],
    links: [{ label: 'See the career page', href: '/carrer/lisner' }],
  },
  scm: {
    title: 'Supply-chain (SCM) portal',
    tagline: 'A portal for about 120 delivery customers in three regions, built alone',
    kind: 'Company project · solo build',
    summary:
      'A web portal where the manufacturer and its delivery customers exchange orders, delivery schedules and shipping details. About 120 delivery customers across Korea, North America and Poland use it, and barcode labels for shipped items print straight from the portal.',
    role: 'Planning, design, front end, back end, deployment and operations: end to end, on my own.',
    stack: ['Vue', 'TypeScript', 'Node.js', 'REST API', 'SQL', 'Barcode label printing'],
    hard: [
      {
        title: 'Many countries, many time zones',
        text: 'Due dates and shipping times are stored in one reference time and shown in each customer’s time zone and language, which ended dates slipping by a day.',
      },
      {
        title: 'Barcode labels from the browser',
        text: 'Printers differ in paper and margins, so label layouts are defined as data and the preview matches the printed label.',
      },
      {
        title: 'Each customer sees only its own',
        text: 'With about 120 customers on one portal, the server checks on every lookup and print that the data belongs to the signed-in customer.',
      },
    ],
    links: [{ label: 'See the career page', href: '/carrer/lisner' }],
  },
};
