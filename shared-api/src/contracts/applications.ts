/** The applications contracts: every endpoint file of the domain, re-exported, plus its endpoint map. */
export const applicationsEndpoints = {} as const;
