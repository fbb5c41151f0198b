/**
 * The console under its Content-Security-Policy (apps/api/src/plugins/security-headers.ts): no
 * inline script, no eval, and no inline <style> without the nonce the server gave this load of
 * the page. Imported first by main.tsx, so this runs before any other module. (No eval: zod is
 * told so in zod-setup.ts, which runs with zod itself; the sign-in page loads no zod.)
 */
import { readPageNonce } from '../lib/page-nonce';

/** This page's nonce (lib/page-nonce.ts), undefined where the server gave none. */
export const pageNonce = readPageNonce();

/**
 * antd's CSS-in-JS takes the nonce from ConfigProvider (components/providers), but some of its helpers
 * cannot be given one: the scroll lock of an open dialog and the scrollbar measurement it makes
 * (@rc-component/util updateCSS without `csp`) insert bare <style> elements, which the policy
 * would block. So every <style> element this page's own code creates gets the nonce. That gives
 * no script more than it has: only our bundle runs (script-src 'self'), and it can read the
 * nonce from the page anyway. Markup injected as HTML is not created here and stays blocked.
 */
function nonceNewStyleElements(nonce: string) {
  const create = document.createElement.bind(document);
  document.createElement = ((tagName: string, options?: ElementCreationOptions) => {
    const element = create(tagName, options);
    if (element instanceof HTMLStyleElement) element.nonce = nonce;
    return element;
  }) as typeof document.createElement; // one implementation for all of createElement's overloads
}

/**
 * The policy also blocks style attributes (no 'unsafe-inline'), and antd's auto-sizing text
 * area measures with a hidden textarea styled by setAttribute('style', ...). A style a script
 * sets through CSSOM (element.style) is allowed, and means the same: so a script's
 * setAttribute('style') goes that way. Style attributes in markup stay blocked.
 */
function styleAttributesThroughCssom() {
  const setAttribute = Element.prototype.setAttribute;
  // A DOM that implements cssText with setAttribute (happy-dom in the unit tests) comes back here.
  let throughCssom = false;
  Element.prototype.setAttribute = function setAttributeOrStyle(this: Element, name: string, value: string) {
    if (!throughCssom && name.toLowerCase() === 'style' && (this instanceof HTMLElement || this instanceof SVGElement)) {
      throughCssom = true;
      try {
        this.style.cssText = value;
      } finally {
        throughCssom = false;
      }
      return;
    }
    setAttribute.call(this, name, value);
  };
}

// Only where the server gave a nonce, i.e. where its policy applies.
if (pageNonce) {
  nonceNewStyleElements(pageNonce);
  styleAttributesThroughCssom();
}
