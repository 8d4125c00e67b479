import { describe, expect, it } from 'vitest';
import { takeUnexpectedErrors } from '../../../vitest.setup';

describe('the test harness', () => {
  it('catches a console.error of the running test (which would then fail)', () => {
    const log = console.error;
    console.error = () => {}; // keep the run's output clean; the harness's wrapper is what is under test
    try {
      log('provider %s failed', 'ce');
    } finally {
      console.error = log;
    }
    expect(takeUnexpectedErrors()).toEqual(['console.error: provider ce failed']);
    // Vitest itself also fails the run on an unhandled rejection; the harness names the test it happened in.
  });
});
