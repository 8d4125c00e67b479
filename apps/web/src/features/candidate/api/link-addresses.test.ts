import { candidateLinkOperations } from '@hrwe/domain';
import { describe, expect, it } from 'vitest';
import { LINK_COMPANY, LINK_STATE } from './link-addresses';

describe('the first screen’s link calls', () => {
  it('use the addresses of their operations', () => {
    expect(LINK_STATE).toEqual({
      method: candidateLinkOperations.state.method,
      path: candidateLinkOperations.state.path,
    });
    expect(LINK_COMPANY).toEqual({
      method: candidateLinkOperations.company.method,
      path: candidateLinkOperations.company.path,
    });
  });
});
