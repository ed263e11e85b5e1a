import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  chatEndpointOf,
  citedNumbers,
  endpointCitations,
  endpointMessages,
  replyOf,
} from '../../src/features/chatbot/endpoint-answerer';
import { answerLocally, isGreeting } from '../../src/features/chatbot/local-answerer';
import { plainLines, sentences } from '../../src/features/chatbot/plain-text';
import { replyTo, type ReplyOptions } from '../../src/features/chatbot/reply';
import { siteFactDocuments } from '../../src/features/chatbot/site-facts';
import { careerEn } from '../../src/features/career/content/career.en';
import { careerKo } from '../../src/features/career/content/career.ko';
import { portfolioEn } from '../../src/features/portfolio/content/portfolio.en';
import { portfolioKo } from '../../src/features/portfolio/content/portfolio.ko';
import { SearchIndex, type SearchDocument } from '../../src/data/search/search-index';
import type { Locale } from '../../src/i18n/catalogs';
import { POSTS } from '../../scripts/lib/seed-data.mjs';

const seedId = (i: number) => `seed-post-${String(i + 1).padStart(2, '0')}`;

/** The demo posts and both languages' site pages, as the chatbot's index holds them. */
function siteIndex(): SearchIndex {
  const index = new SearchIndex();
  POSTS.forEach((post, i) =>
    index.set({
      id: seedId(i),
      kind: 'post',
      title: post.title,
      content: post.content,
      tags: post.tags,
      author: post.uid,
      category: post.category,
      locale: null,
      href: `/posts/${seedId(i)}`,
      createdAt: i,
    }),
  );
  const titles: Record<Locale, { career: string; portfolio: string }> = {
    ko: { career: '경력', portfolio: '포트폴리오' },
    en: { career: 'Career', portfolio: 'Portfolio' },
  };
  siteFactDocuments('ko', careerKo, portfolioKo, titles.ko).forEach((doc) => index.set(doc));
  siteFactDocuments('en', careerEn, portfolioEn, titles.en).forEach((doc) => index.set(doc));
  return index;
}

const index = siteIndex();

function ask(question: string, locale: Locale = 'ko') {
  return answerLocally(question, index.search({ text: question, match: 'any', locale, limit: 10 }));
}

const hrefs = (answer: ReturnType<typeof ask>) =>
  answer.answer === 'found' ? answer.citations.map((c) => c.href) : [];

describe('plain text for quoting', () => {
  it('drops code blocks and markup, keeps link text', () => {
    const markdown = [
      '## Boards',
      '- **Notice** — from the [admins](https://example.test)',
      '~~~js',
      "console.log('hi')",
      '~~~',
      '1. Be kind. 서로 존중해 주세요.',
    ].join('\n');
    expect(plainLines(markdown)).toEqual([
      'Boards',
      'Notice — from the admins',
      'Be kind. 서로 존중해 주세요.',
    ]);
    // A heading leads the sentence after it.
    expect(sentences(markdown)).toEqual([
      'Boards: Notice — from the admins',
      'Be kind.',
      '서로 존중해 주세요.',
    ]);
  });
});

describe('local answerer', () => {
  it('answers a Korean question about a post with quotes and a citation to it', () => {
    const answer = ask('MES에서 LOT 추적 데이터는 어떻게 모델링하나요?');
    expect(answer.answer).toBe('found');
    expect(hrefs(answer)).toContain('/posts/seed-post-13');
    if (answer.answer !== 'found') return;
    expect(answer.passages.length).toBeGreaterThan(0);
    // Every quote points at one of the citations.
    const numbers = answer.citations.map((c) => c.n);
    answer.passages.forEach((p) => expect(numbers).toContain(p.cite));
    expect(numbers).toEqual(numbers.map((_, i) => i + 1));
  });

  it('answers an English question, despite a typo, citing the post', () => {
    const answer = ask('any tips on ditherng tiny sprites?', 'en');
    expect(hrefs(answer)[0]).toBe('/posts/seed-post-26');
  });

  it('answers about the career and portfolio from the pages in the member language', () => {
    const ko = ask('SCM 포털은 몇 곳의 고객사가 쓰나요?');
    expect(hrefs(ko).some((href) => href === '/portfolio/scm' || href === '/carrer/lisner')).toBe(
      true,
    );
    if (ko.answer === 'found') expect(ko.passages.map((p) => p.text).join(' ')).toMatch(/120/);
    const en = ask('How many delivery customers use the SCM portal?', 'en');
    expect(en.answer).toBe('found');
    if (en.answer === 'found') {
      expect(en.passages.map((p) => p.text).join(' ')).toMatch(/120/);
      // The Korean pages stay out of an English answer.
      en.citations
        .filter((c) => c.kind === 'page')
        .forEach((c) => expect(c.title).toMatch(/^(Career|Portfolio)/));
    }
  });

  it('says it does not know rather than guessing', () => {
    expect(ask('qwertyuiop zxcvbnm').answer).toBe('unknown');
    expect(ask('뭐예요?').answer).toBe('unknown');
  });

  it('greets back', () => {
    expect(isGreeting('안녕하세요!')).toBe(true);
    expect(isGreeting('hello there friend')).toBe(false);
    expect(ask('hi').answer).toBe('greeting');
  });
});

