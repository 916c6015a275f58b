export { isStartedCourse, isEndedCourse, courseAvailability, coursePrice, paysProRata } from './proRata';
export type { CourseInput, CourseAvailability, CourseDateTime } from './proRata';
