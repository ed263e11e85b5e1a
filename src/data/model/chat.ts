/** A source a chatbot answer rests on: a post, or a page of the site (career, portfolio). */
export interface ChatCitation {
  /** The number the answer refers to it by: [1], [2], ... */
  n: number;
  kind: 'post' | 'page';
  title: string;
  /** An in-app path. */
  href: string;
}

/** A sentence the local answerer quotes, with the number of the citation it comes from. */
export interface ChatPassage {
  text: string;
  cite: number;
}

/**
 * One message of the chatbot conversation (Dexie table `chats`, on this device only). The local
 * answerer's replies keep their parts rather than finished sentences, so the words around the
 * quotes follow the member's current language.
 */
export interface ChatMessageRow {
  /** Sortable: time first. */
  id: string;
  createdAt: number;
  role: 'member' | 'bot';
  /** The member's question, or the chat endpoint's reply; empty for the local answers. */
  text: string;
  /**
   * `found` / `unknown` / `greeting`: the local answerer (quotes in `passages`); `endpoint`: the
   * configured chat endpoint (its reply in `text`).
   */
  answer?: 'found' | 'unknown' | 'greeting' | 'endpoint';
  passages?: ChatPassage[];
  citations?: ChatCitation[];
  /** The endpoint was configured but did not answer: the local answerer replied instead. */
  fallback?: boolean;
}
