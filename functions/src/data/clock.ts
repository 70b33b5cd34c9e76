/** The moment items are stamped with (createdAt, updatedAt…), as stored: ISO 8601 in UTC. */
export const nowIso = (): string => new Date().toISOString();
