import { Suspense, useState, type ComponentProps, type ComponentType } from 'react';
import { lazyNamed } from '@/lib/lazy-named';

/**
 * A dialog whose module loads when it first opens, so a screen's first load carries no form, schema or dialog code
 * (docs/decisions/0119-schemas-load-with-their-forms.md). Closed, it renders nothing, as a closed <dialog> shows
 * nothing; while its code arrives, nothing either, so nothing moves and its opener stays usable; then it opens. From
 * its first opening on it stays mounted, so closing runs the dialog's own close (focus back on the opener).
 * `name` is the module's export; `isOpen` reads from the dialog's props whether it is open.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's own bound: a component of any props
export function lazyDialog<Name extends string, Dialog extends ComponentType<any>>(
  load: () => Promise<Record<Name, Dialog>>,
  name: Name,
  isOpen: (props: ComponentProps<Dialog>) => boolean,
) {
  const Loaded = lazyNamed(load, name);
  return function LazyDialog(props: ComponentProps<Dialog>) {
    const open = isOpen(props);
    const [opened, setOpened] = useState(open);
    // Noted while rendering, not in an effect: the code starts loading in the render that opens the dialog.
    if (open && !opened) setOpened(true);
    return opened ? (
      <Suspense fallback={null}>
        <Loaded {...props} />
      </Suspense>
    ) : null;
  };
}
