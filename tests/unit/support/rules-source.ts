import { readFileSync } from 'node:fs';

// The rules files as text, for unit tests that hold a figure or pattern of the app's equal to
// the rules' own (rules cannot import the app's modules).

export const firestoreRules = readFileSync(
  new URL('../../../firestore.rules', import.meta.url),
  'utf8',
);
export const storageRules = readFileSync(
  new URL('../../../storage.rules', import.meta.url),
  'utf8',
);

/** The body of a rules function `name` that returns one literal: its text between return and ;. */
export function returned(rules: string, name: string): string {
  const match = new RegExp(`function ${name}\\(\\) \\{\\s*return ([\\s\\S]*?);\\s*\\}`).exec(rules);
  if (!match) throw new Error(`the rules have no function ${name}()`);
  return match[1]!;
}

/** A rules function returning one quoted regular expression, as a RegExp. */
export const returnedPattern = (rules: string, name: string) =>
  new RegExp(JSON.parse(returned(rules, name).replaceAll("'", '"')) as string);
