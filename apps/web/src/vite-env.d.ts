/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The console's OAuth client (the server's OAUTH_CLIENT_ID); default admin-console. */
  readonly VITE_OAUTH_CLIENT_ID?: string;
  /** The console's OAuth client secret (the server's OAUTH_CLIENT_SECRET); default admin-console. */
  readonly VITE_OAUTH_CLIENT_SECRET?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
