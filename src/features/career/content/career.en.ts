import type { CareerContent } from '../career-types';

// Career page text (English). Edit wording here; the Korean version is career.ko.ts.
// Figures such as "about 120" and "Lighthouse average 95+" are marketing lines, not rules the code checks.
export const careerEn: CareerContent = {
  kicker: 'Smart factory · MES · Web',
  lead: 'At a smart-factory MES and web company founded in 2016, I turn plant data into screens anyone can read: from execution systems on the shop floor to a supply-chain portal shared by delivery customers around the world.',
  stats: [
    { value: '2016', label: 'Company founded' },
    { value: '~120', label: 'Delivery customers on the SCM portal' },
    { value: '3 regions', label: 'Korea · North America · Poland' },
    { value: '95+', label: 'Average Lighthouse score' },
  ],
  company: [
    'The company, founded in 2016, specializes in smart factories. It builds MES (manufacturing execution systems) for the shop floor and the web services that run alongside them, mostly for automotive-parts and chemical makers.',
    'My work runs from sitting down with people on the floor to pin down what they need, through screen design and front-end and back-end development, to installation and operations. In a small team one person often owns a project end to end, which taught me to see the whole system.',
  ],
  timeline: [
    {
      period: '2016',
      title: 'Company founded',
      text: 'Started out as a company for smart-factory MES and web development.',
    },
    {
      period: 'Automotive',
      title: 'Bringing MES to the shop floor',
      text: 'Built an MES that gathers work orders, production results, equipment status and quality checks, traceable lot by lot.',
    },
    {
      period: 'Chemical',
      title: 'Rebuilding reports on a closed network',
      text: 'Rebuilt the reports of a plant cut off from the internet. Nothing could be downloaded there, so the release process was redesigned first.',
    },
    {
      period: 'Dashboards',
      title: 'Every line at a glance',
      text: 'Live boards of output and uptime per line, so the floor and the office look at the same numbers.',
    },
    {
      period: 'SCM',
      title: 'A supply-chain portal, single-handed',
      text: 'Planned, designed, built, shipped and ran an SCM portal on my own. About 120 delivery customers across Korea, North America and Poland use it today.',
    },
    {
      period: 'Now',
      title: 'A fast web anyone can use',
      text: 'Keeping an eye on performance and accessibility, with a Lighthouse average of 95 or more on the main screens.',
    },
  ],
  projects: [
    {
      key: 'mes-auto',
      title: 'MES for an automotive-parts maker',
      client: 'Automotive-parts manufacturer',
      summary: 'From work order to shipment, the shop floor’s flow in one system.',
      points: [
        'Work orders, production results and quality checks in one flow',
        'Lot tracing that shows quickly where a defect came from',
        'Large buttons and simple forms made for shop-floor tablets',
      ],
      stack: ['Vue', 'TypeScript', 'REST API', 'SQL'],
      portfolioHref: '/portfolio/mes',
    },
    {
      key: 'mes-chem',
      title: 'Chemical MES · closed-network reports',
      client: 'Chemical manufacturer',
      summary: 'Reports rebuilt to run properly in a plant the internet cannot reach.',
      points: [
        'Batch process records and raw-material input history',
        'Reports that install and update on a closed network',
        'Screen reports and print forms generated from one definition',
      ],
      stack: ['Vue', 'SQL', 'Report forms', 'Offline deployment'],
      portfolioHref: '/portfolio/mes',
    },
    {
      key: 'dashboard',
      title: 'Production dashboards',
      client: 'Shop floor and office',
      summary: 'Boards that show what is happening on every line, at a glance.',
      points: [
        'Live output and uptime for each line',
        'Big numbers and high contrast, readable from across the hall',
        'Floor monitors and office screens share one set of counting rules',
      ],
      stack: ['Vue', 'TypeScript', 'Charts', 'REST API'],
    },
    {
      key: 'scm',
      title: 'Supply-chain (SCM) portal',
      client: 'A manufacturer and about 120 delivery customers',
      summary: 'Built alone from plan to operation, shared by customers in three regions.',
      points: [
        'Used by about 120 delivery customers in Korea, North America and Poland',
        'Orders, delivery schedules and shipping details in one place',
        'Barcode labels for shipped items printed straight from the portal',
      ],
      stack: ['Vue', 'TypeScript', 'Node.js', 'SQL', 'Barcode labels'],
      portfolioHref: '/portfolio/scm',
    },
  ],
  stack: [
    { group: 'Front end', items: ['Vue', 'React', 'TypeScript', 'Tailwind CSS', 'PWA'] },
    { group: 'Back end', items: ['Node.js', 'REST API', 'SQL', 'Firebase'] },
    {
      group: 'Factory',
      items: ['MES', 'Production dashboards', 'Barcode labels', 'Closed-network deployment'],
    },
    { group: 'Quality', items: ['Lighthouse', 'Web accessibility', 'Playwright', 'Vitest'] },
  ],
  closing: 'I love turning tangled factory data into screens anyone can read right away.',
};
