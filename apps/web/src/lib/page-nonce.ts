/**
 * The nonce the server gave this load of the page, for the <style> elements a script adds
 * under the Content-Security-Policy (app/csp.ts; antd's ConfigProvider, components/providers).
 */

/**
 * The nonce in <meta property="csp-nonce"> (Vite's `html.cspNonce`, replaced per load by the
 * server), read from the `nonce` property: browsers hide the attribute once a policy applies.
 * Undefined where the page has none (the dev server, unit tests).
 */
export function readPageNonce(): string | undefined {
  const meta = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]');
  const nonce = meta?.nonce || meta?.getAttribute('nonce');
  return nonce && nonce !== 'CSP_NONCE_PLACEHOLDER' ? nonce : undefined;
}
