import type { Link, Nodes, Root, Text } from 'mdast';
import { mentionLabel, mentionParts } from '../../../data/model/mention';
import { memberPath } from '../../../ui/post-parts-view';

/**
 * A post's mentions, as a step of its markdown pipeline (post-markdown.ts), run on the parsed
 * tree by both renderers: each `@[uid]` token in the text becomes a link to the member's page,
 * named `@name` (`names`: the names the page knows; `unknown` for a member it does not know
 * yet). The name is a text node, never markup, so a name like `**x**` or `<b>` shows as it is.
 * Only text is read: a token in code stays as written, and one inside a link is its name alone
 * (a link cannot hold another).
 */
export interface MentionNames {
  names: ReadonlyMap<string, string>;
  unknown: string;
}

type Parent = Extract<Nodes, { children: unknown[] }>;

const INSIDE_LINK = new Set(['link', 'linkReference']);

/** The mention link of `uid` (data-mention names the member it shows). */
function mentionLink(uid: string, label: string): Link {
  return {
    type: 'link',
    url: memberPath(uid),
    title: null,
    children: [{ type: 'text', value: label }],
    data: {
      hProperties: { dataMention: uid, dataTestid: 'mention', className: ['font-semibold'] },
    },
  };
}

function withMentions(text: Text, inLink: boolean, { names, unknown }: MentionNames): Nodes[] {
  return mentionParts(text.value).map((part) => {
    if (typeof part === 'string') return { type: 'text', value: part };
    const label = mentionLabel(names.get(part.uid) ?? unknown);
    return inLink ? { type: 'text', value: label } : mentionLink(part.uid, label);
  });
}

/** Turns the tree's mention tokens into links, in place. */
export function mentionLinks(tree: Root, mentions: MentionNames): void {
  const visit = (node: Parent, inLink: boolean) => {
    const inside = inLink || INSIDE_LINK.has(node.type);
    const children: Nodes[] = [];
    for (const child of node.children as Nodes[]) {
      if (child.type === 'text' && child.value.includes('@[')) {
        children.push(...withMentions(child, inside, mentions));
      } else {
        if ('children' in child) visit(child, inside);
        children.push(child);
      }
    }
    (node as { children: Nodes[] }).children = children;
  };
  visit(tree, false);
}

/** The remark plugin form of `mentionLinks`. */
export const remarkMentionLinks = (mentions: MentionNames) => (tree: Root) =>
  mentionLinks(tree, mentions);
