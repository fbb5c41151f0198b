/** csp.ts: what the console does where the server's Content-Security-Policy applies. */
import { describe, expect, it, vi } from 'vitest';

/** csp.ts loaded afresh in a page whose meta tag holds `nonce`. */
async function loadWithNonce(nonce: string | null) {
  document.head.querySelector('meta[property="csp-nonce"]')?.remove();
  if (nonce !== null) {
    const meta = document.createElement('meta');
    meta.setAttribute('property', 'csp-nonce');
    meta.setAttribute('nonce', nonce);
    document.head.append(meta);
  }
  vi.resetModules();
  return import('./csp');
}

describe('the page nonce', () => {
  it('is read from the page, and is none where the server gave none', async () => {
    expect((await loadWithNonce('abc123==')).pageNonce).toBe('abc123==');
    expect((await loadWithNonce('CSP_NONCE_PLACEHOLDER')).pageNonce).toBeUndefined();
    expect((await loadWithNonce(null)).pageNonce).toBeUndefined();
  });

  it('goes on every <style> element the page creates, and style attributes set by a script go through CSSOM', async () => {
    await loadWithNonce('n0nce==');
    expect(document.createElement('style').nonce).toBe('n0nce==');
    expect(document.createElement('div').nonce ?? '').toBe('');
    const box = document.createElement('textarea');
    const cssText = vi.spyOn(box.style, 'cssText', 'set');
    box.setAttribute('style', 'height: 12px; visibility: hidden');
    expect(cssText).toHaveBeenCalledWith('height: 12px; visibility: hidden');
    expect(box.style.height).toBe('12px');
    expect(box.style.visibility).toBe('hidden');
    box.setAttribute('rows', '3');
    expect(box.getAttribute('rows')).toBe('3');
  });
});
