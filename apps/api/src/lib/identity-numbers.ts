/**
 * Numbers objects by identity: the same object, the same number; a new object, a new one. The
 * numbers go into cache keys (auth's decisions per database handle, a list page's shape), where
 * an object itself cannot be part of a string.
 */
export function identityNumbers<T extends object>(): (object: T) => number {
  const numbers = new WeakMap<T, number>();
  let last = 0;
  return (object) => {
    let number = numbers.get(object);
    if (number === undefined) {
      last += 1;
      number = last;
      numbers.set(object, number);
    }
    return number;
  };
}
