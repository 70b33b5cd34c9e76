import { useEffect, useState } from 'react';

const STORAGE_KEY = 'recyclens.greetedUsers';

const greetedUsers = (): string[] => {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '[]');
    return Array.isArray(stored) ? stored.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
};

/**
 * Whether this is the user's first visit of the dashboard (issue 36 §4: a first visit says
 * "Welcome", not "Welcome back"). The server keeps no last sign-in, so this browser remembers whom
 * it has greeted; on another browser a user is welcomed once more, which reads right as well. The
 * answer is fixed for the page's lifetime: the greeting does not change while it is read.
 */
export const useFirstVisit = (userId: string | undefined): boolean => {
  const [greetedBefore] = useState(greetedUsers);
  useEffect(() => {
    if (!userId) return;
    const greeted = greetedUsers();
    if (greeted.includes(userId)) return;
    try {
      localStorage.setItem(STORAGE_KEY, JSON.stringify([...greeted, userId]));
    } catch {
      // Storage full or off: the next visit says "Welcome" again.
    }
  }, [userId]);
  return Boolean(userId) && !greetedBefore.includes(userId!);
};
