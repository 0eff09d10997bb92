/// <reference types="vite/client" />

/** The web app's version from package.json, injected by Vite `define`. */
declare const __APP_VERSION__: string;
