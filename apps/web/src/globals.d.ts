/** The running build's version: the root package.json's, injected by Vite `define`. */
declare const __APP_VERSION__: string;
