import { type RefObject, useLayoutEffect } from 'react';

/**
 * A controlled field rendered on the server keeps what the visitor typed (or the browser
 * autofilled) before its island hydrated. React leaves the DOM value alone while hydrating, but
 * the field's state still holds the server's value, and the next render would write that back over
 * the typing: a quick sign-in lost its e-mail about one time in three. This reads the DOM once, in
 * the hydrating commit, before anything else can render.
 */
export function useTypedBeforeHydration(
  input: RefObject<HTMLInputElement | null>,
  value: string,
  setValue: (typed: string) => void,
): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the first commit can find typing React has not seen.
  useLayoutEffect(() => {
    const typed = input.current?.value;
    if (typed !== undefined && typed !== value) setValue(typed);
  }, []);
}
