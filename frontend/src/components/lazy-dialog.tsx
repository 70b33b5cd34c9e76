import { lazy, Suspense, useState, type ComponentType } from 'react';

/**
 * A dialog whose code (and Radix, and the form library) loads when it first opens, not with the
 * page: most visits never open it. Once opened it stays mounted, as it would have been, so its
 * closing animation and any state it keeps while closed are unchanged. `isOpen` reads the
 * dialog's own props (`open`, or the item it is open for).
 */
export const lazyDialog = <Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  isOpen: (props: Props) => boolean,
) => {
  const Dialog = lazy(() => load().then((component) => ({ default: component })));
  const LazyDialog = (props: Props) => {
    const [opened, setOpened] = useState(() => isOpen(props));
    if (!opened && isOpen(props)) setOpened(true);
    return opened ? (
      <Suspense fallback={null}>
        <Dialog {...props} />
      </Suspense>
    ) : null;
  };
  return LazyDialog;
};
