/**
 * The language a member wrote in, as far as the site's two go: Korean when Hangul holds a fair
 * share of the letters (a syllable block carries about three Latin letters' worth), else English.
 */
export function languageOfText(text: string): 'ko' | 'en' {
  const hangul = text.match(/[\u3131-\u318e\uac00-\ud7a3]/g)?.length ?? 0;
  const latin = text.match(/[A-Za-z]/g)?.length ?? 0;
  return hangul > 0 && hangul * 3 >= latin ? 'ko' : 'en';
}

/** A `lang` for text written in the other language than the interface's, else nothing. */
export function langIfOther(text: string, interfaceLocale: string): 'ko' | 'en' | undefined {
  const language = languageOfText(text);
  return interfaceLocale.startsWith(language) ? undefined : language;
}
