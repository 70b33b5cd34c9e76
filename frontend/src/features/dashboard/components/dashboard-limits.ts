/** How many entries each dashboard list shows before "See more". */
export const DASHBOARD_LIST_LIMIT = 5;
