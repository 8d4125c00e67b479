import { api } from '@/lib/api';
import { prefetch, useResource } from '../app/resource';

export type LinkState = {
  validCandidate: boolean;
  hrUserEmail: string | null;
  submitted: boolean;
  consentGiven: boolean | null;
};
export type LinkCompany = { companyName: string; companyAddress: string; hrEmail: string };

const path = (rn: string, uuid: string) => `${encodeURIComponent(rn)}/${encodeURIComponent(uuid)}`;

/** The cache keys of a link's calls start with this (a change refreshes them all). */
export const linkKey = (rn: string, uuid: string) => `candidate-link:${rn}:${uuid}`;

/** GET /api/report/valid/{requestNumber}/{uuid}. */
const loadLinkState = (rn: string, uuid: string) => () =>
  api<LinkState>(`/api/report/valid/${path(rn, uuid)}`);
/** POST /api/user/client/report/candidate/privacy: the data controller named by the link. */
const loadLinkCompany = (rn: string, uuid: string) => () =>
  api<LinkCompany>('/api/user/client/report/candidate/privacy', {
    method: 'POST',
    body: { requestNumber: rn, uuid },
  });

/** Starts the link's calls (its state; the company for the notice and success pages) before the page renders. */
export function prefetchLink(rn: string, uuid: string, company: boolean) {
  prefetch(linkKey(rn, uuid), loadLinkState(rn, uuid));
  if (company) prefetch(`${linkKey(rn, uuid)}:company`, loadLinkCompany(rn, uuid));
}

export const useLinkState = (rn: string, uuid: string) =>
  useResource(linkKey(rn, uuid), loadLinkState(rn, uuid));
export const useLinkCompany = (rn: string, uuid: string, enabled: boolean) =>
  useResource(`${linkKey(rn, uuid)}:company`, loadLinkCompany(rn, uuid), enabled);

/** POST /api/report/candidate/privacy/update/{rn}/{uuid}: records the choice as evidence. */
export const recordConsent = (rn: string, uuid: string, choice: boolean, textVersion: string) =>
  api<{ consentGiven: boolean }>(`/api/report/candidate/privacy/update/${path(rn, uuid)}`, {
    method: 'POST',
    body: { choice, textVersion },
  });

/** POST /api/report/candidate/update/{rn}/{uuid}: the candidate's data, once. */
export const submitEntry = (rn: string, uuid: string, body: unknown) =>
  api<{ submitted: boolean }>(`/api/report/candidate/update/${path(rn, uuid)}`, { method: 'POST', body });
