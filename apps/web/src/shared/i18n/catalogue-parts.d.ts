/** A catalogue's login scope, produced by the message-catalogues plugin of vite.config.ts. */
declare module '*.json?scope=login' {
  const messages: Record<string, string>;
  export default messages;
}
