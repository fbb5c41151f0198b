/**
 * Distances on the WGS84 ellipsoid (Vincenty's inverse formula), in metres: a line's length is
 * kept with it, for lists, exports and the published layers. Vincenty's iteration does not
 * converge for nearly antipodal points, which no line of a recreational network has; there the
 * great-circle distance on the mean radius stands in.
 */
const A = 6_378_137;
const F = 1 / 298.257223563;
const B = A * (1 - F);
const MEAN_RADIUS = 6_371_008.8;
const rad = (deg: number) => (deg * Math.PI) / 180;

function greatCircle(lon1: number, lat1: number, lon2: number, lat2: number): number {
  const h = Math.sin(rad(lat2 - lat1) / 2) ** 2 + Math.cos(rad(lat1)) * Math.cos(rad(lat2)) * Math.sin(rad(lon2 - lon1) / 2) ** 2;
  return 2 * MEAN_RADIUS * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The distance between two positions ([lon, lat], degrees) on the ellipsoid, in metres. */
export function distance([lon1, lat1]: readonly number[], [lon2, lat2]: readonly number[]): number {
  if (lon1 === lon2 && lat1 === lat2) return 0;
  const L = rad(lon2 - lon1);
  const U1 = Math.atan((1 - F) * Math.tan(rad(lat1)));
  const U2 = Math.atan((1 - F) * Math.tan(rad(lat2)));
  const sinU1 = Math.sin(U1), cosU1 = Math.cos(U1), sinU2 = Math.sin(U2), cosU2 = Math.cos(U2);
  let lambda = L;
  for (let i = 0; i < 200; i++) {
    const sinLambda = Math.sin(lambda), cosLambda = Math.cos(lambda);
    const sinSigma = Math.sqrt((cosU2 * sinLambda) ** 2 + (cosU1 * sinU2 - sinU1 * cosU2 * cosLambda) ** 2);
    if (sinSigma === 0) return 0;
    const cosSigma = sinU1 * sinU2 + cosU1 * cosU2 * cosLambda;
    const sigma = Math.atan2(sinSigma, cosSigma);
    const sinAlpha = (cosU1 * cosU2 * sinLambda) / sinSigma;
    const cos2Alpha = 1 - sinAlpha ** 2;
    const cos2SigmaM = cos2Alpha === 0 ? 0 : cosSigma - (2 * sinU1 * sinU2) / cos2Alpha;
    const C = (F / 16) * cos2Alpha * (4 + F * (4 - 3 * cos2Alpha));
    const previous = lambda;
    lambda = L + (1 - C) * F * sinAlpha * (sigma + C * sinSigma * (cos2SigmaM + C * cosSigma * (-1 + 2 * cos2SigmaM ** 2)));
    if (Math.abs(lambda - previous) < 1e-12) {
      const u2 = (cos2Alpha * (A ** 2 - B ** 2)) / B ** 2;
      const bigA = 1 + (u2 / 16384) * (4096 + u2 * (-768 + u2 * (320 - 175 * u2)));
      const bigB = (u2 / 1024) * (256 + u2 * (-128 + u2 * (74 - 47 * u2)));
      const deltaSigma = bigB * sinSigma * (cos2SigmaM + (bigB / 4) * (cosSigma * (-1 + 2 * cos2SigmaM ** 2)
        - (bigB / 6) * cos2SigmaM * (-3 + 4 * sinSigma ** 2) * (-3 + 4 * cos2SigmaM ** 2)));
      return B * bigA * (sigma - deltaSigma);
    }
  }
  return greatCircle(lon1, lat1, lon2, lat2);
}

/** A line's length: the sum of its segments' distances, in metres. */
export function lineLength(positions: readonly (readonly number[])[]): number {
  let total = 0;
  for (let i = 1; i < positions.length; i++) total += distance(positions[i - 1], positions[i]);
  return total;
}
