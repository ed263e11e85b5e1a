export const MENTION_TOKEN: RegExp;
