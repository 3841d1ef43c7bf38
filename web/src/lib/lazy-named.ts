import { lazy, type ComponentType } from 'react';

/** A component whose module loads on its first render; `name` is the module's export (React.lazy wants a default). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's own bound: a component of any props
export function lazyNamed<Module extends Record<Name, ComponentType<any>>, Name extends string>(
  load: () => Promise<Module>,
  name: Name,
) {
  return lazy(async () => ({ default: (await load())[name] }));
}
