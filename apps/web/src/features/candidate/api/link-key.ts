/** The request number and UUID of a link as the tail of its calls' paths. */
export const linkPath = (rn: string, uuid: string) => `${encodeURIComponent(rn)}/${encodeURIComponent(uuid)}`;

/** The cache keys of a link's calls start with this (a change refreshes them all). */
export const linkKey = (rn: string, uuid: string) => `candidate-link:${rn}:${uuid}`;
