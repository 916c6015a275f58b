// Distances, radius limits and centre search: the names the package exports from geo/.
export {
  METRES_PER_MILE,
  radiusLimits,
  defaultMapView,
  distanceMiles,
  hasValidCoordinates,
  normaliseRadius,
  isPostcodeLength,
  outwardCode,
} from './geo';
export type { LatLng } from './geo';
export { searchCentresByName, nearbyCentres } from './centreSearch';
export type { Centre } from './centreSearch';
