// Spec §3 venue activities: the catalogue, then the timetable and what customers hold on it.
export * from './activities.catalogue';
export * from './activities.timetable';
