import { describe, expect, it } from 'vitest';
import { browserLabel } from './browser-label';

describe('browserLabel', () => {
  it('names the browser and the system of common user agents', () => {
    expect(
      browserLabel(
        'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
      ),
    ).toBe('Chrome 131 · Linux');
    expect(
      browserLabel(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36 Edg/130.0.2849.80',
      ),
    ).toBe('Edge 130 · Windows');
    expect(
      browserLabel(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
      ),
    ).toBe('Safari 18 · iOS');
    expect(
      browserLabel('Mozilla/5.0 (Macintosh; Intel Mac OS X 14.7; rv:132.0) Gecko/20100101 Firefox/132.0'),
    ).toBe('Firefox 132 · macOS');
  });

  it('keeps an unknown user agent as it is, and nothing for none', () => {
    expect(browserLabel('curl/8.5.0')).toBe('curl/8.5.0');
    expect(browserLabel(null)).toBeNull();
  });
});
