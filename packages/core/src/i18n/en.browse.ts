/**
 * English texts of the browse feature (spec §2 home and /location routes, §3 timetable filters,
 * §4 session tags), merged into the `home` and `activities` namespaces.
 */
export const enHome = {} as const;
export const enActivities = {} as const;
