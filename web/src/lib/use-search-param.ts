import { useSearchParams } from 'react-router';

/** Reads a query's text as one of `values`, or undefined when it is none of them. */
export const oneOf =
  <Value extends string>(values: readonly Value[]) =>
  (text: string | null): Value | undefined =>
    values.find((candidate) => candidate === text);

/**
 * A value kept in the page's query (`?name=value`), so a reload, a shared link and Back show it again. `parse` turns
 * the query's text into the value, or undefined when it is absent or not one; setting undefined (or `omitted`, the
 * value the page shows by default) leaves the name out of the address. `replace` swaps the history entry instead of
 * adding one, for a value that steps often (a day at a time) where Back should leave the page.
 */
export function useSearchParam<Value extends string>(
  name: string,
  parse: (text: string | null) => Value | undefined,
  { replace = false, omitted }: { replace?: boolean; omitted?: Value } = {},
): [Value | undefined, (next: Value | undefined) => void] {
  const [params, setParams] = useSearchParams();
  const set = (next: Value | undefined) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === undefined || next === omitted) updated.delete(name);
        else updated.set(name, next);
        return updated;
      },
      { replace },
    );
  return [parse(params.get(name)), set];
}

/** One of `values` kept in the query; `fallback`, the default, is left out of the address. */
export function useSearchParamChoice<Value extends string>(
  name: string,
  values: readonly Value[],
  fallback: Value,
): [Value, (next: Value) => void] {
  const [value, set] = useSearchParam(name, oneOf(values), { omitted: fallback });
  return [value ?? fallback, set];
}
