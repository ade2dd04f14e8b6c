/**
 * Remembers the results of a pure one-argument function for its most recent distinct arguments.
 * A build renders an agency's pages one after another (each in every language it offers), so the
 * same palette or the same policy HTML comes back for dozens of pages in a row, then never again:
 * a small recent-first window holds them without growing with the number of agencies.
 */
export function memoizeRecent<Argument, Result>(
  compute: (argument: Argument) => Result,
  size = 32,
): (argument: Argument) => Result {
  const recent = new Map<Argument, Result>();
  return (argument) => {
    if (recent.has(argument)) return recent.get(argument) as Result;
    const result = compute(argument);
    // A Map iterates in insertion order: its first key is the oldest argument.
    if (recent.size >= size) recent.delete(recent.keys().next().value as Argument);
    recent.set(argument, result);
    return result;
  };
}
