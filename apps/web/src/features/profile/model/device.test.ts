import { describe, expect, it } from 'vitest';
import { describeAgent } from './device';

describe('describeAgent', () => {
  it('names the browser and system of common agents', () => {
    expect(describeAgent('Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0')).toMatchObject({ browser: 'Firefox', system: 'Linux' });
    expect(describeAgent('Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36 Edg/131.0')).toMatchObject({ browser: 'Edge', system: 'Windows' });
    expect(describeAgent('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1')).toMatchObject({ browser: 'Safari', system: 'iOS' });
  });

  it('keeps a script\'s agent as it is, and says nothing without one', () => {
    expect(describeAgent('curl/8.5.0')).toEqual({ browser: null, system: null, raw: 'curl/8.5.0' });
    expect(describeAgent(null)).toBeNull();
  });
});
