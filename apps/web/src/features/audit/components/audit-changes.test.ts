import { describe, expect, it } from 'vitest';
import { valueText } from './audit-changes';

describe('an audit value as text', () => {
  it('shows empty as –, lists joined, objects as JSON, and cuts long text', () => {
    expect(valueText(null)).toBe('–');
    expect(valueText('')).toBe('–');
    expect(valueText([3, 4])).toBe('3, 4');
    expect(valueText({ api_key: '***' })).toBe('{"api_key":"***"}');
    expect(valueText(false)).toBe('false');
    expect(valueText('x'.repeat(500))).toHaveLength(120);
  });
});
