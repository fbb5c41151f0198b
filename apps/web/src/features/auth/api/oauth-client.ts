/** The console's OAuth client, as the server knows it (OAUTH_CLIENT_ID / OAUTH_CLIENT_SECRET). */
export const oauthClient = {
  client_id: import.meta.env.VITE_OAUTH_CLIENT_ID ?? 'admin-console',
  client_secret: import.meta.env.VITE_OAUTH_CLIENT_SECRET ?? 'admin-console',
} as const;
