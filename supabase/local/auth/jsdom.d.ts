// jsdom ships no types and @types/jsdom is not a dependency; this is the slice the auth tests use.
declare module 'jsdom' {
  export class JSDOM {
    constructor(html?: string, options?: { url?: string });
    readonly window: Window & typeof globalThis;
  }
}
