import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { listQueryKey, listsUnder } from './list-keys';

describe('listsUnder', () => {
  it("reloads a feature's lists and no other table", async () => {
    const qc = new QueryClient();
    const urls = [
      '/api/document/upload/all',
      '/api/document/upload/get/7/uploads',
      '/api/communication/assistenza/parent/list/user',
      '/api/report/history',
    ];
    for (const url of urls) qc.setQueryData(listQueryKey(url), { data: [] });
    qc.setQueryData(['documents', 'detail', '7'], {});
    await qc.invalidateQueries(listsUnder('/api/document/'));
    const stale = urls.filter((u) => qc.getQueryState(listQueryKey(u))?.isInvalidated);
    expect(stale).toEqual(['/api/document/upload/all', '/api/document/upload/get/7/uploads']);
    expect(qc.getQueryState(['documents', 'detail', '7'])?.isInvalidated).toBe(false);
  });
});
