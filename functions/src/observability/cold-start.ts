let cold = true;

/** True for the first invocation this process serves, false after: the logs' `coldStart` key. */
export const takeColdStart = (): boolean => {
  const first = cold;
  cold = false;
  return first;
};
