// How text becomes index terms: the rules live in src/data/search/search-tokens.mjs, shared with
// the server-side tokens on each post, so the device and the server cut words the same way.
import { bigrams, units } from './search-tokens.mjs';

export {
  bigrams,
  fold,
  isCjkTerm,
  queryUnits,
  stripKoreanEnding,
  units,
  type Unit,
} from './search-tokens.mjs';

/** Index terms of `text`: CJK bigrams and folded words, in order, with repeats. */
export function tokenize(text: string): string[] {
  const terms: string[] = [];
  for (const unit of units(text)) {
    if (unit.cjk) terms.push(...bigrams(unit.text));
    else terms.push(unit.text);
  }
  return terms;
}
