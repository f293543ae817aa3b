/** The settings contracts: every endpoint file of the domain, re-exported, plus its endpoint map. */
export const settingsEndpoints = {} as const;
