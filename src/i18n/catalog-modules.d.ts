// The build serves each catalog in parts, pre-parsed (build/precompiled-messages.ts).
declare module '*.json?core' {
  const messages: Record<string, import('react-intl').MessageFormatElement[]>;
  export default messages;
}
declare module '*.json?rest' {
  const messages: Record<string, import('react-intl').MessageFormatElement[]>;
  export default messages;
}
