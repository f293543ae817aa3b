/** The records contracts: every endpoint file of the domain, re-exported, plus its endpoint map. */
export const recordsEndpoints = {} as const;
