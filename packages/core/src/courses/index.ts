export { isStartedCourse, isEndedCourse, courseAvailability, coursePrice, paysProRata, proRataValue } from './proRata';
export type { CourseInput, CourseAvailability, CourseDateTime } from './proRata';