describe('chat endpoint', () => {
  const hit = (
    id: string,
    title: string,
  ): { doc: SearchDocument; score: number; terms: string[] } => ({
    doc: {
      id,
      kind: 'post',
      title,
      content: `# ${title}\n\nBody of **${title}**.`,
      tags: [],
      author: 'a',
      category: 'qna',
      locale: null,
      href: `/posts/${id}`,
      createdAt: 0,
    },
    score: 1,
    terms: [],
  });
  const sources = [hit('p1', 'First'), hit('p2', 'Second'), hit('p3', 'Third')];

  it('is off unless an endpoint URL is configured', () => {
    expect(chatEndpointOf({})).toBeNull();
    expect(chatEndpointOf({ VITE_CHAT_ENDPOINT: ' ' })).toBeNull();
    expect(
      chatEndpointOf({ VITE_CHAT_ENDPOINT: 'http://127.0.0.1:8000/v1/chat/completions' }),
    ).toEqual({
      url: 'http://127.0.0.1:8000/v1/chat/completions',
      model: 'gpt-4o-mini',
    });
    expect(
      chatEndpointOf({
        VITE_CHAT_ENDPOINT: 'https://x.test/v1/chat/completions',
        VITE_CHAT_MODEL: 'local',
      })?.model,
    ).toBe('local');
  });

  it('grounds the request on numbered sources, in the member language', () => {
    const messages = endpointMessages(
      'What is first?',
      sources,
      [{ role: 'user', content: 'earlier' }],
      'ko',
    );
    expect(messages[0]?.role).toBe('system');
    expect(messages[0]?.content).toContain('[1] First (/posts/p1)');
    expect(messages[0]?.content).toContain('[3] Third (/posts/p3)');
    expect(messages[0]?.content).toContain('Answer in Korean');
    expect(messages[0]?.content).not.toContain('**');
    expect(messages.slice(1)).toEqual([
      { role: 'user', content: 'earlier' },
      { role: 'user', content: 'What is first?' },
    ]);
  });

  it('keeps the citations the reply uses, with their numbers', () => {
    expect(citedNumbers('See [2] and [1, 3]; not [9].', 3)).toEqual([2, 1, 3]);
    expect(endpointCitations('Only the second [2].', sources)).toEqual([
      { n: 2, kind: 'post', title: 'Second', href: '/posts/p2' },
    ]);
    expect(endpointCitations('No marks at all.', sources).map((c) => c.n)).toEqual([1, 2, 3]);
  });

  it('reads an OpenAI-style reply and refuses an empty one', () => {
    expect(replyOf({ choices: [{ message: { role: 'assistant', content: ' Hi [1] ' } }] })).toBe(
      'Hi [1]',
    );
    expect(() => replyOf({ choices: [] })).toThrow();
    expect(() => replyOf(null)).toThrow();
  });
});

describe('replyTo', () => {
  // An OpenAI-compatible stand-in: answers from what it is told, or fails on request.
  const received: Array<{ model: string; messages: Array<{ role: string; content: string }> }> = [];
  let status = 200;
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      received.push(JSON.parse(body) as (typeof received)[number]);
      response.writeHead(status, { 'Content-Type': 'application/json' });
      response.end(
        JSON.stringify({
          choices: [
            { message: { role: 'assistant', content: 'LOT는 분할 이력을 따로 둬요 [1].' } },
          ],
        }),
      );
    });
  });
  let url = '';
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1/chat/completions`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const question = 'MES에서 LOT 추적 데이터는 어떻게 모델링하나요?';
  const options = (overrides: Partial<ReplyOptions>): ReplyOptions => ({
    index,
    locale: 'ko',
    endpoint: null,
    online: true,
    history: [],
    unknown: '모르겠어요',
    ...overrides,
  });

  it('answers locally, sending nothing, when no endpoint is configured', async () => {
    const before = received.length;
    const reply = await replyTo(question, options({}));
    expect(reply).toMatchObject({ role: 'bot', answer: 'found' });
    expect(received.length).toBe(before);
  });

  it('answers locally while offline even with an endpoint', async () => {
    const before = received.length;
    const reply = await replyTo(
      question,
      options({ endpoint: { url, model: 'm' }, online: false }),
    );
    expect(reply.answer).toBe('found');
    expect(received.length).toBe(before);
  });

  it('asks the endpoint, grounded on the retrieved posts, and keeps the cited sources', async () => {
    status = 200;
    const reply = await replyTo(
      question,
      options({
        endpoint: { url, model: 'local-model' },
        history: [{ id: '1', createdAt: 1, role: 'member', text: '안녕' }],
      }),
    );
    const sent = received.at(-1)!;
    expect(sent.model).toBe('local-model');
    expect(sent.messages[0]!.content).toContain(
      '[1] MES에서 LOT 추적 데이터 모델링 질문 (/posts/seed-post-13)',
    );
    expect(sent.messages.slice(1)).toEqual([
      { role: 'user', content: '안녕' },
      { role: 'user', content: question },
    ]);
    expect(reply).toEqual({
      role: 'bot',
      answer: 'endpoint',
      text: 'LOT는 분할 이력을 따로 둬요 [1].',
      citations: [
        {
          n: 1,
          kind: 'post',
          title: 'MES에서 LOT 추적 데이터 모델링 질문',
          href: '/posts/seed-post-13',
        },
      ],
    });
  });

  it('falls back to the local answerer when the endpoint fails', async () => {
    status = 503;
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const reply = await replyTo(question, options({ endpoint: { url, model: 'm' } }));
    warn.mockRestore();
    expect(reply).toMatchObject({ answer: 'found', fallback: true });
  });
});
